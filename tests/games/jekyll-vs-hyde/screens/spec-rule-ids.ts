import type { Check } from '../../../../src/shared/rules/reference'

/**
 * The rule ids of Jekyll vs. Hyde, written here from its spec (`jekyll-vs-hyde.md`), not read
 * from the app: the reference must match the spec.
 */

/** The spec's "Validation" table (this game has no warnings) and the trick referee's errors. */
export const checkedRules: Readonly<Record<string, Check>> = {
  players: 'error',
  rules: 'error',
  target: 'error',
  variant: 'error',
  deck: 'error',
  'hand-shape': 'error',
  'game-index': 'error',
  role: 'error',
  'role-changed': 'error',
  'roles-not-swapped': 'error',
  'tricks-players': 'error',
  'tricks-count': 'error',
  'tricks-sum': 'error',
  'game-not-finished': 'error',
  'hand-after-end': 'error',
  'record-length': 'error',
  'record-shape': 'error',
  'record-card': 'error',
  'record-card-twice': 'error',
  'record-call': 'error',
  'record-lead': 'error',
  'record-revoke': 'error',
  'record-tricks': 'error',
  'trick-ranking': 'error',
  'trick-card': 'error',
  'trick-call': 'error',
  'trick-follow': 'error',
}

/** How a trick and a round are decided: what breakdown lines and explanations cite. */
export const explainedRules: readonly string[] = [
  'colour-ranking',
  'same-colour',
  'ranked-colour',
  'potion-numbers',
  'effect-steal',
  'effect-swap',
  'effect-reset',
  'effect-cancel',
  'trick-leader',
  'exchange',
  'round-leader',
  'marker-move',
  'track-end',
  'hyde-score',
  'hyde-wins',
  'jekyll-wins',
  'match-result',
]
