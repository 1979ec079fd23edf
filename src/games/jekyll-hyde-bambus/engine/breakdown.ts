import type { FactLine, HandFacts, HandPart, Phrase } from '../../../engine/core/game-module'
import {
  cards,
  deckIndex,
  isAction,
  isTransformation,
  sideOf,
  sides,
  type CardId,
  type Side,
} from './cards'
import type { BambusLog } from './log'
import { resolveRules, rules, type ResolvedRules } from './rules'
import { scoreGame, type BambusScore } from './score-game'
import { scoreHand, type HandResult } from './score-hand'
import { handSummary, sheetCells } from './sheet'
import { factLine as line } from '../../../engine/core/phrases'

const key = (name: string) => `jekyll-hyde-bambus.breakdown.${name}`
const sideLabel = (side: Side): Phrase => ({ key: `jekyll-hyde-bambus.sides.${side}` })

/**
 * One hand's breakdown, side by side (spec: "The dispute view"): every card that gives points
 * with its value, every own action with its multiplier, every action taken from the other side
 * as denied, and the formula. Only the formula line carries points, so each part's lines add up
 * to its score; the neutral cards are a note, since they score for nobody. The hand's marks (the
 * win, a tie-break) come from the game's score: `score` when given, else the game up to the hand.
 */
export function explainHand(log: BambusLog, number: number, score?: BambusScore): HandFacts | null {
  const hand = log.hands[number - 1]
  if (!hand) return null
  const players = log.players.map((player) => player.id)
  const resolved = resolveRules(log.rules)
  const result = scoreHand(hand, players, resolved, number)
  const scored = score ?? scoreGame({ ...log, hands: log.hands.slice(0, number) })
  const badges = scored.hands[number - 1]!.badges
  return {
    number,
    parts: sides.map((side) => partOf(side, result, resolved, players.length === 3)),
    notes: neutralNotes(result.piles.neutral, resolved),
    badges,
    summary: handSummary(hand, result.piles.neutral.length),
    sheet: sheetCells(hand, log),
    ...(hand.note === undefined ? {} : { note: hand.note }),
  }
}

function partOf(
  side: Side,
  result: HandResult,
  resolved: ResolvedRules,
  threePlayers: boolean,
): HandPart {
  const pile = result.piles[side]
  const value = (card: CardId) => resolved.values[card]
  const byValue = (order: 1 | -1) => (a: CardId, b: CardId) =>
    order * (value(a) - value(b)) || deckIndex(a) - deckIndex(b)
  const pointCards = pile.filter((card) => !isAction(card)).sort(byValue(-1))
  const ownActions = pile.filter((card) => isAction(card) && sideOf(card) === side).sort(byValue(1))
  const denied = pile.filter((card) => isAction(card) && sideOf(card) !== side).sort(byValue(1))
  const { points, multiplier, score } = result.sides[side]

  const lines: FactLine[] = [
    ...pointCards.map((card) =>
      isTransformation(card)
        ? line(rules.scoreTransformation, {
            key: key('transformation'),
            params: { card: { card }, value: value(card) },
          })
        : line(rules.scorePoints, {
            key: key('point-card'),
            params: { card: { card }, value: value(card) },
          }),
    ),
    ...ownActions.map((card) =>
      line(rules.scoreOwnAction, {
        key: key('own-action'),
        params: { card: { card }, multiplier: value(card) },
      }),
    ),
    ...denied.map((card) =>
      line(rules.scoreDeniedAction, { key: key(`denied-by-${side}`), params: { card: { card } } }),
    ),
  ]
  if (ownActions.length === 0) {
    lines.push(
      line(rules.scoreNoOwnAction, {
        key: key('no-own-action'),
        params: { side: sideLabel(side) },
      }),
    )
  }
  const terms = (list: readonly CardId[]) =>
    list
      .map(value)
      .filter((figure) => figure !== 0)
      .join(' + ') || '0'
  lines.push(
    line(
      rules.scoreFormula,
      {
        key: key('formula'),
        params: {
          points: terms(pointCards),
          multipliers: terms(ownActions),
          pointTotal: points,
          multiplier,
          score,
        },
      },
      score,
    ),
  )
  const receivers = result.receivers[side]
  if (threePlayers && side === 'jekyll' && receivers.length === 2) {
    lines.push(
      line(rules.scoreEachJekyllPlayer, {
        key: key('each-jekyll-player'),
        params: { first: { player: receivers[0]! }, second: { player: receivers[1]! }, score },
      }),
    )
  }
  return { id: side, label: sideLabel(side), receivers, score, lines }
}

/** The cards a Transformation left on the table at the end score for nobody. */
function neutralNotes(neutral: readonly CardId[], resolved: ResolvedRules): FactLine[] {
  if (neutral.length === 0) return []
  const ordered = [...neutral].sort((a, b) => deckIndex(a) - deckIndex(b))
  return [
    line(rules.scoreNeutral, { key: key('neutral'), params: { count: neutral.length } }),
    ...ordered.map((card) =>
      line(rules.scoreNeutral, {
        key: key(cards[card].kind === 'action' ? 'neutral-action' : 'neutral-card'),
        params: { card: { card }, value: resolved.values[card] },
      }),
    ),
  ]
}
