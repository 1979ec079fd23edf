import type { GameModule } from '../../../engine/core/game-module'
import * as gameRecords from './records'
import * as gameRoles from './roles'
import { checkThenScore } from '../../../engine/core/check-then-score'
import { playAgain } from './play-again'
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
 * Dr. Jekyll & Mr. Hyde (Wolfgang Werner, Bambus, 2002): 28 cards, 7 tricks a hand, two teams
 * of 2 or a rotating solo against 2, each side scoring its points times its own actions, to 1000
 * (spec: jekyll-hyde-bambus.md).
 */
export const jekyllHydeBambus: GameModule<BambusLog, BambusScore> = {
  id: gameId,
  seats: { min: 3, max: 4 },
  ruleIds,
  read: readBambusLog,
  check: (log) => checkThenScore(validateLog(log), () => scoreGame(log), handsAfterTheEnd),
  score: scoreGame,
  explainHand,
  settings: settingsOf,
  sheetColumns,
  referee: trickReferee,
  scoreJson,
  playAgain,
  // Not linked: no source reachable from here gives its BoardGameGeek id, and a guess would
  // file a group's plays under another game.
  boardGameGeekId: null,
  ...gameRoles,
  ...gameRecords,
}
