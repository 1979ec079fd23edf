import { vi } from 'vitest'
import type { DOMWrapper, VueWrapper } from '@vue/test-utils'
import type { GameLog } from '../../../src/engine'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'

/** Long enough for a game's screens, or the game page, to be fetched on a busy 2-core machine. */
const fetched = { timeout: 15_000 }

/** The new-game page of the whole app, once the chosen game's settings are on it. */
export async function openNewGame(languages = ['en']) {
  const test = createTestPlatform()
  const wrapper = await mountApp({ platform: test.platform, languages }, '/new')
  await settingsShown(wrapper)
  return { wrapper, test }
}

/** The game's settings arrive once its screens are fetched: every game's ask for a target. */
export async function settingsShown(wrapper: VueWrapper) {
  await vi.waitFor(() => {
    if (!wrapper.find('input[role="spinbutton"]').exists())
      throw new Error('settings not shown yet')
  }, fetched)
}

type Control = Omit<DOMWrapper<HTMLInputElement>, 'exists'>

/** A control found by the text of its label, as a player finds it. */
export function byLabel(wrapper: VueWrapper, text: string): Control {
  const label = wrapper.findAll('label').find((each) => each.text().trim() === text)
  if (!label) throw new Error(`No label "${text}"`)
  const id = label.attributes('for')
  if (id) return wrapper.get<HTMLInputElement>(`[id="${id}"]`)
  return label.get<HTMLInputElement>('input')
}

/** The message a control names in its aria-describedby: its problem, under it. */
export function problemOf(wrapper: VueWrapper, control: Control): string {
  const [problemId] = (control.attributes('aria-describedby') ?? '').split(' ')
  return wrapper.get(`[id="${problemId}"]`).text()
}

export async function fillNames(wrapper: VueWrapper, names: readonly string[]) {
  for (const [index, name] of names.entries()) {
    await byLabel(wrapper, `Player ${index + 1}`).setValue(name)
  }
}

/**
 * Presses Start the game and waits for the log it saved, then for the game page the app opens on
 * it: a test that ended while that page was still being fetched would tear down under it.
 */
export async function startAndSave(
  wrapper: VueWrapper,
  test: ReturnType<typeof createTestPlatform>,
): Promise<GameLog> {
  await wrapper.get('button[type="submit"]').trigger('click')
  const log = await vi.waitFor(() => {
    const [saved] = test.savedGames().values()
    if (!saved) throw new Error('nothing saved yet')
    return saved
  }, fetched)
  await vi.waitFor(() => wrapper.get('[data-testid="score-sheet"]'), fetched)
  return log
}

/** Chooses a game by its name, as its radio button is named (the rest of its card describes it). */
export async function chooseGame(wrapper: VueWrapper, name: string) {
  const radio = wrapper
    .findAll<HTMLInputElement>('input[type="radio"][aria-labelledby]')
    .find((each) => wrapper.get(`[id="${each.attributes('aria-labelledby')}"]`).text() === name)
  if (!radio) throw new Error(`No game "${name}"`)
  await radio.setValue(true)
  await settingsShown(wrapper)
}
