import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { GameLog } from '../../src/engine'
import type { HandRecord, MysteryRummyLog } from '../../src/games/mystery-rummy-jekyll-hyde/engine'
import { draftFor } from '../../src/games/mystery-rummy-jekyll-hyde/screens/hand-entry/draft'
import { useHandDraftsStore } from '../../src/renderer/src/stores/hand-drafts'
import { applyChanges, type DraftChange } from '../../src/shared/sync/draft-tree'
import { firstHands } from './score-sheet/games'
import { handFormShown } from './support/hand-form'
import { mountApp } from './support/mount-app'
import { createTestPlatform } from './support/test-platform'

enableAutoUnmount(afterEach)

/** A game of two hands in the library, the app opened at `path` inside it. */
async function openGame(path = '', test = createTestPlatform()) {
  const { log } = firstHands('game-won', 2)
  if (!test.savedGames().has(log.id!)) await test.platform.saveGame(log)
  const wrapper = await mountApp(
    { platform: test.platform, languages: ['en'] },
    `/game/${log.id}${path}`,
  )
  if (path !== '') await handFormShown(wrapper)
  return { wrapper, test, log }
}

const byTestId = (wrapper: VueWrapper, id: string) => wrapper.get(`[data-testid="${id}"]`)

async function type(wrapper: VueWrapper, id: string, value: number) {
  const input = byTestId(wrapper, id)
  ;(input.element as HTMLInputElement).focus()
  await input.setValue(String(value))
  await flushPromises()
}

async function press(key: string) {
  const target = document.activeElement ?? document.body
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  await flushPromises()
}

/**
 * What HandView keeps when another device saved hand `hand` without these changes of this
 * device's: the hand's correction with them put in, and where it comes from.
 */
async function keptAsCorrection(
  wrapper: VueWrapper,
  log: GameLog,
  hand: number,
  changes: DraftChange[],
) {
  const drafts = useHandDraftsStore(wrapper.vm.$pinia)
  const values = draftFor(log as MysteryRummyLog, hand - 1, log.hands[hand - 1] as HandRecord)
  applyChanges(values as unknown as Record<string, unknown>, changes)
  const savedAt = '2026-11-30T20:00:00.000Z'
  drafts.keep(log.id!, { hand, game: log.game, values, at: null, savedAt })
  drafts.noteMissed(log.id!, { hand, changes })
  await flushPromises()
}

/** Every draft write asked for so far, done. */
async function written(wrapper: VueWrapper) {
  await useHandDraftsStore(wrapper.vm.$pinia).flush()
}

