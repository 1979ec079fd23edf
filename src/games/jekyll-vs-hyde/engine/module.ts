import type { GameModule } from '../../../engine/core/game-module'
import * as gameRecords from './records'
import * as gameRoles from './roles'
import { checkThenScore } from '../../../engine/core/check-then-score'
import { playAgain } from './play-again'
import { explainHand, sheetColumns } from './facts'
import { gameId, readJekyllVsHydeLog, type JekyllVsHydeLog } from './log'
import { ruleIds } from './rules'
import { scoreGame, type JekyllVsHydeScore } from './score-game'
import { scoreJson } from './score-json'
import { settingsOf } from './settings'
import { trickReferee } from './trick-referee'
import { validateLogFolding } from './validate'

/**
 * Validation already follows each game to its end, so a round after it is one of its errors.
 * Scoring takes the trick records as validation folded them: each is played through once.
 */
function check(log: JekyllVsHydeLog) {
  const { problems, folded } = validateLogFolding(log)
  return checkThenScore(problems, () => scoreGame(log, folded))
}

/**
 * Jekyll vs. Hyde (Geonil, Mandoo Games, 2020): a trick-taking duel of 3 rounds of 10 tricks in
 * which a marker moves toward Hyde by the difference of the trick counts; Hyde wins on the last
 * space, Jekyll after 3 rounds; or a return match with the roles swapped (spec: jekyll-vs-hyde.md).
 */
export const jekyllVsHyde: GameModule<JekyllVsHydeLog, JekyllVsHydeScore> = {
  id: gameId,
  seats: { min: 2, max: 2 },
  ruleIds,
  read: readJekyllVsHydeLog,
  check,
  score: scoreGame,
  explainHand,
  settings: settingsOf,
  sheetColumns,
  referee: trickReferee,
  scoreJson,
  playAgain,
  // boardgamegeek.com/boardgame/297129, linked from a published review of the game.
  boardGameGeekId: 297129,
  ...gameRoles,
  ...gameRecords,
}
