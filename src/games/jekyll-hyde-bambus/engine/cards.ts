/**
 * The 28 cards of Dr. Jekyll & Mr. Hyde (Bambus) as data (spec: "Deck"). Each side has the same
 * 14 kinds of card; an id is `j-` or `h-` and the kind. Values are defaults only: a game log may
 * change any of them (`rules.deck`), and names no source prints are marked unverified so the
 * app can say so.
 */

export const sides = ['jekyll', 'hyde'] as const
export type Side = (typeof sides)[number]

export type CardKind = 'transformation' | 'character' | 'location' | 'action'

/**
 * Rank in a trick, strongest first: the Transformation, the characters A to E, any location,
 * any action. Cards of equal rank are equal; the first played of them counts as higher.
 */
export const ranks = ['T', 'A', 'B', 'C', 'D', 'E', 'F', 'action'] as const
export type Rank = (typeof ranks)[number]

export const jekyllCardIds = [
  'j-transformation',
  'j-a',
  'j-b',
  'j-c',
  'j-d',
  'j-e',
  'j-f3',
  'j-f4',
  'j-f5',
  'j-f6',
  'j-f7',
  'j-charity',
  'j-pity',
  'j-remorse',
] as const

export const hydeCardIds = [
  'h-transformation',
  'h-a',
  'h-b',
  'h-c',
  'h-d',
  'h-e',
  'h-f3',
  'h-f4',
  'h-f5',
  'h-f6',
  'h-f7',
  'h-fury',
  'h-brutality',
  'h-murder',
] as const

export type CardId = (typeof jekyllCardIds)[number] | (typeof hydeCardIds)[number]

/** Every card in deck order: the Jekyll cards, then the Hyde cards, each T, A–E, F3–F7, actions. */
export const cardIds: readonly CardId[] = [...jekyllCardIds, ...hydeCardIds]

export interface Card {
  id: CardId
  side: Side
  kind: CardKind
  rank: Rank
  /**
   * Points for a Transformation, character or location; the multiplier for an action. The
   * printed values are all known (S1); the players may still correct them (`rules.deck`).
   */
  defaultValue: number
  /** No source names this card: the app shows "Location N" with its value (spec: UNVERIFIED). */
  nameUnverified: boolean
  /** The printed English name is not known: the app's is a translation of the French (S1). */
  englishNameUnverified: boolean
}

function card(id: CardId, kind: CardKind, rank: Rank, defaultValue: number): Card {
  return {
    id,
    side: sideOf(id),
    kind,
    rank,
    defaultValue,
    // Only "Mr. Hyde's apartment" is named by a source, and that it is the Hyde 6 is inferred.
    nameUnverified: kind === 'location',
    englishNameUnverified: kind === 'transformation' || kind === 'action',
  }
}

function sideCards(ids: readonly CardId[]): Card[] {
  const [transformation, a, b, c, d, e, f3, f4, f5, f6, f7, x1, x2, x3] = ids as CardId[]
  return [
    card(transformation!, 'transformation', 'T', 0),
    card(a!, 'character', 'A', 1),
    card(b!, 'character', 'B', 1),
    card(c!, 'character', 'C', 1),
    card(d!, 'character', 'D', 1),
    card(e!, 'character', 'E', 1),
    card(f3!, 'location', 'F', 3),
    card(f4!, 'location', 'F', 4),
    card(f5!, 'location', 'F', 5),
    card(f6!, 'location', 'F', 6),
    card(f7!, 'location', 'F', 7),
    card(x1!, 'action', 'action', 1),
    card(x2!, 'action', 'action', 2),
    card(x3!, 'action', 'action', 3),
  ]
}

export const cards: Readonly<Record<CardId, Card>> = Object.fromEntries(
  [...sideCards(jekyllCardIds), ...sideCards(hydeCardIds)].map((entry) => [entry.id, entry]),
) as Record<CardId, Card>

/** The whole deck: 14 cards a side. */
export const deckSize = 28

/** Every hand puts all 28 cards in play, and 4 go to each trick: 7 tricks. */
export const tricksPerHand = 7
export const cardsPerTrick = 4

/** The cards by id in a map: a lookup per card of every hand, faster than an object's key. */
/** The cards and their places by id, in maps: a lookup for each card of every hand. */
const cardById: ReadonlyMap<string, Card> = new Map(cardIds.map((id) => [id, cards[id]]))
const deckOrder: ReadonlyMap<string, number> = new Map(cardIds.map((id, index) => [id, index]))

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && cardById.has(value)
}

/** A card of the deck by its id. */
export function cardOf(id: CardId): Card {
  return cardById.get(id)!
}

/** A value's position in deck order when it is a card's id, else -1. */
export function deckIndexOf(value: string): number {
  return deckOrder.get(value) ?? -1
}

/** A card's position in deck order, to list cards the same way everywhere. */
export function deckIndex(id: CardId): number {
  return deckOrder.get(id)!
}

/** A card's side is in its id, `j-` or `h-`: read there, it costs no lookup. */
export function sideOf(id: CardId): Side {
  return id.startsWith('j-') ? 'jekyll' : 'hyde'
}

export function otherSide(side: Side): Side {
  return side === 'jekyll' ? 'hyde' : 'jekyll'
}

/** How strong a card is in a trick: 0 for a Transformation, up to 7 for an action. */
export function strength(id: CardId): number {
  return ranks.indexOf(cardOf(id).rank)
}

export function isAction(id: CardId): boolean {
  return cardOf(id).kind === 'action'
}

export function isTransformation(id: CardId): boolean {
  return cardOf(id).kind === 'transformation'
}

/** The cards that give points (characters, locations, Transformations): all but the actions. */
export function isPointCard(id: CardId): boolean {
  return !isAction(id)
}

export function defaultCardValues(): Record<CardId, number> {
  const values = {} as Record<CardId, number>
  for (const id of cardIds) values[id] = cards[id].defaultValue
  return values
}

/** A side's own three actions, weakest multiplier first. */
export function actionsOf(side: Side): CardId[] {
  return cardIds.filter((id) => isAction(id) && sideOf(id) === side)
}
