import type { Page } from '@playwright/test'
import type { HandRecord } from '../../src/games/mystery-rummy-jekyll-hyde/engine'
import {
  gridMoveKeys,
  moveInGrid,
  nearestColumn,
  typeAhead,
  wordInitials,
  type GridPosition,
} from '../../src/games/mystery-rummy-jekyll-hyde/screens/hand-entry/grid-nav'

/** How a hand is entered: with the mouse (or a finger) alone, or with the keyboard alone. */
export type Input = 'mouse' | 'keyboard'

/** What entering one hand cost: clicks (taps) and key presses. */
export interface Effort {
  clicks: number
  keys: number
}

/**
 * Enters a hand record through the form as a player would, with one input only, top to bottom
 * (the side up, how it ended, the card table with the hand's column, the Transformation, the
 * cards left in hand as points, the dealer), and counts every click or key press it takes, Save
 * included. The player takes the shortest way the form offers: a control already showing the
 * right value is left alone; with the mouse, a count is raised by tapping it and lowered with
 * "−" (a family not yet on the table comes down as a meld or whole at the first tap), and a list
 * of choices costs two clicks (open it, pick one); with the keyboard, Tab (or Shift+Tab) to a field, arrows in a radio group or a
 * list, and in the card table the fewest arrows and letters to the count, then its digit.
 * `beforeSave` runs once everything is entered, before Save.
 */
export async function enterHand(
  page: Page,
  hand: HandRecord,
  input: Input,
  beforeSave?: () => Promise<void>,
): Promise<Effort> {
  const effort: Effort = { clicks: 0, keys: 0 }
  const act = input === 'mouse' ? mouse(page, effort) : keyboard(page, effort)

  await act.choose(`identity-${hand.identity}`)
  await act.choose(
    hand.ending.type === 'went-out'
      ? `ending-went-out-${hand.ending.player}`
      : 'ending-case-file-exhausted',
  )
  for (const [player, area] of Object.entries(hand.areas)) {
    for (const [family, count] of Object.entries(area.evidence ?? {})) {
      await act.count(`evidence-${player}-${family}`, count)
    }
    if (area.workInLab) await act.count(`work-in-lab-${player}`, area.workInLab)
  }
  const held = Object.values(hand.leftInHand ?? {})[0]
  const cards =
    held && 'cards' in held && typeof held.cards === 'object' && held.cards !== null
      ? (held.cards as Record<string, number>)
      : null
  // Card by card is the form's default: the hand is a column of the card table.
  for (const [card, count] of Object.entries(cards ?? {})) {
    if (card !== 'transformation') await act.count(`left-${card}`, count)
  }
  for (const [player, area] of Object.entries(hand.areas)) {
    const placement = area.transformation
    if (!placement) continue
    await act.choose(`transformation-on-${player}-${placement.family}`)
    await act.count('transformation-cards', Number(placement.cards))
    await act.choose(`transformation-played-by-${placement.playedBy ?? player}`)
  }
  if (cards?.transformation || (held && 'points' in held && held.transformation === true)) {
    await act.choose('transformation-held')
  }
  if (held && !cards) {
    await act.choose('left-mode-points')
    await act.count('left-points', Number(held.points))
  }
  await act.choose(hand.dealer ? `dealer-${hand.dealer}` : 'dealer-none')
  await beforeSave?.()
  await act.save()
  return effort
}

/**
 * One player's part of the hand with the mouse (issue 31): the counts of their column of the card
 * table, the Transformation they placed (on any area), and, for the player who did not go out,
 * what is left in their hand; or, for `table`, the side up, how it ended and the dealer. Taken
 * the same shortest way as `enterHand`; counts the clicks, without Save.
 */
export async function enterPartByMouse(
  page: Page,
  hand: HandRecord,
  part: string,
): Promise<number> {
  const effort: Effort = { clicks: 0, keys: 0 }
  const act = mouse(page, effort)
  if (part === 'table') {
    await act.choose(`identity-${hand.identity}`)
    await act.choose(
      hand.ending.type === 'went-out'
        ? `ending-went-out-${hand.ending.player}`
        : 'ending-case-file-exhausted',
    )
    await act.choose(hand.dealer ? `dealer-${hand.dealer}` : 'dealer-none')
    return effort.clicks
  }
  const area = hand.areas[part]
  for (const [family, count] of Object.entries(area?.evidence ?? {})) {
    await act.count(`evidence-${part}-${family}`, count)
  }
  if (area?.workInLab) await act.count(`work-in-lab-${part}`, area.workInLab)
  for (const [player, placed] of Object.entries(hand.areas)) {
    const placement = placed.transformation
    if (!placement || (placement.playedBy ?? player) !== part) continue
    await act.choose(`transformation-on-${player}-${placement.family}`)
    await act.count('transformation-cards', Number(placement.cards))
    await act.choose(`transformation-played-by-${part}`)
  }
  const held = hand.leftInHand?.[part]
  if (held && 'cards' in held && typeof held.cards === 'object' && held.cards !== null) {
    for (const [card, count] of Object.entries(held.cards as Record<string, number>)) {
      if (card === 'transformation') await act.choose('transformation-held')
      else await act.count(`left-${card}`, count)
    }
  } else if (held && 'points' in held) {
    if (held.transformation === true) await act.choose('transformation-held')
    await act.choose('left-mode-points')
    await act.count('left-points', Number(held.points))
  }
  return effort.clicks
}

