import { enableAutoUnmount, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick, ref } from 'vue'
import PageNotice from '../../../src/renderer/src/components/notice/PageNotice.vue'
import type { Notice } from '../../../src/renderer/src/components/notice/notice'
import { createCasebookI18n, type Locale } from '../../../src/shared/i18n'

enableAutoUnmount(afterEach)
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  setVisibility('visible')
})

function mountNotice(notice: Notice | null, locale: Locale = 'en') {
  return mount(PageNotice, {
    props: { notice },
    attachTo: document.body,
    global: { plugins: [createCasebookI18n(locale)] },
  })
}

type Mounted = ReturnType<typeof mountNotice>
const closes = (wrapper: Mounted) => wrapper.emitted('close')?.length ?? 0

/** Lets `ms` of the page's time pass. */
async function wait(ms: number) {
  vi.advanceTimersByTime(ms)
  await nextTick()
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

const saved: Notice = { kind: 'done', text: 'Saved as Ada – Bram 2026-11-28.json.' }
const deleted: Notice = { kind: 'offer', text: 'Hand 11 deleted. Undo brings it back.' }
const refused: Notice = { kind: 'problem', text: 'Hand 1 was not deleted: a later hand…' }

describe("the game page's notice", () => {
  it('is a live region that is always there, so that each new notice is said', async () => {
    const wrapper = mountNotice(null)
    const region = wrapper.get('[role="status"]')
    expect(region.text()).toBe('')
    expect(wrapper.find('[data-testid="page-notice-close"]').exists()).toBe(false)
    await wrapper.setProps({ notice: saved })
    expect(wrapper.get('[role="status"]').element).toBe(region.element)
    expect(region.text()).toBe(saved.text)
  })

  it('says what was done for 8 seconds', async () => {
    const wrapper = mountNotice(saved)
    await wait(7_999)
    expect(closes(wrapper)).toBe(0)
    await wait(1)
    expect(closes(wrapper)).toBe(1)
  })

  it('leaves an offer 20 seconds to be taken up', async () => {
    const wrapper = mountNotice(deleted)
    await wait(19_999)
    expect(closes(wrapper)).toBe(0)
    await wait(1)
    expect(closes(wrapper)).toBe(1)
  })

  it('keeps a problem until the player closes it', async () => {
    const wrapper = mountNotice(refused)
    await wait(60 * 60_000)
    expect(closes(wrapper)).toBe(0)
    await wrapper.get('[data-testid="page-notice-close"]').trigger('click')
    expect(closes(wrapper)).toBe(1)
  })

  it('goes at once when what it offers can no longer be done, however long it had left', async () => {
    const undoable = ref(true)
    const wrapper = mountNotice({ ...deleted, stillPossible: () => undoable.value })
    await wait(1_000)
    expect(closes(wrapper)).toBe(0)
    undoable.value = false
    await nextTick()
    expect(closes(wrapper)).toBe(1)
  })

  it('does not count the time the pointer is over it or focus is in it', async () => {
    const wrapper = mountNotice(saved)
    await wait(5_000)
    await wrapper.get('[data-testid="page-notice"]').trigger('pointerenter')
    await wait(60_000)
    expect(closes(wrapper)).toBe(0)
    await wrapper.get('[data-testid="page-notice"]').trigger('pointerleave')
    await wait(2_999)
    expect(closes(wrapper)).toBe(0)
    await wait(1)
    expect(closes(wrapper)).toBe(1)

    const focused = mountNotice(saved)
    focused.get<HTMLButtonElement>('[data-testid="page-notice-close"]').element.focus()
    await nextTick()
    await wait(60_000)
    expect(closes(focused)).toBe(0)
    focused.get<HTMLButtonElement>('[data-testid="page-notice-close"]').element.blur()
    await nextTick()
    await wait(8_000)
    expect(closes(focused)).toBe(1)
  })

  it('does not count the time the page is not seen (a phone locked, another tab)', async () => {
    const wrapper = mountNotice(deleted)
    await wait(10_000)
    setVisibility('hidden')
    await nextTick()
    await wait(10 * 60_000)
    expect(closes(wrapper)).toBe(0)
    setVisibility('visible')
    await nextTick()
    await wait(9_999)
    expect(closes(wrapper)).toBe(0)
    await wait(1)
    expect(closes(wrapper)).toBe(1)
  })

  it('gives a new notice its own whole time', async () => {
    const wrapper = mountNotice(saved)
    await wait(7_000)
    await wrapper.setProps({ notice: { ...saved, text: 'Saved as Ada – Bram 2026-11-28.csv.' } })
    await wait(7_999)
    expect(closes(wrapper)).toBe(0)
    await wait(1)
    expect(closes(wrapper)).toBe(1)
  })

  it('has a labelled close button, in English and French', async () => {
    const english = mountNotice(saved)
    const button = english.get('[data-testid="page-notice-close"]')
    expect(button.attributes('aria-label')).toBe('Close this message')
    const french = mountNotice(saved, 'fr')
    expect(french.get('[data-testid="page-notice-close"]').attributes('aria-label')).toBe(
      'Fermer ce message',
    )
    await button.trigger('click')
    expect(closes(english)).toBe(1)
  })

  it('carries an offer’s action as a button, when the page has no other place for it', async () => {
    // The page answers the action with what was done, as the History page does after Undo.
    const run = vi.fn(() => void wrapper.setProps({ notice: saved }))
    const wrapper = mountNotice({
      kind: 'offer',
      text: 'Zoë is now Cleo in 2 games.',
      action: { label: 'Undo', run, testid: 'rename-undo' },
    })
    const action = wrapper.get('[data-testid="rename-undo"]')
    expect(action.text()).toBe('Undo')
    ;(action.element as HTMLButtonElement).focus()
    await action.trigger('click')
    await nextTick()
    expect(run).toHaveBeenCalledTimes(1)
    // The button goes with its offer; the keyboard stays in the notice, on its close.
    expect(wrapper.find('[data-testid="rename-undo"]').exists()).toBe(false)
    expect(document.activeElement?.getAttribute('data-testid')).toBe('page-notice-close')
  })
})
