import { enableAutoUnmount, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { addCatalogPart } from '../../../src/renderer/src/catalog-parts'
import JoinStatus from '../../../src/renderer/src/components/sharing/JoinStatus.vue'
import { createFirstScreenI18n } from '../../../src/shared/i18n/first-screen'

enableAutoUnmount(afterEach)

// Alone in its file: vue-i18n merges parts into the first screen's catalog object itself, so a
// test that mounted the whole catalog before would leave these words in it.
describe('the sharing words', () => {
  it('are not in the first download, and come with the catalog part "sharing"', async () => {
    const i18n = createFirstScreenI18n('fr')
    expect(i18n.global.te('sharing.join.offline')).toBe(false)
    await addCatalogPart(i18n.global, 'sharing')
    const wrapper = mount(JoinStatus, { props: { state: 'offline' }, global: { plugins: [i18n] } })
    expect(wrapper.get('[data-testid="join-message"]').text()).toBe(
      'Cet appareil est hors ligne. La partie apparaît dès qu’il est de nouveau en ligne.',
    )
  })
})
