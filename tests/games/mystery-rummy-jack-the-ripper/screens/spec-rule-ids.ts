import type { Check } from '../../../../src/shared/rules/reference'

/**
 * The rule ids of Mystery Rummy Case #1, written here from its spec
 * (`mystery-rummy-jack-the-ripper.md`), not read from the app: the reference must match the spec.
 */

/** The spec's "Validation" table: each rule id and whether it is an error or a warning. */
export const validationRules: Readonly<Record<string, Check>> = {
  'player-count': 'error',
  'unknown-player': 'error',
  'unknown-id': 'error',
  'unknown-field': 'error',
  'bad-hand': 'error',
  'bad-number': 'error',
  'bad-ending': 'error',
  'too-many-cards': 'error',
  'wilds-exceed-evidence': 'error',
  'wild-without-natural': 'error',
  'no-meld': 'error',
  'no-victim': 'error',
  'suspect-without-meld': 'error',
  'alibi-without-meld': 'error',
  'one-alibi': 'error',
  'escape-before-five-victims': 'error',
  'out-holds-cards': 'error',
  'left-form': 'error',
  'left-playable': 'error',
  // Issue 22: a points total left in hand is bounded by what the cards off the table could make.
  'left-points-beyond': 'error',
  'vote-without-meld': 'error',
  'hand-after-end': 'error',
  'bad-target': 'error',
  'bad-variant': 'error',
  'bad-value': 'error',
  'bad-tiebreak': 'error',
  'bad-deck-count': 'error',
  'left-missing': 'warning',
  'pair-split': 'warning',
  'deck-sum': 'warning',
}

/** The bracketed rule ids of the spec's "Scoring one hand": breakdown lines, never problems. */
export const scoringRules: readonly string[] = [
  'outcome',
  'escape-card',
  'escape-without-card',
  'ripper-identity',
  'tie-break',
  'alibi-excludes',
  'table-points',
  'ripper-double',
  'hand-penalty',
  'held-escape',
  'vote-bonus',
]
