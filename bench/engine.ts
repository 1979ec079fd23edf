import fc from 'fast-check'
import { checkGameLog, scoreGameLog, serialiseGameLog, type GameLog } from '../src/engine'
import { typicalHand } from '../tests/support/arbitraries'
import { gameLog } from '../tests/support/game-logs'
import { median, timeRuns } from './timing'

/** A long, valid log: random possible hands, with a target nobody reaches. */
export function longLog(hands: number): GameLog {
  return gameLog(fc.sample(typicalHand, { numRuns: hands, seed: 20261122 }), {
    targetScore: 1_000_000_000,
  })
}

export interface EngineFigures {
  hands: number
  logBytes: number
  jsonParseMs: number
  parseValidateScoreMs: number
  ratioToJsonParse: number
  scoreOnlyMs: number
  handsScoredPerSecond: number
}

export function benchEngine(hands = 10_000, runs = 15): EngineFigures {
  const log = longLog(hands)
  const text = serialiseGameLog(log)
  const jsonParse = median(timeRuns(runs, () => JSON.parse(text)))
  const full = median(
    timeRuns(runs, () => {
      if (!checkGameLog(text).ok) throw new Error('the benchmark log should be valid')
    }),
  )
  const scoreOnly = median(timeRuns(runs, () => scoreGameLog(log)))
  return {
    hands,
    logBytes: text.length,
    jsonParseMs: jsonParse,
    parseValidateScoreMs: full,
    ratioToJsonParse: full / jsonParse,
    scoreOnlyMs: scoreOnly,
    handsScoredPerSecond: Math.round(hands / (scoreOnly / 1000)),
  }
}
