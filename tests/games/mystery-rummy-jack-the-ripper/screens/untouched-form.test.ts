import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const log = withoutHands(golden('spec-game-log-example'))
/** The ids the log writes an ending with: none of them is a word a player reads. */
const endingIds = ['went-out', 'commissioner-resigns', 'ripper-escapes', 'case-file-exhausted']
const focusedId = () => document.activeElement?.getAttribute('data-testid') ?? null

describe('the empty hand form', () => {
  it('shows no error until something is entered, only what Save waits for', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    expect(entry.has('field-problems')).toBe(false)
    expect(entry.saveState()).toBe('Say how the hand ended to save it')
    expect(entry.saveButton().disabled).toBe(true)
    expect(entry.has('show-problem')).toBe(false)
  })

  it('Enter while the ending is awaited takes the keyboard to the ending', async () => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await entry.count('p1-evidence-druitt', 3)
    await entry.pressKey(entry.byTestId('p1-evidence-druitt').element, 'Enter')
    await nextTick()
    expect(wrapper.emitted('save')).toBeUndefined()
    expect(focusedId()).toBe('ending-went-out')
  })

  it('an ending half chosen is a problem to fix: Save no longer merely waits', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    await entry.choose('ending-went-out')
    expect(entry.saveState()).toContain('1 problem to fix before saving')
    await entry.choose('ending-player-p1')
    expect(entry.problemsAt('ending')).toEqual([])
  })

  for (const locale of ['en', 'fr'] as const) {
    it(`names a half-chosen ending in words, never by its id (${locale})`, async () => {
      const { wrapper, entry } = await mountEntry({ log, handIndex: 0 }, locale)
      await entry.choose('ending-commissioner-resigns')
      expect(entry.problemsAt('ending')).toEqual(['bad-ending'])
      const text = wrapper.get('[data-field="ending"] li').text()
      for (const id of endingIds) expect(text).not.toContain(id)
      expect(text).toContain(locale === 'en' ? 'Commissioner Resigns' : 'Démission du commissaire')
    })
  }

  it('waits in French too', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 }, 'fr')
    expect(entry.has('field-problems')).toBe(false)
    expect(entry.saveState()).toBe('Dites comment la manche a fini pour l’enregistrer')
  })
})
