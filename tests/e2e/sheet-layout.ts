import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * What a score sheet must keep at any width, whatever the number of holders: the page never
 * scrolls sideways, no heading's words run into another's, each hand's own cell shows its words
 * clear of the buttons, and every button of every row can be tapped where it is drawn.
 */

/** How far the page scrolls sideways; only the sheet's own scroller may. */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

/** How far the sheet scrolls sideways in its own frame. */
export function sheetOverflow(page: Page): Promise<number> {
  return page
    .locator('.score-sheet__scroller')
    .evaluate((frame) => frame.scrollWidth - frame.clientWidth)
}

/** Pairs of headings whose words, as drawn, overlap or spill out of their own heading. */
export function collidingHeadings(page: Page): Promise<string[]> {
  return page.getByTestId('score-sheet').evaluate((sheet) => {
    const words = [...sheet.querySelectorAll('thead th')]
      .map((heading) => {
        // The words a sighted reader sees: the visible span when the heading has a hidden one.
        const shown = heading.querySelector('[aria-hidden="true"]') ?? heading
        const range = document.createRange()
        range.selectNodeContents(shown)
        return { heading, box: range.getBoundingClientRect(), text: shown.textContent?.trim() }
      })
      .filter(({ box, text }) => text && box.width > 0 && box.height > 0)
    const problems: string[] = []
    for (const { heading, box, text } of words) {
      const own = heading.getBoundingClientRect()
      if (box.left < own.left - 0.5 || box.right > own.right + 0.5) {
        problems.push(`“${text}” spills out of its heading`)
      }
    }
    for (const [index, one] of words.entries()) {
      for (const other of words.slice(index + 1)) {
        const apart =
          one.box.right <= other.box.left + 0.5 ||
          other.box.right <= one.box.left + 0.5 ||
          one.box.bottom <= other.box.top + 0.5 ||
          other.box.bottom <= one.box.top + 0.5
        if (!apart) problems.push(`“${one.text}” runs into “${other.text}”`)
      }
    }
    return problems
  })
}

/**
 * Rows whose game cell (the Ripper, the dealer…) shows no words, spills out of its cell or runs
 * into the row's buttons.
 */
export function hiddenGameCells(page: Page): Promise<string[]> {
  return page.locator('.score-sheet tbody tr').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const buttons = row.querySelector('.sheet__buttons')?.getBoundingClientRect()
      return [...row.querySelectorAll<HTMLElement>('.sheet__fact')]
        .filter((cell) => getComputedStyle(cell).display !== 'none')
        .flatMap((cell) => {
          const range = document.createRange()
          range.selectNodeContents(cell)
          const words = range.getBoundingClientRect()
          const own = cell.getBoundingClientRect()
          const where = `hand ${row.getAttribute('data-hand')}, ${cell.dataset.cell}`
          if (words.width < 1 || own.width < 1) return [`${where}: not shown`]
          if (words.left < own.left - 0.5 || words.right > own.right + 0.5) {
            return [`${where}: spills out of its cell`]
          }
          const clear =
            !buttons ||
            words.right <= buttons.left + 0.5 ||
            words.left >= buttons.right - 0.5 ||
            words.bottom <= buttons.top + 0.5 ||
            words.top >= buttons.bottom - 0.5
          return clear ? [] : [`${where}: runs into the buttons`]
        })
    }),
  )
}

/**
 * Buttons of the sheet's rows that a finger cannot reach: smaller than 44 px, cut off by the
 * sheet's frame or the screen, or under something else at their centre.
 */
export async function unreachableRowButtons(page: Page): Promise<string[]> {
  const buttons = page.locator('.score-sheet tbody tr [data-action]')
  const count = await buttons.count()
  expect(count).toBeGreaterThan(0)
  const unreachable: string[] = []
  for (let index = 0; index < count; index += 1) {
    const problem = await buttons.nth(index).evaluate((button) => {
      // Brings the row to the middle of the screen by scrolling the page only: scrolling the
      // sheet's own frame sideways would hide the very fault this looks for.
      const row = button.closest('tr')!.getBoundingClientRect()
      window.scrollBy(0, row.top + row.height / 2 - window.innerHeight / 2)
      const box = button.getBoundingClientRect()
      const frame = button.closest('.score-sheet__scroller')!.getBoundingClientRect()
      const name = button.getAttribute('aria-label')
      if (box.width < 44 || box.height < 44) return `${name}: smaller than 44 px`
      if (box.left < Math.max(frame.left, 0) - 0.5) return `${name}: cut off on the left`
      if (box.right > Math.min(frame.right, document.documentElement.clientWidth) + 0.5) {
        return `${name}: cut off on the right`
      }
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return top && button.contains(top) ? null : `${name}: covered`
    })
    if (problem) unreachable.push(problem)
  }
  return unreachable
}
