import type { GameModule } from '../../../engine/core/game-module'
import { playAgain } from './play-again'
import { errorsOf, type Problem } from '../../../engine/core/problems'
import { explainHand } from './breakdown'
import { gameId, readBambusLog, type BambusLog } from './log'
import { ruleIds } from './rules'
import { handsAfterTheEnd, scoreGame, type BambusScore } from './score-game'
import { scoreJson } from './score-json'
import { settingsOf } from './settings'
import { sheetColumns } from './sheet'
import { trickReferee } from './trick-referee'
import { validateLog } from './validate'

/**
 * Validates and scores in one pass: whether a hand comes after the end depends on the scores,
 * so the scores are worked out once the other rules hold, and kept.
 */
function check(log: BambusLog): { problems: Problem[]; score: BambusScore | null } {
  const problems = validateLog(log)
  if (errorsOf(problems).length > 0) return { problems, score: null }
  const score = scoreGame(log)
  const afterTheEnd = handsAfterTheEnd(score)
  if (afterTheEnd.length > 0) return { problems: [...problems, ...afterTheEnd], score: null }
  return { problems, score }
}

/**
 * Dr. Jekyll & Mr. Hyde (Wolfgang Werner, Bambus, 2002): 28 cards, 7 tricks a hand, two teams
 * of 2 or a rotating solo against 2, each side scoring its points times its own actions, to 1000
 * (spec: jekyll-hyde-bambus.md).
 */
export const jekyllHydeBambus: GameModule<BambusLog, BambusScore> = {
  id: gameId,
  seats: { min: 3, max: 4 },
  ruleIds,
  read: readBambusLog,
  check,
  score: scoreGame,
  explainHand,
  settings: settingsOf,
  sheetColumns,
  referee: trickReferee,
  scoreJson,
  playAgain,
}
