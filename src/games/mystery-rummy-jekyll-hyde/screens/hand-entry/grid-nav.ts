/**
 * Where the keys take the focus in a grid of counts (the card table, the cards left in hand).
 * Pure functions over the rows on screen, so that the form and the tests that count key presses
 * agree on every move. A row is a card (its name, in the reader's language); a column is where
 * the cards lie (in front of each player, in the hand of the one who did not go out).
 */

/** A cell of a grid: the index of its row among the rows on screen, and of its column. */
export interface GridPosition {
  row: number
  column: number
}

export const gridMoveKeys = [
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
] as const
export type GridMoveKey = (typeof gridMoveKeys)[number]

export function isGridMoveKey(key: string): key is GridMoveKey {
  return (gridMoveKeys as readonly string[]).includes(key)
}

/**
 * Up and Down go to the card before or after (in reading order), Left and Right to the next
 * count of the same card (the other player's, or the hand's); Home and End to the first and
 * last card. `cells[row]` lists the columns that row has (Potion is only ever in hand): a move
 * to a row without that column lands on its nearest one. A grid whose rows all have one column
 * takes Left and Right as Up and Down. Null when the key leads nowhere (an edge).
 */
export function moveInGrid(
  from: GridPosition,
  key: GridMoveKey,
  cells: readonly (readonly number[])[],
): GridPosition | null {
  const last = cells.length - 1
  const oneColumn = cells.every((columns) => columns.length <= 1)
  let row = from.row
  if (key === 'ArrowUp' || (oneColumn && key === 'ArrowLeft')) row -= 1
  else if (key === 'ArrowDown' || (oneColumn && key === 'ArrowRight')) row += 1
  else if (key === 'Home') row = 0
  else if (key === 'End') row = last
  else {
    const columns = cells[row] ?? []
    const column =
      key === 'ArrowLeft'
        ? [...columns].reverse().find((candidate) => candidate < from.column)
        : columns.find((candidate) => candidate > from.column)
    return column === undefined ? null : { row, column }
  }
  if (row < 0 || row > last || row === from.row) return null
  const column = nearestColumn(cells[row]!, from.column)
  return column === null ? null : { row, column }
}

/** The column of a row closest to the one wanted (the lower one on a tie); null for none. */
export function nearestColumn(columns: readonly number[], wanted: number): number | null {
  let best: number | null = null
  for (const column of columns) {
    if (best === null || Math.abs(column - wanted) < Math.abs(best - wanted)) best = column
  }
  return best
}

/** A letter as the type-ahead compares it: lower case, without its accent. */
export function foldLetter(letter: string): string {
  return letter.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
}

/** The first letter of each word of a card's name: "Dr. Jekyll's Will" is d, j and w. */
export function wordInitials(name: string): string[] {
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => foldLetter(word[0]!))
}

/** Whether a key press is a letter for the type-ahead (no modifier but Shift). */
export function isTypeAheadKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
) {
  return !event.ctrlKey && !event.metaKey && !event.altKey && /^\p{L}$/u.test(event.key)
}

/**
 * Type-ahead: the next card after `from` (going round) with a word of its name starting with
 * the letter, so "w" goes to Dr. Jekyll's Will, then to Work in Lab. Null when none has one.
 */
export function typeAhead(names: readonly string[], from: number, letter: string): number | null {
  const wanted = foldLetter(letter)
  for (let offset = 1; offset <= names.length; offset += 1) {
    const index = (from + offset) % names.length
    if (wordInitials(names[index]!).includes(wanted)) return index === from ? null : index
  }
  return null
}
