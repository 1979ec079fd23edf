import { ref, type Ref } from 'vue'
import { nextCell, type CellKey } from './grid-keys'

/**
 * A grid of card buttons with one tab stop (a roving tabindex): arrows move the focus along a
 * row and between rows, Home and End to a row's ends; the card last used keeps the tab stop.
 * `cells` gives each row's card ids; `root` holds the buttons, each marked `data-cell="<id>"`.
 */
export function useGridKeys(
  root: Ref<HTMLElement | null>,
  cells: () => readonly (readonly string[])[],
) {
  const current = ref<CellKey>({ row: 0, column: 0 })

  function focusCell({ row, column }: CellKey) {
    const id = cells()[row]?.[column]
    root.value?.querySelector<HTMLElement>(`[data-cell="${id}"]`)?.focus()
  }

  /** The tabindex of the card at this place: 0 for the grid's one tab stop. */
  function tabindex(at: CellKey): 0 | -1 {
    return current.value.row === at.row && current.value.column === at.column ? 0 : -1
  }

  function onKeydown(event: KeyboardEvent, at: CellKey) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return
    const to = nextCell(at, event.key, cells())
    if (to === undefined) return
    event.preventDefault()
    if (to === null) return
    current.value = to
    focusCell(to)
  }

  return {
    current,
    tabindex,
    onKeydown,
    /** A card focused or tapped takes the tab stop (some browsers do not focus a clicked button). */
    onFocus(at: CellKey) {
      current.value = at
    },
    /** Takes the keyboard to the grid's tab stop. */
    focus: () => focusCell(current.value),
  }
}
