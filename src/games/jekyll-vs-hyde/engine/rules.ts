import { ruleBook } from '../../../engine/core/rule-book'

/**
 * Rule ids of Jekyll vs. Hyde (Mandoo), as its spec names them (the validation table, the trick
 * referee's errors), then the rules a breakdown line or an explanation cites. Each is an anchor
 * of the game's rules reference, and every problem and breakdown line carries one.
 */
export const rules = {
  // Validation: the header and its rules.
  players: 'players',
  rules: 'rules',
  target: 'target',
  variant: 'variant',
  deck: 'deck',
  // Validation: a round.
  handShape: 'hand-shape',
  gameIndex: 'game-index',
  role: 'role',
  roleChanged: 'role-changed',
  rolesNotSwapped: 'roles-not-swapped',
  tricksPlayers: 'tricks-players',
  tricksCount: 'tricks-count',
  tricksSum: 'tricks-sum',
  gameNotFinished: 'game-not-finished',
  handAfterEnd: 'hand-after-end',
  // Validation: a round's trick record.
  recordLength: 'record-length',
  recordShape: 'record-shape',
  recordCard: 'record-card',
  recordCardTwice: 'record-card-twice',
  recordCall: 'record-call',
  recordLead: 'record-lead',
  recordRevoke: 'record-revoke',
  recordTricks: 'record-tricks',
  // The trick referee's errors.
  trickRanking: 'trick-ranking',
  trickCard: 'trick-card',
  trickCall: 'trick-call',
  trickFollow: 'trick-follow',
  // How a trick is decided, and what a potion does.
  colourRanking: 'colour-ranking',
  sameColour: 'same-colour',
  rankedColour: 'ranked-colour',
  potionNumbers: 'potion-numbers',
  effectSteal: 'effect-steal',
  effectSwap: 'effect-swap',
  effectReset: 'effect-reset',
  effectCancel: 'effect-cancel',
  trickLeader: 'trick-leader',
  // A round: preparation, who leads it, the marker's move and Hyde's score.
  exchange: 'exchange',
  roundLeader: 'round-leader',
  markerMove: 'marker-move',
  trackEnd: 'track-end',
  hydeScore: 'hyde-score',
  // The end of a game and of a return match.
  hydeWins: 'hyde-wins',
  jekyllWins: 'jekyll-wins',
  matchResult: 'match-result',
} as const

export type RuleId = (typeof rules)[keyof typeof rules]

/** Every rule id, the key of its one message under this game's own, and its problems. */
export const { ruleIds, problemKey, problemOf } = ruleBook('jekyll-vs-hyde', rules)
