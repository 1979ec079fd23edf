import { flushPromises } from '@vue/test-utils'
import { loadReference } from '../../../src/renderer/src/rules/references'

/**
 * Waits until the rule links of a game name their rules: its rules reference is fetched the first
 * time one of them is shown, and they show the rule ids until then.
 */
export async function ruleNamesShown(game: string): Promise<void> {
  await loadReference(game)
  await flushPromises()
}
