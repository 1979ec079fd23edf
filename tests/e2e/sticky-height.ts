import type { Page } from '@playwright/test'

/** The height, in px, of everything sticky or fixed that shows with the page scrolled halfway. */
export function stickyHeight(page: Page): Promise<{ total: number; parts: string[] }> {
  return page.evaluate(async () => {
    const root = document.documentElement
    window.scrollTo(0, (root.scrollHeight - window.innerHeight) / 2)
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const parts: string[] = []
    let total = 0
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { position, display, visibility, top, bottom } = getComputedStyle(element)
      if (position !== 'sticky' && position !== 'fixed') continue
      // Stuck to the left only (a table's row names while it scrolls sideways): it takes no height.
      if (position === 'sticky' && top === 'auto' && bottom === 'auto') continue
      if (display === 'none' || visibility === 'hidden') continue
      // Sticky inside a sticky element is counted with it.
      if (element.parentElement?.closest('[data-sticky-counted]')) continue
      const box = element.getBoundingClientRect()
      const shown = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)
      if (shown <= 0 || box.width === 0) continue
      element.dataset.stickyCounted = ''
      total += shown
      parts.push(`${element.className || element.tagName}: ${Math.round(shown)}`)
    }
    document.querySelectorAll('[data-sticky-counted]').forEach((element) => {
      delete (element as HTMLElement).dataset.stickyCounted
    })
    return { total: Math.round(total), parts }
  })
}
