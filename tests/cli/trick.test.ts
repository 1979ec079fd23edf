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

describe('casebook trick on a Dr. Jekyll & Mr. Hyde (Bambus) trick', () => {
  const trick = {
    game: 'jekyll-hyde-bambus',
    sides: { p1: 'jekyll', p2: 'hyde', p3: 'jekyll', p4: 'hyde' },
    waiting: [],
    last: false,
    plays: [
      { seat: 'p1', card: 'j-b' },
      { seat: 'p2', card: 'h-a' },
      { seat: 'p3', card: 'j-f7' },
      { seat: 'p4', card: 'h-e' },
    ],
  }

  it('prints the spec’s outcome: the A wins for Hyde, and its seat leads', async () => {
    const { code, stdout } = await casebook([
      'trick',
      tempFile('t.json', JSON.stringify(trick)),
      '--json',
    ])
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual({
      outcome: 'won',
      strongest: 1,
      winner: 'p2',
      side: 'hyde',
      nextLeader: 'p2',
      cards: ['j-b', 'h-a', 'j-f7', 'h-e'],
    })
  })

  it('explains the decision in words a player can read out', async () => {
    const { code, stdout } = await casebook(['trick', tempFile('t.json', JSON.stringify(trick))])
    expect(code).toBe(0)
    expect(stdout).toBe(
      'Mr. Hyde (A) is the highest card.\np2 takes the trick for Mr. Hyde and leads the next one.\n',
    )
  })

  it('refuses a card of the other side in front of a seat, with its rule, and exits 1', async () => {
    const wrong = { ...trick, plays: [{ seat: 'p1', card: 'h-b' }, ...trick.plays.slice(1)] }
    const { code, stdout } = await casebook([
      'trick',
      tempFile('t.json', JSON.stringify(wrong)),
      '--json',
    ])
    expect(code).toBe(1)
    expect(JSON.parse(stdout)).toMatchObject({ error: 'trick-wrong-side' })
  })
})
