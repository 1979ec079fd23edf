/**
 * Copies the text of `element`: through the async clipboard where the page has it; else (a page
 * served over plain http from a network address has none, or the browser refused) by selecting
 * the text and the older copy command, which such a page may still use from a click. When that
 * fails too, the text stays selected for the reader to copy: `selected`.
 */
export async function copyText(
  text: string,
  element: HTMLElement | null,
): Promise<'copied' | 'selected'> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard')
    await navigator.clipboard.writeText(text)
    return 'copied'
  } catch {
    if (element) window.getSelection()?.selectAllChildren(element)
    return copySelection() ? 'copied' : 'selected'
  }
}

function copySelection(): boolean {
  try {
    // Deprecated but alive in every browser, and the only copy an insecure page has.
    return document.execCommand('copy')
  } catch {
    return false
  }
}
