import {
  defaultVariants,
  endTieOptions,
  firstJekyllOptions,
  rules,
  seatingCardOptions,
} from '../engine'
import { jekyllHydeBambusMessages } from './messages'
import { bambusRulesMessages } from './rules-messages'
import { fileRuleEntries } from '../../../shared/rules/file-entries'
import type { GameReference } from '../../../shared/rules/reference'
import { gameReferenceBuilder } from '../../../shared/rules/game-reference'
import { bambusCardRows } from './card-rows'

/**
 * Dr. Jekyll & Mr. Hyde (Bambus)'s rules reference: which entry documents which engine rule id,
 * in reading order, and whether Casebook refuses (error) or only points out (warning) a hand
 * that breaks it, as the engine's validation and trick referee do. Pure data: its card table is
 * drawn by `figures.ts`.
 */
const game = 'jekyll-hyde-bambus'
const { messages, rule, topic, section, figure, variant } = gameReferenceBuilder(
  game,
  bambusRulesMessages.en[game].reference.entries,
)

const cardsTable = figure('cards', [
  ...bambusCardRows.flatMap((row) => [`${game}.cards.${row.jekyll}`, `${game}.cards.${row.hyde}`]),
  `${messages}.figures.cards.unverifiedName`,
  `${messages}.figures.cards.unverifiedEnglish`,
])

// The settings are worded as the new-game page words them.
const seatingCard = variant(
  'seatingCard',
  seatingCardOptions,
  defaultVariants.seatingCard,
  (value) => `${game}.settings.seating-card-${value}`,
)
const firstJekyll = variant(
  'firstJekyll',
  firstJekyllOptions,
  defaultVariants.firstJekyll,
  (value) => `${game}.settings.first-jekyll-${value}`,
)
const endTie = variant(
  'endTie',
  endTieOptions,
  defaultVariants.endTie,
  (value) => `${game}.settings.end-tie-${value}`,
)

export const bambusReference: GameReference = {
  game,
  messages,
  // The card table and the variants name cards and settings in the game's own catalog.
  catalogs: [jekyllHydeBambusMessages, bambusRulesMessages],
  sections: [
    section('cards', [
      topic('cards-deck', { figure: cardsTable, see: ['tricks-ranks', 'score-points'] }),
      rule(rules.deck, 'deck', { check: 'error' }),
      topic('cards-names', { see: ['unverified'] }),
    ]),
    section('table', [
      rule(rules.players, 'players', { check: 'error' }),
      rule(rules.team, 'team', { check: 'error' }),
      rule(rules.teamChanged, 'team-changed', { check: 'error' }),
      rule(rules.seatingCard, 'seating-card', { figure: seatingCard, see: ['team-seating'] }),
      rule(rules.firstJekyll, 'first-jekyll', { figure: firstJekyll, see: ['team-changed'] }),
      rule(rules.teamSeating, 'team-seating', { check: 'error' }),
      rule(rules.seats, 'seats', { check: 'error' }),
      topic('setup-deal'),
      rule(rules.dealer, 'dealer', { check: 'error' }),
      rule(rules.dealerOutOfTurn, 'dealer-out-of-turn', { check: 'warning' }),
      rule(rules.seatsMoved, 'seats-moved', { check: 'warning', see: ['three-rotation'] }),
    ]),
    section('three', [
      topic('three-solo', { see: ['score-each-jekyll-player'] }),
      rule(rules.solo, 'solo', { check: 'error' }),
      rule(rules.ghostSeat, 'ghost-seat', { check: 'error' }),
      rule(rules.seatingCard3p, 'seating-card-3p', { check: 'error', see: ['seating-card'] }),
      topic('three-rotation'),
      rule(rules.soloOutOfTurn, 'solo-out-of-turn', { check: 'warning' }),
    ]),
    section('tricks', [
      topic('tricks-turn', { see: ['pile-balance'] }),
      topic('tricks-ranks'),
      topic('tricks-transformation', { see: ['held-trick', 'score-neutral'] }),
      rule(rules.trickSeats, 'trick-seats', { check: 'error' }),
      rule(rules.trickCards, 'trick-cards', { check: 'error' }),
      rule(rules.trickWrongSide, 'trick-wrong-side', { check: 'error' }),
      rule(rules.trickWaiting, 'trick-waiting', { check: 'error' }),
      rule(rules.trickOrder, 'trick-order', { check: 'error' }),
      rule(rules.trickFile, 'trick-file', { check: 'error' }),
    ]),
    section('piles', [
      topic('piles-entry'),
      rule(rules.handShape, 'hand-shape', { check: 'error' }),
      rule(rules.pileMissing, 'pile-missing', { check: 'error' }),
      rule(rules.cardUnknown, 'card-unknown', { check: 'error' }),
      rule(rules.cardRepeated, 'card-repeated', { check: 'error' }),
      rule(rules.cardMissing, 'card-missing', { check: 'error' }),
      rule(rules.pileSize, 'pile-size', { check: 'error' }),
      rule(rules.pileBalance, 'pile-balance', { check: 'error' }),
      rule(rules.neutralSize, 'neutral-size', { check: 'error' }),
      rule(rules.neutralTransformation, 'neutral-transformation', { check: 'error' }),
      rule(rules.heldTrick, 'held-trick', { check: 'error', see: ['tricks-transformation'] }),
    ]),
    section('scoring', [
      rule(rules.scorePoints, 'score-points'),
      rule(rules.scoreTransformation, 'score-transformation'),
      rule(rules.scoreOwnAction, 'score-own-action'),
      rule(rules.scoreDeniedAction, 'score-denied-action'),
      rule(rules.scoreNoOwnAction, 'score-no-own-action'),
      rule(rules.scoreFormula, 'score-formula'),
      rule(rules.scoreNeutral, 'score-neutral', { see: ['tricks-transformation'] }),
      rule(rules.scoreEachJekyllPlayer, 'score-each-jekyll-player'),
    ]),
    section('end', [
      rule(rules.target, 'target', { check: 'error' }),
      rule(rules.gameEnd, 'game-end'),
      rule(rules.endTie, 'end-tie', { figure: endTie }),
      rule(rules.handAfterEnd, 'hand-after-end', { check: 'error' }),
    ]),
    section('variants', [
      topic('variants-why', { see: ['seating-card', 'end-tie', 'deck'] }),
      rule(rules.rules, 'rules', { check: 'error' }),
      rule(rules.variant, 'variant', { check: 'error', see: ['variants-why'] }),
      topic('unverified', { see: ['cards-names', 'score-each-jekyll-player', 'end-tie'] }),
    ]),
    section('validation', [topic('validation-severity'), ...fileRuleEntries]),
  ],
}
