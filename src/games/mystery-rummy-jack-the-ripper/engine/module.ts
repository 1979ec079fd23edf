import type { GameModule } from '../../../engine/core/game-module'
import { playAgain } from './play-again'
import { errorsOf, type Problem } from '../../../engine/core/problems'
import { explainHand, sheetColumns } from './facts'
import { gameId, readJackTheRipperLog, type JackTheRipperLog } from './log'
import { ruleIds } from './rules'
import { handsAfterTheEnd, scoreGame, type JackTheRipperScore } from './score-game'
import { scoreJson } from './score-json'
import { settingsOf } from './settings'
import { validateLog, type HandTables } from './validate'

/**
 * Validates and scores in one pass: whether a hand comes after the end depends on the scores, so
 * the scores are worked out once the other rules hold, and kept.
 */
function check(log: JackTheRipperLog): { problems: Problem[]; score: JackTheRipperScore | null } {
  const tables: HandTables = []
  const problems = validateLog(log, tables)
  if (errorsOf(problems).length > 0) return { problems, score: null }
  const score = scoreGame(log, tables)
  const afterTheEnd = handsAfterTheEnd(score)
  if (afterTheEnd.length > 0) return { problems: [...problems, ...afterTheEnd], score: null }
  return { problems, score }
}

/**
 * Mystery Rummy Case #1: Jack the Ripper (Mike Fitzgerald, U.S. Games Systems, 1998): rummy for 2
 * to 4, each for himself, to 100 or more; the suspect with the most points on the table is the
 * Ripper and his cards double (spec: mystery-rummy-jack-the-ripper.md).
 */
export const mysteryRummyJackTheRipper: GameModule<JackTheRipperLog, JackTheRipperScore> = {
  id: gameId,
  seats: { min: 2, max: 4 },
  ruleIds,
  read: readJackTheRipperLog,
  check,
  score: scoreGame,
  explainHand,
  settings: settingsOf,
  sheetColumns,
  scoreJson,
  playAgain,
}
