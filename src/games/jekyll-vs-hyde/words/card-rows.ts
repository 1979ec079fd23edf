import { colourNumbers, colours, defaultPotionNumbers, potionCount, type Colour } from '../engine'

/**
 * The deck of Jekyll vs. Hyde as the rules reference's table shows it, straight from the
 * engine's cards: one row per family, the three colours then the potions.
 */
export interface DeckRow {
  id: Colour | 'potion'
  count: number
  /** The printed numbers, in order; a potion's carry the "+". */
  numbers: readonly number[]
  /** No card confirms these numbers (spec A1: 2+ to 5+ by three sources, 1+ to 4+ by one). */
  numbersUnverified: boolean
  /**
   * The French name is matched to its colour through the English name only (spec, "Deck": the
   * French rulebook lists the names and the colours apart).
   */
  frenchNameUnverified: boolean
}

export const deckRows: readonly DeckRow[] = [
  ...colours.map((id): DeckRow => ({
    id,
    count: colourNumbers.length,
    numbers: colourNumbers,
    numbersUnverified: false,
    frenchNameUnverified: true,
  })),
  {
    id: 'potion',
    count: potionCount,
    numbers: defaultPotionNumbers,
    numbersUnverified: true,
    frenchNameUnverified: false,
  },
]

/** How the table writes a row's numbers: a run of colour numbers, or each potion with its "+". */
export function numbersText(row: DeckRow): string {
  if (row.id === 'potion') return row.numbers.map((number) => `${number}+`).join(' ')
  return `${row.numbers[0]}–${row.numbers[row.numbers.length - 1]}`
}
