import type { GameModule } from '../../../engine/core/game-module'
import * as gameRecords from './records'
import { noRoles } from '../../../engine/core/role-results'
import { playAgain } from './play-again'
import { reservedKeyProblems } from '../../../engine/core/reserved-keys'
import { readWithSchema } from '../../../engine/core/read-log'
import { checkThenScore } from '../../../engine/core/check-then-score'
import { handFacts, settingFacts, sheetColumns } from './facts'
import { gameId, idKeyedPlaces, mysteryRummyLogSchema, type MysteryRummyLog } from './log'
import { problemKey, rules } from './rules'
import { handsAfterTheWin, scoreGame, type MysteryRummyScore } from './score-game'
import { resolveRules } from './rules'
import { scoreHand } from './score-hand'
import { scoreJson } from './score-json'
import { validateLog } from './validate'

/** Mystery Rummy Case #3: Dr. Jekyll & Mr. Hyde, the rummy game for two. */
export const mysteryRummyJekyllHyde: GameModule<MysteryRummyLog, MysteryRummyScore> = {
  id: gameId,
  seats: { min: 2, max: 2 },
  ruleIds: Object.values(rules),
  read(value, mayHoldReservedKeys) {
    if (mayHoldReservedKeys) {
      // An id-keyed place's rule is this game's: its message is under the game's own key.
      const reserved = reservedKeyProblems(value, idKeyedPlaces).map((problem) => ({
        ...problem,
        messageKey: problemKey(problem.rule),
      }))
      if (reserved.length > 0) return { ok: false, problems: reserved }
    }
    return readWithSchema(mysteryRummyLogSchema, value)
  },
  check: (log) => checkThenScore(validateLog(log), () => scoreGame(log), handsAfterTheWin),
  score: scoreGame,
  explainHand(log, number) {
    const hand = log.hands[number - 1]
    if (!hand) return null
    const players = log.players.map((player) => player.id)
    return handFacts(hand, scoreHand(hand, players, resolveRules(log), number))
  },
  settings: settingFacts,
  sheetColumns,
  scoreJson,
  playAgain,
  // Not linked: no source reachable from here gives its BoardGameGeek id, and a guess would
  // file a group's plays under another game.
  boardGameGeekId: null,
  ...noRoles,
  ...gameRecords,
}
