import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { useHandDraftsStore } from '../../src/renderer/src/stores/hand-drafts'
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

  it('offers what this device entered in a hand another device saved without it, as that hand’s correction', async () => {
    const { wrapper, test, log } = await openGame()
    const drafts = useHandDraftsStore(wrapper.vm.$pinia)
    const workInLab = { path: ['areas', 'ada', 'workInLab'], value: 2 }
    // A hand the game does not hold (yet): nothing to say about it.
    drafts.noteMissed(log.id!, { hand: 3, changes: [workInLab] })
    await flushPromises()
    expect(wrapper.find('[data-testid="missed-notice"]').exists()).toBe(false)
    drafts.noteMissed(log.id!, { hand: 2, changes: [workInLab] })
    await flushPromises()
    expect(byTestId(wrapper, 'missed-notice').text()).toBe(
      'Hand 2 was saved on another device before a change made on this device reached it: that change is not in it.',
    )
    expect(byTestId(wrapper, 'add-missed').text()).toBe('Put it in hand 2')

    await byTestId(wrapper, 'add-missed').trigger('click')
    await handFormShown(wrapper)
    expect(wrapper.get('#hand-title').text()).toBe('Correct hand 2')
    expect((byTestId(wrapper, 'work-in-lab-ada').element as HTMLInputElement).value).toBe('2')
    await written(wrapper)
    // The correction keeps it from now on, as any draft: the notice has done its work.
    expect(test.savedDrafts().get(log.id!)).toMatchObject({ hand: 2 })
    expect(drafts.missedOf(log.id!)).toBeNull()
  })

  it('puts them in only from the notice: a correction opened from the sheet starts from the saved hand', async () => {
    const { wrapper, log } = await openGame()
    const drafts = useHandDraftsStore(wrapper.vm.$pinia)
    drafts.noteMissed(log.id!, {
      hand: 2,
      changes: [{ path: ['areas', 'ada', 'workInLab'], value: 2 }],
    })
    await wrapper.vm.$router.push(`/game/${log.id}/hand/2`)
    await handFormShown(wrapper)
    expect((byTestId(wrapper, 'work-in-lab-ada').element as HTMLInputElement).value).toBe(
      String(log.hands[1]!.areas.ada?.workInLab ?? 0),
    )
    expect(drafts.missedOf(log.id!)).not.toBeNull()
  })

  it('leaves the saved hand as it is when the players say so', async () => {
    const { wrapper, log } = await openGame()
    const drafts = useHandDraftsStore(wrapper.vm.$pinia)
    const changes = [
      { path: ['areas', 'ada', 'workInLab'], value: 2 },
      { path: ['note'], value: 'typed offline' },
    ]
    drafts.noteMissed(log.id!, { hand: 1, changes })
    await flushPromises()
    expect(byTestId(wrapper, 'missed-notice').text()).toContain('before 2 changes made on this')
    await byTestId(wrapper, 'keep-as-saved').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-testid="missed-notice"]').exists()).toBe(false)
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
