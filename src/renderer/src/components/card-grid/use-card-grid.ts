import { ref, type Ref } from 'vue'
import { nextCell, type CellKey } from './grid-keys'

export type { CellKey } from './grid-keys'

/**
 * A grid of card buttons with one tab stop (the card last used) and the arrow keys moving
 * between the cards, as the WAI-ARIA grid pattern has it. Each button binds `cell(row, column)`;
 * the grid's element (`root`) holds them all. A row of `grid` lists the cards' ids, or anything
 * that counts them.
 */
export function useCardGrid(grid: () => readonly (readonly unknown[])[]) {
  const root: Ref<HTMLElement | null> = ref(null)
  const current = ref<CellKey>({ row: 0, column: 0 })

  function buttonAt({ row, column }: CellKey): HTMLElement | null {
    return root.value?.querySelector<HTMLElement>(`[data-cell="${row}-${column}"]`) ?? null
  }

  function onKeydown(event: KeyboardEvent, at: CellKey) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return
    const to = nextCell(at, event.key, grid())
    if (to === undefined) return
    event.preventDefault()
    if (to === null) return
    current.value = to
    buttonAt(to)?.focus()
  }

  /**
   * What a card button binds (`v-bind`, beside its own `@click`): its place, its tab stop, and
   * the keys, focus and tap that move it.
   */
  function cell(row: number, column: number) {
    const at = { row, column }
    return {
      'data-cell': `${row}-${column}`,
      tabindex: current.value.row === row && current.value.column === column ? 0 : -1,
      onFocus: () => {
        current.value = at
      },
      // A tap moves the tab stop too: some browsers do not focus a clicked button.
      onClick: () => {
        current.value = at
      },
      onKeydown: (event: KeyboardEvent) => onKeydown(event, at),
    }
  }

  return {
    root,
    current,
    cell,
    /** Takes the keyboard to the grid's tab stop. */
    focus: () => buttonAt(current.value)?.focus(),
  }
}
