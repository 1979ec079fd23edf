/**
 * Mystery Rummy: Jekyll & Hyde: the game module, the deck, the breakdown, the rules and the
 * queries the screens ask, as the command line and the app use them.
 */
import type { GameLog } from '../../../engine/games'
import { gameId, type MysteryRummyLog } from './log'

export { mysteryRummyJekyllHyde } from './module'
export { explainHand } from './score-game'
export type { MysteryRummyScore, ScoredHand } from './score-game'
export { linePhrase } from './facts'
export * from './cards'
export * from './breakdown'
export {
  rules,
  resolveRules,
  changedCardValues,
  defaultVariants,
  defaultTargetScore,
} from './rules'
export type { ChangedCardValue, ResolvedRules, Variants } from './rules'
export { gameId, transformationPointsOptions, transformationHeldPenaltyOptions } from './log'
export type {
  MysteryRummyLog,
  HandRecord,
  AreaRecord,
  LeftInHand,
  TransformationPlacement,
} from './log'
export { expectedDealer, playerLeftHolding, transformationFamilies } from './queries'

/** Whether a log is Mystery Rummy's: its own screens take only its own. */
export function isMysteryRummyLog(log: GameLog): log is MysteryRummyLog {
  return log.game === gameId
}
