import type { CardNumberRow, CardNumbersWords } from './CardNumbersTable.vue'
import type { TypedNumber } from './typed-number'

/**
 * The settings of a card game whose new-game page sets a target, its variants and the value of
 * each card, read off the players' own cards (the two Mystery Rummy games).
 */
export interface CardGameSettings<Variants, CardId extends string> {
  targetScore: TypedNumber
  variants: Variants
  values: Record<CardId, TypedNumber>
}

/** One table of numbers read off the cards, as the new-game page shows it. */
export interface CardNumbersSpec {
  /** The settings' field that holds the numbers, by card id. */
  key: string
  testid: string
  /** The smallest number the engine accepts, as the fields' own bound. */
  min: number
  words: CardNumbersWords
  rows: readonly CardNumberRow[]
  /** The engine's problem with the table as a whole, or null. */
  tableProblem?: string | null
}

/** One variant of a game's rules as the new-game page offers it, in the reader's language. */
export interface VariantChoice {
  /** The variant's key in the log's `rules.variants`. */
  name: string
  legend: string
  options: readonly { value: string | number; label: string }[]
  defaultValue: string | number
  /** Why tables differ on it, if the game says. */
  hint?: string
}
