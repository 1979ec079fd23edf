import { cardIds, deckIndex, type CardId, type Side } from './cards'
import type { Captured } from './log'

/** The three piles of a hand: what each side captured, and what scored for nobody. */
export interface Piles {
  jekyll: CardId[]
  hyde: CardId[]
  neutral: CardId[]
  /** The pile the players did not list, if any: every card not listed and not neutral. */
  derived: Side | null
}

/**
 * The piles a hand's entry describes (spec: "Scoring one hand", 1). The players tick one pile
 * (or both); every card not listed and not neutral belongs to the other. A derived pile comes in
 * deck order. Only defined for lists of known cards (validation checks them first).
 */
export function pilesOf(captured: Captured): Piles {
  const neutral = (captured.neutral ?? []) as CardId[]
  const jekyll = captured.jekyll as CardId[] | undefined
  const hyde = captured.hyde as CardId[] | undefined
  if (jekyll && hyde) return { jekyll, hyde, neutral, derived: null }
  if (jekyll) return { jekyll, hyde: rest([jekyll, neutral]), neutral, derived: 'hyde' }
  const given = hyde ?? []
  return { jekyll: rest([given, neutral]), hyde: given, neutral, derived: 'jekyll' }
}

function rest(lists: readonly (readonly CardId[])[]): CardId[] {
  const listed = new Set(lists.flat())
  return cardIds.filter((id) => !listed.has(id))
}

/** Cards in deck order, so a pile reads the same however it was entered. */
export function inDeckOrder(pile: readonly CardId[]): CardId[] {
  return [...pile].sort((a, b) => deckIndex(a) - deckIndex(b))
}
