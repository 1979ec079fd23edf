import { cards, type CardId } from '../engine'

/**
 * What a card's button shows: its letter or its value, never a picture alone (spec: "Deck"),
 * with this game's values (an action's is its multiplier).
 */
export function cardFace(card: CardId, values: Readonly<Record<CardId, number>>): string {
  const { kind, rank } = cards[card]
  if (kind === 'transformation') return 'T'
  if (kind === 'character') return rank
  if (kind === 'action') return `×${values[card]}`
  return String(values[card])
}