interface Actions {
  choose(testid: string): Promise<void>
  count(testid: string, value: number): Promise<void>
  save(): Promise<void>
}

/** Whether a radio is checked, or an option of a list selected. */
async function isChosen(page: Page, testid: string): Promise<boolean> {
  return page
    .getByTestId(testid)
    .evaluate((element) =>
      element instanceof HTMLOptionElement
        ? element.selected
        : (element as HTMLInputElement).checked,
    )
}

/** The list an option belongs to (its test id and the option's value), or null for a radio. */
async function listOf(page: Page, testid: string) {
  return page
    .getByTestId(testid)
    .evaluate((element) =>
      element instanceof HTMLOptionElement
        ? { list: element.closest('select')!.dataset.testid!, value: element.value }
        : null,
    )
}

async function valueOf(page: Page, testid: string): Promise<number> {
  return Number(await page.getByTestId(testid).inputValue())
}

/** A control of the form that is not shown until asked for (families not in play yet). */
async function revealer(page: Page, testid: string): Promise<string | null> {
  if (await page.getByTestId(testid).isVisible()) return null
  return page.evaluate((id) => {
    const target = document.querySelector(`[data-testid="${id}"]`)
    const button = target?.closest('[data-reveal-group]')?.getAttribute('data-reveal-group')
    return button ?? null
  }, testid)
}

function mouse(page: Page, effort: Effort): Actions {
  const click = async (testid: string) => {
    await page.getByTestId(testid).click()
    effort.clicks += 1
  }
  return {
    async choose(testid) {
      if (await isChosen(page, testid)) return
      const option = await listOf(page, testid)
      if (!option) return click(testid)
      // A list of choices: one click opens it, one picks the choice (the browser draws the open
      // list itself, where a test cannot click; selectOption picks as that click would).
      await page.getByTestId(option.list).selectOption(option.value)
      effort.clicks += 2
    },
    async count(testid, value) {
      const reveal = await revealer(page, testid)
      if (reveal) await click(reveal)
      // Each target says where a tap leads (data-to): − and + one card, and on a family not yet
      // on the table a meld (the count) or the whole family (the other target). The player
      // takes the target that leaves the fewest taps of one card after it.
      for (let guard = 0; guard < 20; guard += 1) {
        const now = await valueOf(page, testid)
        if (now === value) return
        const targets = await page.evaluate((id) => {
          const found = []
          for (const suffix of ['whole', 'fewer', 'more']) {
            const button = document.querySelector<HTMLButtonElement>(
              `[data-testid="${id}-${suffix}"]`,
            )
            if (button && !button.disabled) {
              found.push({ testid: `${id}-${suffix}`, to: Number(button.dataset.to) })
            }
          }
          return found
        }, testid)
        const best = targets.reduce((a, b) =>
          Math.abs(value - b.to) < Math.abs(value - a.to) ? b : a,
        )
        await click(best.testid)
      }
      throw new Error(`${testid} never reached ${value}`)
    },
    async save() {
      await click('save')
    },
  }
}

/** The card table as the keyboard sees it: its rows on screen, and the cell with focus. */
interface GridView {
  rows: { key: string; name: string; columns: number[] }[]
  focus: GridPosition | null
  target: GridPosition | null
}

async function gridView(page: Page, testid: string): Promise<GridView> {
  return page.evaluate((id) => {
    const target = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!
    const grid = target.closest('[role="grid"]')!
    const rows: { key: string; name: string; columns: number[] }[] = []
    for (const cell of grid.querySelectorAll<HTMLElement>('[data-grid-row]')) {
      if (cell.offsetParent === null) continue
      const key = cell.dataset.gridRow!
      let row = rows.find((candidate) => candidate.key === key)
      if (!row) rows.push((row = { key, name: cell.dataset.gridName!, columns: [] }))
      row.columns.push(Number(cell.dataset.gridColumn))
    }
    const position = (element: Element | null) => {
      if (!(element instanceof HTMLElement) || element.dataset.gridRow === undefined) return null
      const row = rows.findIndex((candidate) => candidate.key === element.dataset.gridRow)
      return row < 0 ? null : { row, column: Number(element.dataset.gridColumn) }
    }
    const active = grid.contains(document.activeElement) ? document.activeElement : null
    return { rows, focus: position(active), target: position(target) }
  }, testid)
}

