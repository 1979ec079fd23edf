import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import HandBreakdownDialog from '../../../src/renderer/src/components/score-sheet/HandBreakdownDialog.vue'
import type { Locale } from '../../../src/shared/i18n'
import { installDialogShim } from '../support/dialog-shim'
import { bambusGame, mountBambus } from './bambus-games'
import { game, mountIn } from './games'

enableAutoUnmount(afterEach)
beforeAll(installDialogShim)

/** Opens hand `number` of the won game as the score sheet does: from a focused button. */
function openFrom(number: number, locale: Locale = 'en') {
  const opener = document.createElement('button')
  opener.textContent = 'opener'
  document.body.append(opener)
  opener.focus()
  const wrapper = mountIn(
    locale,
    HandBreakdownDialog,
    { log: game('game-won').log, number },
    document.body,
  )
  const dialog = wrapper.get('dialog').element as HTMLDialogElement
  const close = [...dialog.querySelectorAll('button')].find(
    (button) => button.textContent?.trim() === (locale === 'en' ? 'Close' : 'Fermer'),
  )
  if (!close) throw new Error('no Close button')
  return { wrapper, dialog, opener, close }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('the hand breakdown dialog', () => {
  it("opens as a modal, named after the hand, with the hand's breakdown in it", () => {
    const { dialog } = openFrom(3)

    expect(dialog.open).toBe(true)
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent?.trim()).toBe('Hand 3: how every point was counted')
    const lines = dialog.querySelectorAll('[data-testid="breakdown-line"]')
    expect(lines[0]?.querySelector('.line__sentence')?.textContent).toBe(
      "5 × Dr. Jekyll's Will [J] at 2: doubled, Dr. Jekyll is up",
    )
    expect(dialog.querySelectorAll('[data-testid="hand-score"]')).toHaveLength(2)
  })

  it('moves focus to Close, and gives it back to the opener when closed', async () => {
    const { wrapper, dialog, opener, close } = openFrom(1)
    expect(document.activeElement).toBe(close)

    close.click()
    await flushPromises()

    expect(dialog.open).toBe(false)
    expect(wrapper.emitted('close')).toHaveLength(1)
    expect(document.activeElement).toBe(opener)
  })

  it('closes on Escape', async () => {
    const { wrapper, dialog, opener } = openFrom(2)

    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    document.activeElement?.dispatchEvent(escape)
    await flushPromises()

    expect(escape.defaultPrevented).toBe(true)
    expect(dialog.open).toBe(false)
    expect(wrapper.emitted('close')).toHaveLength(1)
    expect(document.activeElement).toBe(opener)
  })

  it('stays open on other keys and on clicks inside it', async () => {
    const { wrapper, dialog } = openFrom(2)

    dialog
      .querySelector('h2')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    dialog.querySelector('h2')?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await flushPromises()

    expect(dialog.open).toBe(true)
    expect(wrapper.emitted('close')).toBeUndefined()
  })

  it('closes on a click on the backdrop', async () => {
    const { wrapper, dialog } = openFrom(2)

    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await flushPromises()

    expect(dialog.open).toBe(false)
    expect(wrapper.emitted('close')).toHaveLength(1)
  })

  it('gives focus back when the page takes it away while open', () => {
    const { wrapper, opener } = openFrom(1)

    wrapper.unmount()

    expect(document.activeElement).toBe(opener)
  })

  it('speaks French', () => {
    const { dialog } = openFrom(2, 'fr')

    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent?.trim()).toBe('Manche 2\u00a0: le détail de chaque point')
    expect(dialog.textContent).toContain(
      'Rien ne compte cette manche\u00a0: Bram a réussi un shut-out',
    )
  })

  it("offers What if… once the game's screens have one, and shows the game's own view", async () => {
    const { dialog } = openFrom(1)
    const whatIf = () => dialog.querySelector<HTMLButtonElement>('[data-testid="what-if-open"]')

    await vi.waitFor(() => expect(whatIf()).not.toBeNull())
    whatIf()!.click()
    await vi.dynamicImportSettled()
    await flushPromises()

    expect(dialog.querySelector('h2')?.textContent?.trim()).toBe('Hand 1: what if…')
    expect(dialog.querySelector('[data-testid="what-if-back"]')).not.toBeNull()
  })

  it('offers no What if… for a game whose screens have none', async () => {
    const { log } = bambusGame('rulebook-scoring-example')
    const wrapper = mountBambus('en', HandBreakdownDialog, { log, number: 1 })
    await vi.dynamicImportSettled()
    await flushPromises()

    expect(wrapper.find('[data-testid="what-if-open"]').exists()).toBe(false)
    expect(wrapper.findAll('[data-testid="hand-score"]')).toHaveLength(2)
  })
})
