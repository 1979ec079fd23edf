import type { GameModule } from '../../../engine/core/game-module'
import * as gameRecords from './records'
import { noRoles } from '../../../engine/core/role-results'
import { checkThenScore } from '../../../engine/core/check-then-score'
import { playAgain } from './play-again'
import { explainHand, sheetColumns } from './facts'
import { gameId, readJackTheRipperLog, type JackTheRipperLog } from './log'
import { ruleIds } from './rules'
import { handsAfterTheEnd, scoreGame, type JackTheRipperScore } from './score-game'
import { scoreJson } from './score-json'
import { settingsOf } from './settings'
import { validateLog, type HandTables } from './validate'

/** Validation keeps each hand's table of cards, so that scoring reads it instead of again. */
function check(log: JackTheRipperLog) {
  const tables: HandTables = []
  return checkThenScore(validateLog(log, tables), () => scoreGame(log, tables), handsAfterTheEnd)
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
  // Not linked: no source reachable from here gives its BoardGameGeek id, and a guess would
  // file a group's plays under another game.
  boardGameGeekId: null,
  ...noRoles,
  ...gameRecords,
}
