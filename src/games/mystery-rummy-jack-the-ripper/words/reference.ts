import { jackTheRipperRulesMessages } from './rules-messages'
import { fileRuleEntries } from '../../../shared/rules/file-entries'
import type { GameReference } from '../../../shared/rules/reference'
import { gameReferenceBuilder } from '../../../shared/rules/game-reference'
import { deckRows } from './card-rows'

/**
 * Mystery Rummy Case #1: Jack the Ripper's rules reference: which entry documents which rule id,
 * in reading order, and whether Casebook refuses (error) or only points out (warning) a hand that
 * breaks it. The rule ids are the spec's (its validation table and the bracketed ids of its
 * scoring), which the engine carries exactly. Pure data: its deck table is drawn by `figures.ts`.
 */
const game = 'mystery-rummy-jack-the-ripper'
const texts = jackTheRipperRulesMessages.en[game].reference
const { messages, rule, topic, section, figure, variant } = gameReferenceBuilder(
  game,
  texts.entries,
)

/**
 * The two variants, each with its values, default first. Copied from the spec ("Ambiguities and
 * the variants that settle them") until the engine's rules are merged: then read from there.
 */
const variants = {
  escapeWithoutCard: ['victims-and-scenes', 'nothing'],
  ripperTotal: ['evidence-and-suspect', 'evidence-only'],
} as const

/** A variant's figure, each setting worded under the entry that shows it (`options.<value>`). */
function variantOf(setting: keyof typeof variants, entry: keyof typeof texts.entries) {
  const values = variants[setting]
  return variant(
    setting,
    values,
    values[0],
    (value) => `${messages}.entries.${entry}.options.${value}`,
  )
}

const deckTable = figure('deck', [
  ...deckRows.map((row) => `${messages}.figures.deck.cards.${row.id}`),
  `${messages}.figures.deck.unverified`,
])

export const jackTheRipperReference: GameReference = {
  game,
  messages,
  catalogs: [jackTheRipperRulesMessages],
  sections: [
    section('cards', [
      topic('cards-deck', { figure: deckTable, see: ['bad-value', 'unverified'] }),
      topic('cards-evidence', { see: ['no-meld', 'wild-without-natural'] }),
      topic('cards-gavel', { see: ['suspect-without-meld', 'one-alibi'] }),
      rule('too-many-cards', 'too-many-cards', { check: 'error' }),
    ]),
    section('setup', [
      rule('player-count', 'player-count', { check: 'error' }),
      topic('setup-deal'),
      topic('setup-turn'),
    ]),
    section('play', [
      rule('no-victim', 'no-victim', { check: 'error' }),
      rule('no-meld', 'no-meld', { check: 'error' }),
      rule('wilds-exceed-evidence', 'wilds-exceed-evidence', { check: 'error' }),
      rule('wild-without-natural', 'wild-without-natural', { check: 'error' }),
      rule('suspect-without-meld', 'suspect-without-meld', { check: 'error' }),
      rule('alibi-without-meld', 'alibi-without-meld', { check: 'error' }),
      rule('one-alibi', 'one-alibi', { check: 'error', see: ['alibi-excludes'] }),
      rule('pair-split', 'pair-split', { check: 'warning' }),
      rule('escape-before-five-victims', 'escape-before-five-victims', { check: 'error' }),
      topic('play-vote', { see: ['vote-bonus'] }),
      rule('vote-without-meld', 'vote-without-meld', { check: 'error' }),
    ]),
    section('ending', [
      topic('ending-ways'),
      rule('bad-ending', 'bad-ending', { check: 'error' }),
      rule('outcome', 'outcome', { see: ['alibi-excludes', 'escape-without-card'] }),
    ]),
    section('caught', [
      rule('ripper-identity', 'ripper-identity', {
        figure: variantOf('ripperTotal', 'ripper-identity'),
        see: ['tie-break', 'alibi-excludes'],
      }),
      rule('tie-break', 'tie-break', { see: ['bad-tiebreak'] }),
      rule('alibi-excludes', 'alibi-excludes'),
      rule('table-points', 'table-points', { see: ['ripper-double'] }),
      rule('ripper-double', 'ripper-double'),
      rule('hand-penalty', 'hand-penalty', { see: ['left-playable'] }),
      rule('held-escape', 'held-escape'),
      rule('vote-bonus', 'vote-bonus', { see: ['play-vote'] }),
    ]),
    section('escaped', [
      rule('escape-card', 'escape-card'),
      rule('escape-without-card', 'escape-without-card', {
        figure: variantOf('escapeWithoutCard', 'escape-without-card'),
      }),
    ]),
    section('entry', [
      topic('entry-hand'),
      rule('out-holds-cards', 'out-holds-cards', { check: 'error' }),
      rule('left-form', 'left-form', { check: 'error' }),
      rule('left-playable', 'left-playable', { check: 'error', see: ['hand-penalty'] }),
      rule('left-points-beyond', 'left-points-beyond', { check: 'error', see: ['hand-penalty'] }),
      rule('left-missing', 'left-missing', { check: 'warning' }),
    ]),
    section('end', [
      topic('end-target'),
      rule('bad-target', 'bad-target', { check: 'error' }),
      topic('end-tie'),
      rule('hand-after-end', 'hand-after-end', { check: 'error' }),
    ]),
    section('variants', [
      topic('variants-why', { see: ['ripper-identity', 'escape-without-card'] }),
      rule('bad-variant', 'bad-variant', { check: 'error', see: ['variants-why'] }),
      topic('unverified', { see: ['cards-deck', 'bad-value'] }),
      rule('bad-value', 'bad-value', { check: 'error' }),
      rule('bad-tiebreak', 'bad-tiebreak', { check: 'error', see: ['tie-break'] }),
      rule('bad-deck-count', 'bad-deck-count', { check: 'error', see: ['deck-sum'] }),
      rule('deck-sum', 'deck-sum', { check: 'warning' }),
    ]),
    section('validation', [
      topic('validation-severity'),
      rule('unknown-player', 'unknown-player', { check: 'error' }),
      rule('unknown-id', 'unknown-id', { check: 'error' }),
      rule('unknown-field', 'unknown-field', { check: 'error' }),
      rule('bad-hand', 'bad-hand', { check: 'error' }),
      rule('bad-number', 'bad-number', { check: 'error' }),
      ...fileRuleEntries,
    ]),
  ],
}
