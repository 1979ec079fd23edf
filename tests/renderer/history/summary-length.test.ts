// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { historyGame, scoreGameLog, type GameLog } from '../../../src/engine'
import { summarise } from '../../../src/renderer/src/game/summarise'
import { historyGamesOf, noFilter } from '../../../src/renderer/src/history/history-games'

/* The History page reads summaries, the command line logs: a game lasts as long in both. */

const fixture = join(import.meta.dirname, '../../engine/stats/fixtures/library')
const logOf = (file: string) =>
  JSON.parse(readFileSync(join(fixture, file), 'utf8')) as GameLog & Record<string, unknown>

function bothLengths(log: GameLog) {
  const [fromSummary] = historyGamesOf([summarise(log)], noFilter)
  return [fromSummary!.length, historyGame('file', log, scoreGameLog(log)).length]
}

describe('a game’s length, from a summary and from its log', () => {
  it('is the same for a game that says when it started and was last saved', () => {
    expect(bothLengths(logOf('01-mystery-rummy-won-by-ada.json'))).toEqual([
      90 * 60_000,
      90 * 60_000,
    ])
  })

  it('is unknown in both for a game with hands that does not say when it was last saved', () => {
    const log = logOf('01-mystery-rummy-won-by-ada.json')
    delete log.updatedAt
    expect(bothLengths(log)).toEqual([null, null])
  })
})
