import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import type { PlayedVariant } from '../../../src/engine'
import type { GameSummary } from '../../../src/renderer/src/game/summary'
import { noFilter, type HistoryFilter } from '../../../src/renderer/src/history/history-games'
import { useSelectionWords } from '../../../src/renderer/src/history/selection-words'
import { createCasebookI18n } from '../../../src/shared/i18n'

const match = (choice: string): PlayedVariant => ({
  rule: 'variant',
  label: { key: 'jekyll-vs-hyde.settings.match' },
  value: { key: `jekyll-vs-hyde.settings.match-${choice}` },
  choice,
})
const summaries = ['single', 'return-match'].map(
  (choice) =>
    ({ game: 'jekyll-vs-hyde', players: [], variants: [match(choice)] }) as unknown as GameSummary,
)

/** The words once the game's own words (a variant's name) have arrived. */
async function wordsOf(filter: HistoryFilter, settled: (text: string) => boolean = () => true) {
  const shown = defineComponent(() => {
    const words = useSelectionWords(ref(filter), ref(summaries))
    return () => h('p', words.value)
  })
  const wrapper = mount(shown, { global: { plugins: [createCasebookI18n('en')] } })
  await flushPromises()
  await vi.waitFor(() => expect(settled(wrapper.text())).toBe(true))
  return wrapper.text()
}

describe('the History selection, in words', () => {
  it('is every game when nothing narrows it', async () => {
    expect(await wordsOf(noFilter)).toBe('All games')
  })

  it('names each filter that narrows the games: the game, the players, the variant, the group', async () => {
    const filter = {
      ...noFilter,
      game: 'jekyll-vs-hyde',
      players: 2,
      variant: 'variant:single',
      group: ['Ada', 'Bram'],
    }
    const words = await wordsOf(filter, (text) => !text.includes('variant:'))
    expect(words).toBe('Jekyll vs. Hyde · 2 players · Match: One game · Ada and Bram')
  })
})