// The first test also loads the game and hand pages' code.
describe('a hand in progress', { timeout: 20_000 }, () => {
  it('is kept as it is typed, beside the game, and Escape leaves it kept', async () => {
    const { wrapper, test, log } = await openGame('/hand/new')
    await byTestId(wrapper, 'ending-went-out-bram').setValue(true)
    await type(wrapper, 'evidence-bram-poole', 4)
    await press('Escape')
    await written(wrapper)

    expect(wrapper.get('[data-testid="hand-in-progress"]').text()).toContain(
      'Hand 3 is in progress: what you entered is kept.',
    )
    expect(test.savedDrafts().get(log.id!)).toMatchObject({
      hand: 'new',
      at: 'evidence-bram-poole',
      values: { ending: { type: 'went-out', player: 'bram' } },
    })
    // A draft is not a hand: the game and its scores are as they were.
    expect(test.savedGames().get(log.id!)).toEqual(log)
    expect(wrapper.findAll('tbody tr')).toHaveLength(2)
    // The next thing to do is to resume it.
    expect(document.activeElement).toBe(byTestId(wrapper, 'resume-draft').element)
  })

  it('reopens where it was, after a reload too: same values, focus on the field last changed', async () => {
    const first = await openGame('/hand/new')
    await byTestId(first.wrapper, 'identity-hyde').setValue(true)
    await type(first.wrapper, 'evidence-ada-utterson', 3)
    await written(first.wrapper)
    first.wrapper.unmount()

    // A new app over the same storage: what a reload or a crash leaves.
    const { wrapper } = await openGame('', first.test)
    await byTestId(wrapper, 'resume-draft').trigger('click')
    await handFormShown(wrapper)
    expect(wrapper.get('#hand-title').text()).toBe('Hand 3')
    expect((byTestId(wrapper, 'identity-hyde').element as HTMLInputElement).checked).toBe(true)
    expect((byTestId(wrapper, 'evidence-ada-utterson').element as HTMLInputElement).value).toBe('3')
    expect(document.activeElement).toBe(byTestId(wrapper, 'evidence-ada-utterson').element)
  })

  it('is gone once the hand is saved', async () => {
    const { wrapper, test, log } = await openGame('/hand/new')
    await byTestId(wrapper, 'ending-case-file-exhausted').setValue(true)
    await written(wrapper)
    expect(test.savedDrafts().has(log.id!)).toBe(true)
    await byTestId(wrapper, 'save').trigger('click')
    await flushPromises()
    await written(wrapper)
    expect(test.savedDrafts().has(log.id!)).toBe(false)
    expect(wrapper.get('[data-testid="hand-in-progress"]').text()).toBe('')
    expect(wrapper.findAll('tbody tr')).toHaveLength(3)
  })

  it('is not kept when nothing was changed', async () => {
    const { wrapper, test, log } = await openGame('/hand/new')
    await byTestId(wrapper, 'identity-hyde').setValue(true)
    expect(byTestId(wrapper, 'cancel').text()).toBe('Keep for later')
    await byTestId(wrapper, 'identity-jekyll').setValue(true)
    expect(byTestId(wrapper, 'cancel').text()).toBe('Cancel')
    await press('Escape')
    await written(wrapper)
    expect(test.savedDrafts().has(log.id!)).toBe(false)
    expect(wrapper.get('[data-testid="hand-in-progress"]').text()).toBe('')
  })

  it('is discarded from the game page without a question, and Undo brings it back', async () => {
    const { wrapper, test, log } = await openGame('/hand/1')
    await type(wrapper, 'work-in-lab-ada', 2)
    expect(byTestId(wrapper, 'cancel').text()).toBe('Keep for later')
    await byTestId(wrapper, 'cancel').trigger('click')
    await flushPromises()
    const notice = () => wrapper.get('[data-testid="hand-in-progress"]')
    expect(notice().text()).toContain('Your correction of hand 1 is in progress')

    await byTestId(wrapper, 'discard-draft').trigger('click')
    await written(wrapper)
    expect(notice().text()).toContain('Correction of hand 1 discarded.')
    expect(test.savedDrafts().has(log.id!)).toBe(false)
    expect(document.activeElement).toBe(byTestId(wrapper, 'discarded-notice').element)
    expect(notice().text()).toContain('Undo brings it back.')

    await byTestId(wrapper, 'undo').trigger('click')
    await written(wrapper)
    expect(test.savedDrafts().get(log.id!)).toMatchObject({ hand: 1 })
    await byTestId(wrapper, 'resume-draft').trigger('click')
    await handFormShown(wrapper)
    expect(wrapper.get('#hand-title').text()).toBe('Correct hand 1')
    expect((byTestId(wrapper, 'work-in-lab-ada').element as HTMLInputElement).value).toBe('2')
  })

  it('says where a correction comes from when it holds what another device saved the hand without', async () => {
    const { wrapper, test, log } = await openGame()
    const drafts = useHandDraftsStore(wrapper.vm.$pinia)
    const changes = [{ path: ['areas', 'ada', 'workInLab'], value: 2 }]
    await keptAsCorrection(wrapper, log, 2, changes)
    const text = () => byTestId(wrapper, 'in-progress-text').text()
    expect(text()).toBe(
      'Hand 2 was saved on another device before a change made on this device reached it: that change is not in it.',
    )
    expect(byTestId(wrapper, 'resume-draft').text()).toBe('Put it in hand 2')
    expect(byTestId(wrapper, 'discard-draft').text()).toBe('Leave hand 2 as saved')
    // Kept like any draft: it outlives a reload.
    await written(wrapper)
    expect(test.savedDrafts().get(log.id!)).toMatchObject({ hand: 2 })

    await byTestId(wrapper, 'resume-draft').trigger('click')
    await handFormShown(wrapper)
    expect(wrapper.get('#hand-title').text()).toBe('Correct hand 2')
    expect((byTestId(wrapper, 'work-in-lab-ada').element as HTMLInputElement).value).toBe('2')
    expect(drafts.missedOf(log.id!)).toBeNull()
  })

  it('leaves the saved hand as it is when the players say so, and Undo brings the changes back', async () => {
    const { wrapper, log } = await openGame()
    const drafts = useHandDraftsStore(wrapper.vm.$pinia)
    const changes = [
      { path: ['areas', 'ada', 'workInLab'], value: 2 },
      { path: ['note'], value: 'typed offline' },
    ]
    await keptAsCorrection(wrapper, log, 1, changes)
    expect(byTestId(wrapper, 'in-progress-text').text()).toContain('before 2 changes made on this')
    expect(byTestId(wrapper, 'resume-draft').text()).toBe('Put them in hand 1')
    await byTestId(wrapper, 'discard-draft').trigger('click')
    await flushPromises()
    expect(byTestId(wrapper, 'discarded-notice').text()).toContain(
      'Correction of hand 1 discarded.',
    )
    expect(drafts.missedOf(log.id!)).toBeNull()
  })

  it('is discarded from its own form, which then closes', async () => {
    const { wrapper, test, log } = await openGame('/hand/new')
    await type(wrapper, 'evidence-ada-poole', 3)
    await byTestId(wrapper, 'discard').trigger('click')
    await written(wrapper)
    expect(wrapper.find('[data-testid="hand-entry"]').exists()).toBe(false)
    expect(test.savedDrafts().has(log.id!)).toBe(false)
    expect(wrapper.get('[data-testid="hand-in-progress"]').text()).toContain('Hand 3 discarded.')
  })

  it('once discarded, has one Undo on the page, which brings it back before undoing the sheet', async () => {
    const { wrapper, test, log } = await openGame('/hand/new')
    await type(wrapper, 'evidence-ada-poole', 3)
    await byTestId(wrapper, 'discard').trigger('click')
    await written(wrapper)
    const undoButtons = wrapper.findAll('button').filter((button) => button.text() === 'Undo')
    expect(undoButtons).toHaveLength(1)
    expect(undoButtons[0]!.attributes('disabled')).toBeUndefined()

    await undoButtons[0]!.trigger('click')
    await written(wrapper)
    expect(test.savedDrafts().get(log.id!)).toMatchObject({ hand: 'new' })
    expect(wrapper.get('[data-testid="hand-in-progress"]').text()).toContain(
      'Hand 3 is in progress',
    )
    // Nothing of the sheet was changed in this visit: with the hand back, Undo has nothing left.
    expect(byTestId(wrapper, 'undo').attributes('disabled')).toBeDefined()
    expect(test.savedGames().get(log.id!)?.hands).toHaveLength(2)
  })

  it('keeps another hand’s form waiting until it is resumed or discarded', async () => {
    const { wrapper } = await openGame('/hand/new')
    await type(wrapper, 'evidence-ada-poole', 3)
    await wrapper.vm.$router.push('/game/game-won/hand/1')
    await flushPromises()
    expect(wrapper.find('[data-testid="hand-entry"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="hand-in-progress"]').text()).toContain(
      'Resume it or discard it before starting another hand.',
    )
    await byTestId(wrapper, 'discard-draft').trigger('click')
    await handFormShown(wrapper)
    expect(wrapper.get('#hand-title').text()).toBe('Correct hand 1')
    expect(wrapper.find('[data-testid="hand-entry"]').exists()).toBe(true)
  })

  it('lets the players leave another hand’s waiting form for the game, the hand in progress kept', async () => {
    const { wrapper, test, log } = await openGame('/hand/new')
    await type(wrapper, 'evidence-ada-poole', 3)
    await wrapper.vm.$router.push('/game/game-won/hand/1')
    await flushPromises()
    const back = byTestId(wrapper, 'back-to-game')
    expect(back.text()).toBe('Back to the score sheet')
    await back.trigger('click')
    await flushPromises()
    expect(wrapper.vm.$router.currentRoute.value.name).toBe('game')
    await written(wrapper)
    expect(test.savedDrafts().get(log.id!)).toMatchObject({ hand: 'new' })
    expect(wrapper.get('[data-testid="hand-in-progress"]').text()).toContain(
      'Hand 3 is in progress',
    )
  })
})
