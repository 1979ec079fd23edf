import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { libraryStats, type HistoryGame } from '../../../src/engine'
import HistoryExport from '../../../src/renderer/src/components/history/HistoryExport.vue'
import { platformKey } from '../../../src/renderer/src/platform/platform'
import { bggPlays } from '../../../src/shared/export/bgg-plays'
import { bgStatsPlays } from '../../../src/shared/export/bgstats-plays'
import { playsToExport } from '../../../src/shared/export/plays'
import { createCasebookI18n, type Locale } from '../../../src/shared/i18n'
import { createTestPlatform } from '../support/test-platform'

enableAutoUnmount(afterEach)

/** A two-player game of Jekyll vs. Hyde, saved an hour after it started on 2 March 2026. */
function game(id: string, outcome: Partial<HistoryGame> = {}): HistoryGame {
  return {
    source: `${id}.json`,
    game: 'jekyll-vs-hyde',
    id,
    createdAt: '2026-03-02T19:00:00.000Z',
    updatedAt: '2026-03-02T20:00:00.000Z',
    players: [
      { id: 'p1', name: 'Ada' },
      { id: 'p2', name: 'Bram' },
    ],
    length: 3_600_000,
    firstDealer: null,
    finished: true,
    abandoned: false,
    winners: ['p1'],
    totals: { p1: 10, p2: 0 },
    sides: [['p1'], ['p2']],
    highestWins: false,
    roles: [],
    variants: [],
    ...outcome,
  }
}

// Two finished, one in progress, one given up: the page counts three, and two are plays.
const games = [
  game('won-by-ada'),
  game('won-by-bram', { winners: ['p2'] }),
  game('in-progress', { finished: false, winners: [] }),
  game('given-up', { abandoned: true }),
]

function mountExport(shown: readonly HistoryGame[], locale: Locale = 'en') {
  const bridge = createTestPlatform()
  const wrapper = mount(HistoryExport, {
    props: { stats: libraryStats(shown), games: shown },
    global: {
      plugins: [createCasebookI18n(locale)],
      provide: { [platformKey as symbol]: bridge.platform },
    },
  })
  return { wrapper, bridge }
}

/** The translator the component speaks with, for the file it should save. */
function translator(locale: Locale) {
  const { t, te } = createCasebookI18n(locale).global
  return { t: (key: string, named?: Record<string, unknown>) => t(key, named ?? {}), te }
}

describe('the History’s exports for BG Stats and BoardGameGeek', () => {
  it('saves the games the page counts as a BG Stats file, and says what it left out', async () => {
    const { wrapper, bridge } = mountExport(games)
    await wrapper.get('[data-testid="history-bgstats"]').trigger('click')
    await flushPromises()

    const [saved] = bridge.savedFiles
    expect(saved?.name).toMatch(/^casebook-plays-\d{4}-\d{2}-\d{2}\.bgsplay$/)
    expect(saved).toEqual({
      name: saved?.name,
      mediaType: 'application/json',
      text: bgStatsPlays(playsToExport(games), translator('en')),
    })
    expect(wrapper.emitted('notice')).toEqual([
      [
        {
          kind: 'done',
          text: `2 plays saved as ${saved?.name}. One game not finished is left out: a play file holds finished games only.`,
        },
      ],
    ])
  })

  it('saves BoardGameGeek’s play list, in the language of the app', async () => {
    const { wrapper, bridge } = mountExport(games.slice(0, 1), 'fr')
    const button = wrapper.get('[data-testid="history-bgg"]')
    expect(button.text()).toBe('Exporter pour BoardGameGeek')
    await button.trigger('click')
    await flushPromises()

    const [saved] = bridge.savedFiles
    expect(saved?.name).toMatch(/^casebook-plays-\d{4}-\d{2}-\d{2}\.xml$/)
    expect(saved?.mediaType).toBe('application/xml')
    expect(saved?.text).toBe(bggPlays(playsToExport(games.slice(0, 1)), translator('fr')))
    expect(wrapper.emitted('notice')).toEqual([
      [{ kind: 'done', text: `Une partie enregistrée sous ${saved?.name}.` }],
    ])
  })

  it('saves nothing, and says why, when no game of the selection is finished', async () => {
    const { wrapper, bridge } = mountExport(games.slice(2))
    await wrapper.get('[data-testid="history-bgstats"]').trigger('click')
    await flushPromises()
    expect(bridge.savedFiles).toEqual([])
    expect(wrapper.emitted('notice')).toEqual([
      [{ kind: 'done', text: 'No finished game in this selection: no play to export.' }],
    ])
  })

  it('says when the save was cancelled or failed, as the CSV does', async () => {
    const { wrapper, bridge } = mountExport(games)
    bridge.answerNextSave({ saved: false, reason: 'cancelled' })
    await wrapper.get('[data-testid="history-bgg"]').trigger('click')
    await flushPromises()
    expect(wrapper.emitted('notice')?.at(-1)).toEqual([
      { kind: 'done', text: 'Export cancelled: nothing was saved.' },
    ])

    bridge.answerNextSave({ saved: false, reason: 'failed', detail: 'ENOSPC' })
    await wrapper.get('[data-testid="history-bgstats"]').trigger('click')
    await flushPromises()
    expect(wrapper.emitted('notice')?.at(-1)).toEqual([
      { kind: 'problem', text: 'The file could not be saved (ENOSPC).' },
    ])
    expect(bridge.savedFiles).toEqual([])
  })

  it('keeps “Export as CSV” beside them', async () => {
    const { wrapper, bridge } = mountExport(games)
    expect(wrapper.findAll('button').map((button) => button.text())).toEqual([
      'Export as CSV',
      'Export for BG Stats',
      'Export for BoardGameGeek',
    ])
    await wrapper.get('[data-testid="history-csv"]').trigger('click')
    await flushPromises()
    expect(bridge.savedFiles.map((file) => file.name)).toEqual([
      expect.stringMatching(/^casebook-history-\d{4}-\d{2}-\d{2}\.csv$/),
    ])
  })
})