/** The fewest keys from one cell of the grid to another (arrows, Home, End, letters). */
function shortestKeys(view: GridView, from: GridPosition, to: GridPosition): string[] {
  const cells = view.rows.map((row) => row.columns)
  const names = view.rows.map((row) => row.name)
  const letters = [...new Set(names.flatMap(wordInitials))]
  const id = (position: GridPosition) => `${position.row}:${position.column}`
  const seen = new Map<string, string[]>([[id(from), []]])
  const queue: GridPosition[] = [from]
  while (queue.length > 0) {
    const here = queue.shift()!
    const path = seen.get(id(here))!
    if (here.row === to.row && here.column === to.column) return path
    const moves: [string, GridPosition | null][] = [
      ...gridMoveKeys.map((key): [string, GridPosition | null] => [
        key,
        moveInGrid(here, key, cells),
      ]),
      ...letters.map((letter): [string, GridPosition | null] => {
        const row = typeAhead(names, here.row, letter)
        const column = row === null ? null : nearestColumn(cells[row]!, here.column)
        return [letter, row === null || column === null ? null : { row, column }]
      }),
    ]
    for (const [key, next] of moves) {
      if (next && !seen.has(id(next))) {
        seen.set(id(next), [...path, key])
        queue.push(next)
      }
    }
  }
  throw new Error('no way through the grid')
}

function keyboard(page: Page, effort: Effort): Actions {
  const press = async (key: string) => {
    await page.keyboard.press(key)
    effort.keys += 1
  }
  /** Where focus is relative to the target: 0 there (or on its radio group), -1 before, 1 after. */
  const where = (testid: string) =>
    page.evaluate((id) => {
      const target = document.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)!
      const active = document.activeElement
      if (!active || active === document.body) return -1
      if (active === target) return 0
      if (
        target.type === 'radio' &&
        active instanceof HTMLInputElement &&
        active.type === 'radio' &&
        active.name === target.name
      ) {
        return 0
      }
      return active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
    }, testid)
  const tabTo = async (testid: string) => {
    for (let guard = 0; guard < 200; guard += 1) {
      const position = await where(testid)
      if (position === 0) return
      await press(position < 0 ? 'Tab' : 'Shift+Tab')
    }
    throw new Error(`Tab never reached ${testid}`)
  }
  /** Into the card table (at its one tab stop, or at what a reveal shows), then to the count. */
  const gridTo = async (testid: string) => {
    const reveal = await revealer(page, testid)
    if (reveal) {
      await tabTo(reveal)
      await press('Space')
    }
    let view = await gridView(page, testid)
    if (view.focus === null) {
      const entry = await page.evaluate((id) => {
        const grid = document.querySelector(`[data-testid="${id}"]`)!.closest('[role="grid"]')!
        return grid.querySelector<HTMLElement>('[data-grid-row][tabindex="0"]')!.dataset.testid!
      }, testid)
      await tabTo(entry)
      view = await gridView(page, testid)
    }
    for (const key of shortestKeys(view, view.focus!, view.target!)) await press(key)
  }
  return {
    async choose(testid) {
      if (await isChosen(page, testid)) return
      const option = await listOf(page, testid)
      await tabTo(option ? option.list : testid)
      for (let guard = 0; guard < 20 && !(await isChosen(page, testid)); guard += 1) {
        const step = await page.evaluate((id) => {
          const target = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!
          if (target instanceof HTMLOptionElement) {
            const list = target.closest('select')!
            return target.index > list.selectedIndex ? 'ArrowDown' : 'ArrowUp'
          }
          const radio = target as HTMLInputElement
          const radios = [
            ...document.querySelectorAll<HTMLInputElement>(`input[name="${radio.name}"]`),
          ]
          const from = radios.indexOf(document.activeElement as HTMLInputElement)
          const to = radios.indexOf(radio)
          return to === from ? 'Space' : to > from ? 'ArrowRight' : 'ArrowLeft'
        }, testid)
        // Tab into a group with nothing chosen focuses its first option without choosing it.
        await press(step)
      }
    },
    async count(testid, value) {
      if ((await page.getByTestId(testid).isVisible()) && (await valueOf(page, testid)) === value)
        return
      const inGrid = await page
        .getByTestId(testid)
        .evaluate((element) => element.closest('[role="grid"]') !== null)
      if (inGrid) await gridTo(testid)
      else await tabTo(testid)
      // A count of the table takes its digit; another field selects itself on focus.
      for (const digit of String(value)) await press(digit)
    },
    async save() {
      await press('Enter')
    },
  }
}

/** The mean, rounded to one decimal, as docs/performance.md reports it. */
export function mean(values: number[]): number {
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10
}
