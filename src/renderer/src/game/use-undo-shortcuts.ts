import { onBeforeUnmount, onMounted } from 'vue'

/**
 * Ctrl+Z / Cmd+Z and Ctrl+Shift+Z, Ctrl+Y / Cmd+Shift+Z for a page without a native menu. A
 * text field keeps its own undo; everywhere else the keys undo and redo changes to the game.
 */
export function useUndoShortcuts(actions: { undo: () => void; redo: () => void }) {
  function onKeydown(event: KeyboardEvent) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextField(event.target)) return
    const key = event.key.toLowerCase()
    if (key === 'z' && !event.shiftKey) actions.undo()
    else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)) actions.redo()
    else return
    event.preventDefault()
  }
  onMounted(() => window.addEventListener('keydown', onKeydown))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown))
}

export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true
  return (
    target instanceof HTMLInputElement &&
    ['text', 'search', 'email', 'url', 'tel', 'password', 'number'].includes(target.type)
  )
}
