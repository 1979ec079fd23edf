import type { Page } from '@playwright/test'
import type { HandRecord } from '../../src/engine'

/** How a hand is entered: with the mouse (or a finger) alone, or with the keyboard alone. */
export type Input = 'mouse' | 'keyboard'

/** What entering one hand cost: clicks (taps) and key presses. */
export interface Effort {
  clicks: number
  keys: number
}

/**
 * Enters a hand record through the form as a player would, with one input only, and counts
 * every click or key press it takes, Save included. The player takes the shortest way the form
 * offers: a control already showing the right value is left alone; with the mouse, a count is
 * raised by its fastest control (a card's badge when the form has one, else "+"); with the
 * keyboard, Tab (or Shift+Tab) to the field, arrows in a radio group, digits in a count.
 */
export async function enterHand(page: Page, hand: HandRecord, input: Input): Promise<Effort> {
  const effort: Effort = { clicks: 0, keys: 0 }
  const act = input === 'mouse' ? mouse(page, effort) : keyboard(page, effort)

  await act.choose(`identity-${hand.identity}`)
  await act.choose(
    hand.ending.type === 'went-out'
      ? `ending-went-out-${hand.ending.player}`
      : 'ending-case-file-exhausted',
  )
  await act.choose(hand.dealer ? `dealer-${hand.dealer}` : 'dealer-none')
  for (const [player, area] of Object.entries(hand.areas)) {
    for (const [family, count] of Object.entries(area.evidence ?? {})) {
      await act.count(`evidence-${player}-${family}`, count)
    }
    if (area.workInLab) await act.count(`work-in-lab-${player}`, area.workInLab)
  }
  for (const [player, area] of Object.entries(hand.areas)) {
    const placement = area.transformation
    if (!placement) continue
    await act.choose(`transformation-area-${player}`)
    await act.choose(`transformation-family-${placement.family}`)
    await act.count('transformation-cards', Number(placement.cards))
    await act.choose(`transformation-played-by-${placement.playedBy ?? player}`)
  }
  for (const held of Object.values(hand.leftInHand ?? {})) {
    if ('cards' in held && typeof held.cards === 'object' && held.cards !== null) {
      await act.choose('left-mode-cards')
      for (const [card, count] of Object.entries(held.cards as Record<string, number>)) {
        if (card === 'transformation') await act.choose('transformation-held')
        else await act.count(`left-${card}`, count)
      }
    } else {
      await act.choose('left-mode-points')
      await act.count('left-points', Number(held.points))
      if (held.transformation === true) await act.choose('transformation-held')
    }
  }
  await act.save()
  return effort
}

interface Actions {
  choose(testid: string): Promise<void>
  count(testid: string, value: number): Promise<void>
  save(): Promise<void>
}

async function isChecked(page: Page, testid: string): Promise<boolean> {
  return page.getByTestId(testid).isChecked()
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
      if (!(await isChecked(page, testid))) await click(testid)
    },
    async count(testid, value) {
      const reveal = await revealer(page, testid)
      if (reveal) await click(reveal)
      let now = await valueOf(page, testid)
      const badge = page.getByTestId(`${testid}-badge`)
      while (now < value && (await badge.count()) > 0 && (await badge.isEnabled())) {
        await click(`${testid}-badge`)
        const next = await valueOf(page, testid)
        if (next > value) {
          // The badge's jump went past the count: back down with "−".
          for (let step = next; step > value; step -= 1) await click(`${testid}-fewer`)
        }
        now = await valueOf(page, testid)
      }
      for (; now < value; now += 1) await click(`${testid}-more`)
      for (; now > value; now -= 1) await click(`${testid}-fewer`)
    },
    async save() {
      await click('save')
    },
  }
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
  return {
    async choose(testid) {
      if (await isChecked(page, testid)) return
      await tabTo(testid)
      for (let guard = 0; guard < 12 && !(await isChecked(page, testid)); guard += 1) {
        const step = await page.evaluate((id) => {
          const target = document.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)!
          const radios = [
            ...document.querySelectorAll<HTMLInputElement>(`input[name="${target.name}"]`),
          ]
          const from = radios.indexOf(document.activeElement as HTMLInputElement)
          const to = radios.indexOf(target)
          return to === from ? 'Space' : to > from ? 'ArrowRight' : 'ArrowLeft'
        }, testid)
        // Tab into a group with nothing chosen focuses its first option without choosing it.
        await press(step)
      }
    },
    async count(testid, value) {
      const reveal = await revealer(page, testid)
      if (reveal) {
        await tabTo(reveal)
        await press('Space')
      }
      if ((await valueOf(page, testid)) === value) return
      await tabTo(testid)
      // The field selects itself on focus: the digits replace the count.
      for (const digit of String(value)) await press(digit)
    },
    async save() {
      await press('Enter')
    },
  }
}

/** The mean, rounded to one decimal, as the README reports it. */
export function mean(values: number[]): number {
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10
}
