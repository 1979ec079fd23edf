import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { vi } from 'vitest'

/** Resolves once a hand form is on screen: a game's form is fetched the first time it is shown. */
export async function handFormShown(wrapper: VueWrapper): Promise<void> {
  await vi.waitFor(() => wrapper.get('[data-testid="hand-entry"]'), { timeout: 10_000 })
  await flushPromises()
}
