import { computed, ref, type Ref } from 'vue'
import {
  isGridMoveKey,
  isTypeAheadKey,
  moveInGrid,
  nearestColumn,
  typeAhead,
  type GridPosition,
} from './grid-nav'

/** A row of a grid on screen: its key (a card), its name as read, the columns it has. */
export interface GridRow {
  key: string
  name: string
  columns: readonly number[]
}

/** A cell as the template names it: its row's key and its column. */
export interface GridCell {
  row: string
  column: number
}

/**
 * One tab stop for a grid of counts (a roving tabindex): Tab enters at the cell last used and
 * leaves the grid at once; arrows move and a letter jumps to a card (see grid-nav.ts); digits
 * are the cells' own. The cells are the fields marked `data-grid-row` and `data-grid-column`
 * inside `root`; `rows` are the rows on screen, in reading order.
 */
export function useGridKeys(root: Ref<HTMLElement | null>, rows: Ref<readonly GridRow[]>) {
  const last = ref<GridCell | null>(null)
  /** The cell Tab lands on: the one last used while it is on screen, else the first. */
  const entry = computed<GridCell | null>(() => {
    const cell = last.value
    if (cell && rows.value.some((row) => row.key === cell.row && row.columns.includes(cell.column)))
      return cell
    const first = rows.value.find((row) => row.columns.length > 0)
    return first ? { row: first.key, column: first.columns[0]! } : null
  })

  function tabindex(row: string, column: number): 0 | -1 {
    return entry.value?.row === row && entry.value.column === column ? 0 : -1
  }

  function cellOf(target: EventTarget | null): GridCell | null {
    if (!(target instanceof HTMLElement)) return null
    const row = target.dataset.gridRow
    const column = Number(target.dataset.gridColumn)
    return row === undefined || !Number.isInteger(column) ? null : { row, column }
  }

  function focusCell(cell: GridCell): boolean {
    const target =
      [...(root.value?.querySelectorAll<HTMLElement>('[data-grid-row]') ?? [])].find(
        (element) =>
          element.dataset.gridRow === cell.row &&
          element.dataset.gridColumn === String(cell.column),
      ) ?? null
    target?.focus()
    return target !== null
  }

  function onFocusin(event: FocusEvent) {
    const cell = cellOf(event.target)
    if (cell) last.value = cell
  }

  function onKeydown(event: KeyboardEvent) {
    const cell = cellOf(event.target)
    if (!cell || event.defaultPrevented || event.isComposing) return
    const list = rows.value
    const from: GridPosition = {
      row: list.findIndex((row) => row.key === cell.row),
      column: cell.column,
    }
    if (from.row < 0) return
    let to: GridPosition | null = null
    if (isGridMoveKey(event.key)) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return
      to = moveInGrid(
        from,
        event.key,
        list.map((row) => row.columns),
      )
    } else if (isTypeAheadKey(event)) {
      const index = typeAhead(
        list.map((row) => row.name),
        from.row,
        event.key,
      )
      const column = index === null ? null : nearestColumn(list[index]!.columns, from.column)
      to = index === null || column === null ? null : { row: index, column }
    } else return
    // The key is the grid's even where it leads nowhere: a count has no use for it.
    event.preventDefault()
    if (to) focusCell({ row: list[to.row]!.key, column: to.column })
  }

  return { tabindex, onFocusin, onKeydown, focusCell }
}
