import type { Page } from '@playwright/test'

/**
 * The pairs of a hand form's controls and captions drawn over each other, as "a ↔ b": fields,
 * lists, buttons, labels, captions and legends, each clipped to what its scrolling boxes show.
 * One that holds the other (a chip's label and its radio) is not a pair. Meant to lie over the
 * rest, and left out: what stays pinned while the page scrolls (the result bar, a table's sticky
 * column) and a field that lets pointers through to the button under it (Mystery Rummy's card
 * counts); so is what is hidden or under 2 px (text for screen readers only). `within` names
 * the part of the page looked at: the form, or a dialog open over it.
 */
export function overlappingControls(
  page: Page,
  within = '[data-testid="hand-entry"]',
): Promise<string[]> {
  return page.evaluate((within) => {
    const form = document.querySelector(within)
    if (!form) throw new Error(`nothing on screen is ${within}`)
    // Pinned within what is looked at: a dialog open over the form is itself fixed.
    const pinned = (element: Element) => {
      for (let at: Element | null = element; at && at !== form; at = at.parentElement) {
        if (['sticky', 'fixed'].includes(getComputedStyle(at).position)) return true
      }
      return false
    }
    /** The part of the element its scrolling ancestors let show, or null when none does. */
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return null
      if (style.pointerEvents === 'none') return null
      let { left, top, right, bottom } = element.getBoundingClientRect()
      for (let at = element.parentElement; at; at = at.parentElement) {
        if (getComputedStyle(at).overflow === 'visible') continue
        const box = at.getBoundingClientRect()
        left = Math.max(left, box.left)
        top = Math.max(top, box.top)
        right = Math.min(right, box.right)
        bottom = Math.min(bottom, box.bottom)
      }
      return right - left >= 2 && bottom - top >= 2 ? { left, top, right, bottom } : null
    }
    const name = (element: Element) => {
      const testid = element.getAttribute('data-testid')
      const text = element.textContent?.trim().slice(0, 30)
      return `${element.tagName.toLowerCase()}${testid ? `[${testid}]` : ''}${text ? ` "${text}"` : ''}`
    }
    const selector = 'input, select, textarea, button, label, legend, .field-caption'
    const items = [...form.querySelectorAll(selector)]
      .filter((element) => !pinned(element))
      .map((element) => ({ element, box: shown(element) }))
      .filter((item) => item.box !== null)
    const found: string[] = []
    for (const [index, a] of items.entries()) {
      for (const b of items.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue
        const width = Math.min(a.box!.right, b.box!.right) - Math.max(a.box!.left, b.box!.left)
        const height = Math.min(a.box!.bottom, b.box!.bottom) - Math.max(a.box!.top, b.box!.top)
        // Borders that meet (a stepper's buttons and its field) are not drawn over each other.
        if (width > 1 && height > 1) found.push(`${name(a.element)} ↔ ${name(b.element)}`)
      }
    }
    return found
  }, within)
}
