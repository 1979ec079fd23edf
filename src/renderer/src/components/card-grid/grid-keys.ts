/** A card of a grid: its row and its place in the row. */
export interface CellKey {
  row: number
  column: number
}

/**
 * Where a key takes the focus in a card grid: Left and Right along a row, Up and Down to the
 * same place in the next row (its last card when that row is shorter), Home and End to a row's
 * ends. Null at an edge (the key is still the grid's); undefined for a key the grid leaves alone
 * (Tab, Space, Enter).
 */
export function nextCell(
  from: CellKey,
  key: string,
  grid: readonly (readonly unknown[])[],
): CellKey | null | undefined {
  const width = grid[from.row]!.length
  let { row, column } = from
  if (key === 'ArrowLeft') column -= 1
  else if (key === 'ArrowRight') column += 1
  else if (key === 'ArrowUp') row -= 1
  else if (key === 'ArrowDown') row += 1
  else if (key === 'Home') column = 0
  else if (key === 'End') column = width - 1
  else return undefined
  if (row < 0 || row >= grid.length || column < 0 || column >= width) return null
  column = Math.min(column, grid[row]!.length - 1)
  return row === from.row && column === from.column ? null : { row, column }
}
