import { cardIds, deckIndex, isPointCard, sideOf, type CardId, type Side } from './cards'
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

/**
 * The deck's cards in none of `lists`. Done for every hand of a log that lists one pile, twice
 * (validation, then scoring): marks by deck position rather than a set of the lists joined, which
 * cost five times as much (issue 33).
 */
function rest(lists: readonly (readonly CardId[])[]): CardId[] {
  const listed = new Uint8Array(cardIds.length)
  for (const list of lists) for (const id of list) listed[deckIndex(id)] = 1
  const others: CardId[] = []
  for (let index = 0; index < cardIds.length; index += 1) {
    if (listed[index] === 0) others.push(cardIds[index]!)
  }
  return others
}

/** Cards in deck order, so a pile reads the same however it was entered. */
export function inDeckOrder(pile: readonly CardId[]): CardId[] {
  return [...pile].sort((a, b) => deckIndex(a) - deckIndex(b))
}

/** What a pile counts up to, for a screen to show while it is entered. */
export interface PileTally {
  cards: number
  /** How many of its cards are Jekyll's and Hyde's: a pile of whole tricks holds as many of each. */
  jekyllCards: number
  hydeCards: number
  /** The values of its locations, characters and Transformations, of either side. */
  points: number
}

/** The tally of one pile with these card values (the hand entry's live counters). */
export function tallyPile(
  pile: readonly CardId[],
  values: Readonly<Record<CardId, number>>,
): PileTally {
  let jekyllCards = 0
  let points = 0
  for (const card of pile) {
    if (sideOf(card) === 'jekyll') jekyllCards += 1
    if (isPointCard(card)) points += values[card]
  }
  return { cards: pile.length, jekyllCards, hydeCards: pile.length - jekyllCards, points }
}
