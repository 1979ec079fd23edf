/**
 * Mystery Rummy Case #1: Jack the Ripper: the game module, the deck and the queries the hand form
 * asks, as the engine's facade, the command line and the app use them.
 */
export { mysteryRummyJackTheRipper } from './module'
export * from './cards'
export { gameId, readJackTheRipperLog, idKeyedPlaces, endingTypes, knownFields } from './log'
export type {
  JackTheRipperLog,
  JackTheRipperHand,
  JackTheRipperRulesRecord,
  AreaRecord,
  LeftInHand,
  Ending,
  EndingType,
} from './log'
export {
  rules,
  ruleIds,
  problemKey,
  resolveRules,
  changedCardValues,
  changedTieBreaks,
  changedEvidenceCounts,
  defaultVariants,
  defaultTargetScore,
  evidenceCountRange,
  escapeWithoutCardOptions,
  ripperTotalOptions,
  variantOptions,
} from './rules'
export type {
  RuleId,
  ResolvedRules,
  Variants,
  EscapeWithoutCard,
  RipperTotal,
  ChangedCardValue,
  RulesSettings,
  DeckEntry,
} from './rules'
export { validateLog } from './validate'
export { tableOf, type TableFacts } from './table'
export { suspectTotals, ripperAmong, outcomeOf } from './ripper'
export type { SuspectTotal, Outcome, Escape } from './ripper'
export { scoreHand, type HandResult, type PlayerHand } from './score-hand'
export {
  scoreGame,
  handsAfterTheEnd,
  type JackTheRipperScore,
  type JackTheRipperHandScore,
} from './score-game'
export { explainHand, sheetColumns, handSummary } from './facts'
export { settingsOf } from './settings'
export { scoreJson } from './score-json'
export {
  liveRipper,
  setAsideCards,
  playersCharged,
  victimsOnTable,
  expectedDealer,
} from './queries'
