import { coreRules } from '../../../engine'
import {
  defaultVariants,
  evidenceFamilyIds,
  gavelCardIds,
  rules,
  transformationHeldPenaltyOptions,
  transformationPointsOptions,
} from '../engine'
import { mysteryRummyJekyllHydeMessages } from './messages'
import { mysteryRummyRulesMessages } from './rules-messages'
import { fileRuleEntries } from '../../../shared/rules/file-entries'
import type { GameReference } from '../../../shared/rules/reference'
import { gameReferenceBuilder } from '../../../shared/rules/game-reference'

/**
 * Mystery Rummy Case #3's rules reference: which entry documents which engine rule id, in
 * reading order, and what Casebook does when the rule is broken. Pure data: its figures are
 * drawn by `figures.ts`.
 */
const game = 'mystery-rummy-jekyll-hyde'
const { messages, rule, topic, section, figure, variant } = gameReferenceBuilder(
  game,
  mysteryRummyRulesMessages.en[game].reference.entries,
)

const evidenceCards = figure('evidence-cards', [
  ...evidenceFamilyIds.map((id) => `${game}.cards.${id}`),
  `${messages}.figures.evidence.checkOnCards`,
])

const gavelCards = figure(
  'gavel-cards',
  gavelCardIds.flatMap((id) => [`${game}.cards.${id}`, `${messages}.figures.gavel.places.${id}`]),
)

const transformationPoints = variant(
  'transformationPoints',
  transformationPointsOptions,
  defaultVariants.transformationPoints,
  (value) => `${messages}.entries.variants-transformation-points.options.${value}`,
)

const transformationHeldPenalty = variant(
  'transformationHeldPenalty',
  transformationHeldPenaltyOptions,
  defaultVariants.transformationHeldPenalty,
  (value) => `${messages}.entries.variants-transformation-held-penalty.options.penalty${value}`,
)

export const mysteryRummyReference: GameReference = {
  game,
  messages,
  catalogs: [mysteryRummyJekyllHydeMessages, mysteryRummyRulesMessages],
  sections: [
    section('setup', [
      rule(coreRules.playerCount, 'players-count', { check: 'error' }),
      rule(rules.cardCount, 'deck-card-count', { check: 'error', see: ['deck-card-value'] }),
      topic('setup-deal'),
      topic('setup-piles'),
      topic('setup-identity', { see: ['meld-minimum', 'score-doubling'] }),
    ]),
    section('turn', [
      topic('turn-steps'),
      topic('turn-draw'),
      rule(rules.meldMinimum, 'meld-minimum', { check: 'error' }),
      topic('turn-lay-off'),
      topic('turn-gavel', { see: ['cards-gavel'] }),
      topic('turn-discard'),
      topic('turn-case-file', { see: ['score-void-hand'] }),
    ]),
    section('cards', [
      rule(rules.cardValue, 'deck-card-value', { check: 'error', figure: evidenceCards }),
      topic('cards-names', { see: ['cards-gavel'] }),
      topic('cards-letters', { see: ['score-never-doubles', 'score-shut-out'] }),
      topic('cards-gavel', { figure: gavelCards }),
      topic('cards-work-in-lab', { see: ['score-work-in-lab'] }),
      topic('cards-transformation', {
        see: [
          'score-transformation-letter',
          'score-transformation-card',
          'score-transformation-held',
        ],
      }),
      rule(rules.transformationFamily, 'transformation-family', { check: 'error' }),
      rule(rules.transformationCoverage, 'transformation-coverage', { check: 'error' }),
      rule(rules.singleTransformation, 'transformation-single', { check: 'error' }),
      topic('cards-potion'),
    ]),
    section('scoring', [
      rule(rules.tablePoints, 'score-table-points'),
      rule(rules.doubling, 'score-doubling'),
      rule(rules.neverDoubles, 'score-never-doubles'),
      rule(rules.transformationLetter, 'score-transformation-letter', {
        see: ['cards-transformation'],
      }),
      rule(rules.workInLab, 'score-work-in-lab'),
      rule(rules.transformationCard, 'score-transformation-card', {
        see: ['variants-transformation-points'],
      }),
      rule(rules.shutOut, 'score-shut-out'),
      rule(rules.leftInHand, 'score-left-in-hand'),
      rule(rules.transformationHeld, 'score-transformation-held', {
        see: ['variants-transformation-held-penalty'],
      }),
      rule(rules.voidHand, 'score-void-hand'),
    ]),
    section('end', [
      rule(coreRules.targetScore, 'series-target-score', { check: 'error' }),
      rule(coreRules.seriesEnd, 'series-end'),
      topic('end-tie-break'),
      rule(coreRules.handAfterWin, 'series-after-win', { check: 'error' }),
    ]),
    section('variants', [
      topic('variants-why', { see: ['deck-card-value', 'series-target-score'] }),
      topic('variants-transformation-points', {
        figure: transformationPoints,
        see: ['score-transformation-card'],
      }),
      topic('variants-transformation-held-penalty', {
        figure: transformationHeldPenalty,
        see: ['score-transformation-held'],
      }),
    ]),
    section('validation', [
      topic('validation-severity'),
      rule(rules.wholeCount, 'count-whole', { check: 'error' }),
      rule(rules.unknownCard, 'deck-unknown-card', { check: 'error' }),
      rule(rules.wentOutHoldsNothing, 'hand-went-out-holds-nothing', { check: 'error' }),
      rule(rules.wentOutCardCount, 'hand-went-out-card-count', { check: 'warning' }),
      rule(rules.leftInHandForm, 'hand-left-in-hand-form', { check: 'error' }),
      rule(rules.leftInHandMissing, 'hand-left-in-hand-missing', { check: 'warning' }),
      rule(rules.pointsLeftBound, 'hand-points-left-bound', { check: 'error' }),
      rule(coreRules.uniquePlayerId, 'players-unique-id', { check: 'error' }),
      rule(coreRules.playerIdFormat, 'players-id-format', { check: 'error' }),
      rule(coreRules.knownPlayerId, 'players-known-id', { check: 'error' }),
      ...fileRuleEntries,
      rule(coreRules.unknownField, 'log-unknown-field', { check: 'warning' }),
      rule(rules.unknownVariant, 'variants-unknown', { check: 'error', see: ['variants-why'] }),
    ]),
  ],
}
