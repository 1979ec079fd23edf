import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { root } from '../cli/support'
import { markdownFilesUnder, relativeLinks } from './markdown'

const pages = ['README.md', ...markdownFilesUnder(root, 'docs')]
const readme = readFileSync(join(root, 'README.md'), 'utf8')

describe('the README is a front page', () => {
  it('is at most 150 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150)
  })

  it('still says how to run every test, the desktop app and the web app', () => {
    expect(readme).toContain('npm test')
    expect(readme).toContain('npm start')
    expect(readme).toContain('npm run web')
  })

  it('names, in its commands, only files a fresh clone has', () => {
    const files = [...readme.matchAll(/\b(?:tests|docs)\/[\w./-]+\.json\b/g)].map(
      (match) => match[0],
    )
    expect(files.length).toBeGreaterThan(0)
    expect(files.filter((file) => !existsSync(join(root, file)))).toEqual([])
  })

  it('shows the score sheet and the hand form from the screenshots the e2e run makes', () => {
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1])
    expect(images).toEqual(
      expect.arrayContaining([expect.stringMatching(/sheet/), expect.stringMatching(/hand-form/)]),
    )
  })
})

describe('links between the pages', () => {
  it('reads every page and finds links in them', () => {
    expect(pages).toContain('docs/game-log-format.md')
    expect(relativeLinks(readme).length).toBeGreaterThan(5)
  })

  it.each(pages)('every relative link in %s leads to a file that exists', (page) => {
    const text = readFileSync(join(root, page), 'utf8')
    const missing = relativeLinks(text).filter(
      (target) => !existsSync(join(root, dirname(page), target)),
    )
    expect(missing).toEqual([])
  })
})

describe('the link reader', () => {
  it('finds relative links and images, and leaves out web addresses, fragments and code', () => {
    const page = [
      'See [the guide](docs/user-guide.md#updates) and ![a sheet](images/sheet.png).',
      'Not [the web](https://example.org), [a place](#layout), `[code](nowhere.md)`.',
      '```',
      '[inside a block](nowhere-either.md)',
      '```',
    ].join('\n')
    expect(relativeLinks(page)).toEqual(['docs/user-guide.md', 'images/sheet.png'])
  })
})
