import { describe, expect, it } from 'vitest'
import { casebook, fixture, tempFile } from './support'

describe('casebook trick', () => {
  it('refuses a file that is not JSON, saying so, and exits 1', async () => {
    const file = tempFile('trick.json', 'p1 plays the B')
    const { code, stdout } = await casebook(['trick', file, '--json'])
    expect(code).toBe(1)
    expect(JSON.parse(stdout)).toEqual({
      error: 'log.json',
      message: expect.stringContaining('not valid JSON'),
    })
  })

  it('refuses a game without a trick referee, naming the games that have one', async () => {
    const { code, stdout, stderr } = await casebook(['trick', fixture('game-won')])
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain('[log.game]')
    expect(stderr).toContain('"mystery-rummy-jekyll-hyde"')
  })

  it('needs a file, and takes no --format', async () => {
    expect((await casebook(['trick'])).code).toBe(2)
    expect((await casebook(['trick', 'x.json', '--format', 'csv'])).code).toBe(2)
  })
})
