import { describe, expect, it } from 'vitest'
import { scoreReport } from '../../src/cli/report'
import { cliTranslator } from '../../src/cli/translator'
import {
  checkGameLog,
  gameModuleOf,
  scoreGameLog,
  scoreJsonOf,
  serialiseGameLog,
  type GameLog,
} from '../../src/engine'
import { exportGame, exportFormats } from '../../src/shared/export'
import { loadGameCatalogs } from '../../src/shared/games/catalogs'
import { cliMessages } from '../../src/shared/i18n/messages/cli'
import { engineMessages } from '../../src/shared/i18n/messages/engine'
import { exportFormatsMessages } from '../../src/shared/i18n/messages/export'
import { bambusLongLog, jackTheRipperLongLog, mysteryRummyLongLog } from '../support/long-logs'

const gameCatalogs = await loadGameCatalogs()

/**
 * A game's cost grows with its length, never with its square: validating, scoring, `score`,
 * `score --json` and every export read each hand a bounded number of times. Counted, not timed:
 * every read of a hand from the log is one step, so a path that re-scores the game up to each
 * hand reads about 4 times as much for twice the hands, where a linear one reads twice as much.
 */
const translator = cliTranslator('en', [
  cliMessages,
  engineMessages,
  exportFormatsMessages,
  ...gameCatalogs,
])

/** The log with its hands behind a counter of every hand read. */
function counted(log: GameLog): { log: GameLog; reads: () => number } {
  let reads = 0
  const hands = new Proxy(log.hands as object[], {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1
      return Reflect.get(target, key, receiver)
    },
  })
  return { log: { ...log, hands } as GameLog, reads: () => reads }
}

/** Every path that goes through a whole valid log, each with the hands it read. */
function handReads(text: string): Record<string, number> {
  const checked = checkGameLog(text)
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems.slice(0, 3)))
  const reads: Record<string, number> = {}
  const count = (path: string, work: (log: GameLog) => unknown) => {
    const { log, reads: handsRead } = counted(checked.log)
    work(log)
    reads[path] = handsRead()
  }
  count('validate and score', (log) => gameModuleOf(log.game)!.check(log))
  count('score', (log) => [...scoreReport(log, scoreGameLog(log), translator)])
  count('score --json', (log) => JSON.stringify(scoreJsonOf(log, scoreGameLog(log)), null, 2))
  for (const format of exportFormats) {
    count(`export ${format}`, (log) => exportGame(format, log, scoreGameLog(log), translator))
  }
  return reads
}

describe.each([
  ['mystery-rummy-jekyll-hyde', mysteryRummyLongLog],
  ['jekyll-hyde-bambus', bambusLongLog],
  ['jekyll-hyde-bambus (one pile listed)', (hands: number) => bambusLongLog(hands, 'jekyll')],
  ['mystery-rummy-jack-the-ripper', jackTheRipperLongLog],
])('a long %s log', (_game, longLog) => {
  const long = longLog(120)
  const half = { ...long, hands: long.hands.slice(0, 60) } as GameLog
  const shortReads = handReads(serialiseGameLog(half))
  const longReads = handReads(serialiseGameLog(long))

  it.each(Object.keys(longReads))('%s: twice the hands, about twice the reads', (path) => {
    expect(shortReads[path]).toBeGreaterThan(0)
    expect(longReads[path]! / shortReads[path]!).toBeLessThan(2.5)
  })
})
