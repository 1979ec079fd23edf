/**
 * What an arrow key does to a number field that is a text field (so that pasted words are
 * refused, not dropped): ↑ one more, ↓ one fewer, as the browser's own number fields step;
 * 0 for any other key, or a key with a modifier.
 */
export function arrowStep(event: KeyboardEvent): -1 | 0 | 1 {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return 0
  if (event.key === 'ArrowUp') return 1
  if (event.key === 'ArrowDown') return -1
  return 0
}
