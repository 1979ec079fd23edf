import { defaultMatch, matchOptions, rules } from '../engine'
import { jekyllVsHydeRulesMessages } from './rules-messages'
import { fileRuleEntries } from '../../../shared/rules/file-entries'
import type { GameReference } from '../../../shared/rules/reference'
import { gameReferenceBuilder } from '../../../shared/rules/game-reference'
import { deckRows } from './card-rows'

/**
 * Jekyll vs. Hyde (Mandoo)'s rules reference: which entry documents which engine rule id, in
 * the order a player looks things up (the game, a round, the potions, the marker, the end, then
 * what is entered and checked), and whether Casebook refuses a log or a trick that breaks it.
 * This game has no warnings. Pure data: its figures are drawn by `figures.ts`.
 */
const game = 'jekyll-vs-hyde'
const texts = jekyllVsHydeRulesMessages.en[game].reference
const { messages, rule, topic, section, figure, variant } = gameReferenceBuilder(
  game,
  texts.entries,
)
const figureWords = `${messages}.figures`

const deckTable = figure('deck', [
  ...deckRows.flatMap((row) => [
    `${figureWords}.deck.colours.${row.id}`,
    `${figureWords}.deck.names.en.${row.id}`,
    `${figureWords}.deck.names.fr.${row.id}`,
  ]),
  `${figureWords}.deck.otherPotions`,
  `${figureWords}.deck.unverified`,
])

const track = figure('track', [
  `${figureWords}.track.sides.jekyll`,
  `${figureWords}.track.sides.hyde`,
  `${figureWords}.track.unverified`,
])

/**
 * The spec's ambiguities A1 to A13 ("Ambiguities and the variants that settle them"), in its
 * order: the rows of the table of doubts, each with its question and Casebook's reading.
 */
export const doubtIds: readonly string[] = Object.keys(texts.figures.doubts.rows)

const doubts = figure(
  'doubts',
  doubtIds.flatMap((id) => [
    `${figureWords}.doubts.rows.${id}.question`,
    `${figureWords}.doubts.rows.${id}.answer`,
  ]),
)

const match = variant(
  'match',
  matchOptions,
  defaultMatch,
  (value) => `${messages}.entries.variant.options.${value}`,
)

export const jekyllVsHydeReference: GameReference = {
  game,
  messages,
  catalogs: [jekyllVsHydeRulesMessages],
  sections: [
    section('game', [
      topic('game-short', { see: ['marker-move', 'hyde-wins', 'jekyll-wins'] }),
      rule(rules.players, 'players', { check: 'error' }),
      topic('game-deck', { figure: deckTable, see: ['potion-numbers', 'deck', 'unverified'] }),
      topic('game-board', { figure: track, see: ['round-leader', 'target'] }),
    ]),
    section('round', [
      rule(rules.exchange, 'exchange'),
      rule(rules.roundLeader, 'round-leader', { see: ['game-board'] }),
      rule(rules.trickLeader, 'trick-leader'),
      rule(rules.colourRanking, 'colour-ranking', { see: ['effect-reset'] }),
      rule(rules.sameColour, 'same-colour'),
      rule(rules.rankedColour, 'ranked-colour', { see: ['colour-ranking'] }),
      rule(rules.potionNumbers, 'potion-numbers', { see: ['deck'] }),
      rule(rules.trickFollow, 'trick-follow', { check: 'error', see: ['record-revoke'] }),
    ]),
    section('potions', [
      topic('potion-effects'),
      rule(rules.effectSteal, 'effect-steal'),
      rule(rules.effectSwap, 'effect-swap', { see: ['record-revoke'] }),
      rule(rules.effectReset, 'effect-reset', { see: ['colour-ranking'] }),
      rule(rules.effectCancel, 'effect-cancel'),
    ]),
    section('evil', [
      rule(rules.markerMove, 'marker-move', { see: ['tricks-sum'] }),
      rule(rules.trackEnd, 'track-end'),
      rule(rules.hydeScore, 'hyde-score', { see: ['match-result'] }),
    ]),
    section('end', [
      rule(rules.hydeWins, 'hyde-wins'),
      rule(rules.jekyllWins, 'jekyll-wins'),
      rule(rules.matchResult, 'match-result', { see: ['variant', 'roles-not-swapped'] }),
    ]),
    section('entry', [
      topic('entry-round', { see: ['exchange', 'effect-steal'] }),
      topic('entry-record', { see: ['referee', 'record-tricks'] }),
      rule(rules.handShape, 'hand-shape', { check: 'error' }),
      rule(rules.gameIndex, 'game-index', { check: 'error' }),
      rule(rules.role, 'role', { check: 'error' }),
      rule(rules.roleChanged, 'role-changed', { check: 'error' }),
      rule(rules.rolesNotSwapped, 'roles-not-swapped', { check: 'error' }),
      rule(rules.tricksPlayers, 'tricks-players', { check: 'error' }),
      rule(rules.tricksCount, 'tricks-count', { check: 'error' }),
      rule(rules.tricksSum, 'tricks-sum', { check: 'error', see: ['marker-move'] }),
      rule(rules.gameNotFinished, 'game-not-finished', { check: 'error' }),
      rule(rules.handAfterEnd, 'hand-after-end', { check: 'error' }),
    ]),
    section('record', [
      rule(rules.recordLength, 'record-length', { check: 'error' }),
      rule(rules.recordShape, 'record-shape', { check: 'error' }),
      rule(rules.recordCard, 'record-card', { check: 'error', see: ['deck'] }),
      rule(rules.recordCardTwice, 'record-card-twice', { check: 'error' }),
      rule(rules.recordCall, 'record-call', { check: 'error' }),
      rule(rules.recordLead, 'record-lead', { check: 'error', see: ['round-leader'] }),
      rule(rules.recordRevoke, 'record-revoke', { check: 'error', see: ['trick-follow'] }),
      rule(rules.recordTricks, 'record-tricks', { check: 'error', see: ['effect-steal'] }),
    ]),
    section('referee', [
      topic('referee', { see: ['trick-follow', 'potion-effects'] }),
      rule(rules.trickRanking, 'trick-ranking', { check: 'error', see: ['colour-ranking'] }),
      rule(rules.trickCard, 'trick-card', { check: 'error' }),
      rule(rules.trickCall, 'trick-call', { check: 'error' }),
    ]),
    section('settings', [
      rule(rules.rules, 'rules', { check: 'error' }),
      rule(rules.target, 'target', { check: 'error', see: ['track-end'] }),
      rule(rules.variant, 'variant', { check: 'error', figure: match, see: ['match-result'] }),
      rule(rules.deck, 'deck', { check: 'error', see: ['potion-numbers'] }),
      topic('doubts', { figure: doubts, see: ['unverified'] }),
      topic('unverified', { see: ['game-deck', 'game-board', 'effect-steal'] }),
    ]),
    section('validation', [topic('validation-severity'), ...fileRuleEntries]),
  ],
}
