/** A card's value the players corrected from their own cards, beside the printed default. */
export interface ChangedCardValue<C extends string = string> {
  card: C
  value: number
  defaultValue: number
}

/** The card values a game was scored with that differ from the defaults, in deck order. */
export function changedValues<C extends string>(
  cards: readonly C[],
  values: Readonly<Record<C, number>>,
  defaults: Readonly<Record<C, number>>,
): ChangedCardValue<C>[] {
  return cards
    .filter((card) => values[card] !== defaults[card])
    .map((card) => ({ card, value: values[card], defaultValue: defaults[card] }))
}
