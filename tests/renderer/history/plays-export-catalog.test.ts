import { describe, expect, it } from 'vitest'
import { addCatalogPart } from '../../../src/renderer/src/catalog-parts'
import { createFirstScreenI18n } from '../../../src/shared/i18n/first-screen'

// Alone in its file: vue-i18n merges parts into the first screen's catalog object itself, so a
// test that mounted the whole catalog before would leave these words in it.
describe('the words of the exports for BG Stats and BoardGameGeek', () => {
  it('are not in the first download, and come with the History page’s catalog part', async () => {
    const i18n = createFirstScreenI18n('fr')
    expect(i18n.global.te('playsExport.bgStats')).toBe(false)
    await addCatalogPart(i18n.global, 'history')
    expect(i18n.global.t('playsExport.bgStats')).toBe('Exporter pour BG Stats')
    expect(i18n.global.t('history.csv.button')).toBe('Exporter en CSV')
  })
})
