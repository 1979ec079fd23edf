import type { Phrase, PhraseParam } from '../../../engine/core/game-module'
import { cardsPerTrick, isTransformation, strength, type CardId } from './cards'
import { ghost } from './log'
import type { TrickResult } from './referee'

const key = (name: string) => `jekyll-hyde-bambus.trick.${name}`

/** A seat as a sentence names it: a player, or the ghost of a 3-player game. */
function seatRef(seat: string): PhraseParam {
  return seat === ghost ? { key: 'jekyll-hyde-bambus.ghost' } : { player: seat }
}

/**
 * The referee's decision as a sentence or two a player can read out: which card is the highest
 * and why, then who takes the cards, or why nobody does. An impossible trick is its problem's
 * message, with its card and seat named.
 */
export function explainTrick(result: TrickResult): Phrase[] {
  if (!result.ok) {
    const params: Record<string, PhraseParam> = {}
    for (const [name, value] of Object.entries(result.problem.params)) {
      if (name === 'card') params[name] = { card: String(value) }
      else if (name === 'player') params[name] = seatRef(String(value))
      else params[name] = value
    }
    return [{ key: result.problem.messageKey, params }]
  }
  const played = result.cards.slice(result.cards.length - cardsPerTrick)
  const waiting = result.cards.length - cardsPerTrick
  const top = played[result.strongest]!
  const equal = played.find(
    (card, index) => index > result.strongest && strength(card) === strength(top),
  )
  return [highest(top, equal), outcome(result, waiting, top)]
}

function highest(top: CardId, equal: CardId | undefined): Phrase {
  if (equal === undefined) return { key: key('highest'), params: { card: { card: top } } }
  return {
    key: key(isTransformation(top) ? 'highest-first-transformation' : 'highest-first'),
    params: { card: { card: top }, other: { card: equal } },
  }
}

function outcome(result: Extract<TrickResult, { ok: true }>, waiting: number, top: CardId): Phrase {
  const count = result.cards.length
  switch (result.outcome) {
    case 'won': {
      const params = {
        player: seatRef(result.winner!),
        side: { key: `jekyll-hyde-bambus.sides.${result.side!}` },
        count,
        waiting,
      }
      const form = result.nextLeader === null ? 'won-last' : 'won'
      return { key: key(waiting > 0 ? `${form}-with-waiting` : form), params }
    }
    case 'held':
      return {
        key: key(waiting > 0 ? 'held-again' : 'held'),
        params: { card: { card: top }, player: seatRef(result.nextLeader!), count },
      }
    case 'neutral':
      return {
        key: key(waiting > 0 ? 'neutral-with-waiting' : 'neutral'),
        params: { count, waiting },
      }
  }
}
