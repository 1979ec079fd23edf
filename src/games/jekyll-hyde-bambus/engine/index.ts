/**
 * Dr. Jekyll & Mr. Hyde (Bambus): the game module, the trick referee and the deck, as the
 * engine's facade, the command line and the app use them.
 */
export { jekyllHydeBambus } from './module'
export * from './cards'
export { gameId, ghost, readBambusLog, idKeyedPlaces } from './log'
export type { BambusLog, BambusHand, Captured, BambusRulesRecord } from './log'
export {
  rules,
  ruleIds,
  resolveRules,
  changedCardValues,
  defaultVariants,
  defaultTargetScore,
  maxCardValue,
  seatingCardOptions,
  firstJekyllOptions,
  endTieOptions,
  variantNames,
} from './rules'
export type {
  RuleId,
  ResolvedRules,
  Variants,
  SeatingCard,
  FirstJekyll,
  EndTie,
  ChangedCardValue,
  RulesSettings,
} from './rules'
export { validateLog } from './validate'
export { pilesOf, tallyPile, type Piles, type PileTally } from './piles'
export { scoreHand, scoreSide, maxSideScore, type HandResult, type SideScore } from './score-hand'
export { scoreGame, handsAfterTheEnd, type BambusScore, type BambusHandScore } from './score-game'
export { explainHand } from './breakdown'
export { settingsOf } from './settings'
export { sheetColumns, handSummary } from './sheet'
export { trickReferee } from './trick-referee'
export { scoreJson } from './score-json'
export {
  refereeTrick,
  trickJson,
  type Play,
  type TrickInput,
  type TrickResult,
  type TrickDecision,
  type TrickRefusal,
  type TrickOutcome,
} from './referee'
export {
  playHand,
  sidesOf,
  firstLeader,
  type HandTable,
  type PlayedHand,
  type UnplayableHand,
} from './play-hand'
export { nextHandTable } from './next-hand'
export { readTrickInput } from './trick-input'
export { explainTrick } from './explain-trick'
export {
  leftOf,
  rightOf,
  oppositeOf,
  sameOrder,
  clockwiseFrom,
  nextThreePlayerTable,
} from './table'
