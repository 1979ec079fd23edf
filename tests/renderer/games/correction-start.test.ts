import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseGameLog, type GameLog } from '../../../src/engine'
import { jekyllHydeBambusScreens } from '../../../src/games/jekyll-hyde-bambus/screens'
import { draftFor as bambusDraft } from '../../../src/games/jekyll-hyde-bambus/screens/draft'
import { jekyllVsHydeScreens } from '../../../src/games/jekyll-vs-hyde/screens'
import { mysteryRummyJackTheRipperScreens } from '../../../src/games/mystery-rummy-jack-the-ripper/screens'
import { mysteryRummyJekyllHydeScreens } from '../../../src/games/mystery-rummy-jekyll-hyde/screens'
import type { GameScreens } from '../../../src/renderer/src/games/screens'

/*
 * The contract's `correctionStart` (decision 0072): the values each game's form starts from to
 * correct a saved hand, which the page keeps when another device saved the hand without this
 * device's last changes.
 */

function golden(game: string, name: string): GameLog {
  const read = parseGameLog(readFileSync(`tests/games/${game}/fixtures/${name}.json`, 'utf8'))
  if (!read.ok) throw new Error(`${game}/${name} does not parse`)
  return read.log
}

const screensAndLogs: [GameScreens, GameLog][] = [
  [mysteryRummyJekyllHydeScreens, golden('mystery-rummy-jekyll-hyde', 'game-won')],
  [
    mysteryRummyJackTheRipperScreens,
    golden('mystery-rummy-jack-the-ripper', 'case-file-exhausted-twice'),
  ],
  [jekyllHydeBambusScreens, golden('jekyll-hyde-bambus', 'rulebook-scoring-example')],
  [jekyllVsHydeScreens, golden('jekyll-vs-hyde', 'potions-1-to-4')],
]
const games = screensAndLogs.map(([screens, log]) => [screens.id, screens, log] as const)

describe('the values a correction starts from', () => {
  it.each(games)(
    '%s: a draft of the saved hand the game reads back, for each hand it holds',
    async (_, screens, log) => {
      expect(log.hands.length).toBeGreaterThan(0)
      for (let index = 0; index < log.hands.length; index += 1) {
        const start = await screens.correctionStart(log, index)
        expect(start).not.toBeNull()
        expect(screens.readDraft(JSON.parse(JSON.stringify(start)), log)).toEqual(start)
      }
    },
  )

  it.each(games)(
    '%s: none for a hand past the last, or another game’s log',
    async (_, screens, log) => {
      expect(await screens.correctionStart(log, log.hands.length)).toBeNull()
      const other = screensAndLogs.find(([each]) => each !== screens)![1]
      expect(await screens.correctionStart(other, 0)).toBeNull()
    },
  )

  it('is the form’s own start for that hand', async () => {
    const log = golden('jekyll-hyde-bambus', 'rulebook-scoring-example')
    const own = log as Parameters<typeof bambusDraft>[0]
    expect(await jekyllHydeBambusScreens.correctionStart(log, 0)).toEqual(
      bambusDraft(own, 0, own.hands[0]),
    )
  })
})
