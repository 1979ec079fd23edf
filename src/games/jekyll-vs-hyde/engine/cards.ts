/**
 * The 25 cards of Jekyll vs. Hyde (spec: "Deck"): 21 struggle cards, three colours numbered 1 to
 * 7, and 4 potions with no colour whose numbers carry a "+" that wins ties. Only the potions'
 * numbers may be corrected by a log (`rules.deck.potion.values`); a potion card is written
 * `potion-N` with N its printed number.
 */

/** The three colours, as family ids: purple Pride, red Wrath, green Greed (Envie in French). */
export const colours = ['pride', 'wrath', 'greed'] as const
export type Colour = (typeof colours)[number]

export const colourNumbers = [1, 2, 3, 4, 5, 6, 7] as const

/** S2, S3, S6; S7 lists 1+ to 4+ (A1, unverified against the cards). */
export const defaultPotionNumbers: readonly number[] = [2, 3, 4, 5]
export const potionCount = 4
export const potionNumberRange = { min: 1, max: 7 } as const

export const cardsPerPlayer = 10
export const tricksPerRound = 10

export type Card =
  { kind: 'colour'; colour: Colour; number: number } | { kind: 'potion'; number: number }

export function isColour(value: unknown): value is Colour {
  return typeof value === 'string' && (colours as readonly string[]).includes(value)
}

/**
 * Every id a card of this deck can have ("pride-1" to "potion-7"), with the card it names: a
 * look-up rather than a pattern, as each trick record reads its cards several times, and one
 * card per id rather than a new one each time (cards are values: nothing changes one).
 */
const cardIds: ReadonlyMap<string, Card> = new Map(
  [...colours, 'potion' as const].flatMap((family) =>
    colourNumbers.map((number): [string, Card] => [
      `${family}-${number}`,
      family === 'potion' ? { kind: 'potion', number } : { kind: 'colour', colour: family, number },
    ]),
  ),
)

/** The card an id names under these potion numbers, or null for no card of this deck. */
export function cardOf(id: unknown, potions: readonly number[]): Card | null {
  if (typeof id !== 'string') return null
  const card = cardIds.get(id)
  if (card === undefined) return null
  return card.kind === 'potion' && !potions.includes(card.number) ? null : card
}

export function cardId(card: Card): string {
  return card.kind === 'potion' ? `potion-${card.number}` : `${card.colour}-${card.number}`
}

/** Every card of the deck under these potion numbers: colour by colour, then the potions. */
export function deckOf(potions: readonly number[]): string[] {
  return [
    ...colours.flatMap((colour) => colourNumbers.map((number) => `${colour}-${number}`)),
    ...[...potions].sort((a, b) => a - b).map((number) => `potion-${number}`),
  ]
}
