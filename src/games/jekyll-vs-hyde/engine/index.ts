/**
 * Jekyll vs. Hyde (Mandoo): the log, its validation and score, the deck, the trick judgement and
 * the queries the screens ask, as the engine's facade, the command line and the app use them.
 */
export { jekyllVsHyde } from './module'
export * from './cards'
export { gameId, readJekyllVsHydeLog, idKeyedPlaces, knownFields } from './log'
export type {
  JekyllVsHydeLog,
  VsHydeRound,
  VsHydeTrickRecord,
  JekyllVsHydeRulesRecord,
} from './log'
export { rules, ruleIds, problemKey, type RuleId } from './rules'
export {
  resolveRules,
  matchOptions,
  defaultMatch,
  defaultTrackLength,
  trackLengthRange,
  roundsPerGame,
  potionValuesOf,
  type MatchVariant,
  type ResolvedRules,
} from './resolved-rules'
export { onJekyllSide, roundLeader, moveMarker, type RoundMove } from './round'
export {
  judgeTrick,
  requiredColour,
  leavesRequiredColour,
  breaksFollowRule,
  type Effect,
  type Decider,
  type Judgement,
} from './trick'
export {
  foldRecord,
  type RecordedTrick,
  type FoldedTrick,
  type FoldedRecord,
  type RecordFault,
} from './record-fold'
export { recordedTricksOf } from './recorded-tricks'
export {
  otherPlayer,
  isGameOver,
  gameWinner,
  matchStanding,
  type GameState,
  type MatchStanding,
} from './games'
export { validateLog, validRoundCount } from './validate'
export {
  scoreGame,
  nextLeaderOf,
  type JekyllVsHydeScore,
  type JekyllVsHydeHandScore,
  type JekyllVsHydeGame,
} from './score-game'
export { roundSituation, type RoundSituation } from './queries'
export { explainHand, sheetColumns, handSummary, markerCell } from './facts'
export { settingsOf } from './settings'
export { scoreJson } from './score-json'
export {
  readTrickInput,
  type TrickInput,
  type TrickRefusal,
  type RefusalReason,
} from './trick-input'
export { refereeTrick, trickJson, type TrickDecision, type TrickResult } from './referee'
export { explainTrick, recordedTrickLines, colourPhrase } from './explain-trick'
export { trickReferee } from './trick-referee'
