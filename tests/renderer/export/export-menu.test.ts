import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { GameLog, GameScore } from '../../../src/engine'
import { createCasebook } from '../../../src/renderer/src/casebook'
import { ExportMenu, exportBaseName } from '../../../src/renderer/src/components/export'
import { exportGame } from '../../../src/shared/export'
import { createCasebookI18n, type Locale } from '../../../src/shared/i18n'
import { game } from '../score-sheet/games'
import { createTestPlatform } from '../support/test-platform'
import { testRouter } from '../support/test-router'

enableAutoUnmount(afterEach)

/** The menu as a game's page shows it: the page opens with the game pages' words (casebook.ts). */
async function mountMenu(log: GameLog, score: GameScore | null, locale: Locale = 'en') {
  const bridge = createTestPlatform()
  const router = testRouter()
  const wrapper = mount(ExportMenu, {
    props: { log, score },
    attachTo: document.body,
    global: {
      plugins: [
        createCasebook({
          platform: bridge.platform,
          storage: null,
          languages: [locale],
          router,
        }),
      ],
    },
  })
  await router.push(`/game/${log.id}`)
  return { wrapper, bridge }
}

/** The same translator the component gets from vue-i18n. */
function translator(locale: Locale) {
  const { t, te } = createCasebookI18n(locale).global
  return {
    t: (key: string, named?: Record<string, unknown>) => t(key, named ?? {}),
    te: (key: string) => te(key),
  }
}

describe('the export menu', () => {
  const won = game('game-won')

  it('saves the CSV score sheet exactly as exportGame makes it, named after the game and its day', async () => {
    const { wrapper, bridge } = await mountMenu(won.log, won.score)
    await wrapper.get('[data-testid="export-toggle"]').trigger('click')
    await wrapper.get('[data-testid="export-csv"]').trigger('click')
    await flushPromises()

    const name = `${exportBaseName(won.log)}.csv`
    expect(name).toMatch(/^A whole game- Ada reaches 100 2026-11-2\d\.csv$/)
    expect(bridge.savedFiles).toEqual([
      {
        name,
        mediaType: 'text/csv;charset=utf-8',
        text: exportGame('csv', won.log, won.score, translator('en')),
      },
    ])
    // Said by the page's notice, in the page's flow (PageNotice), not over the page's buttons.
    expect(wrapper.emitted('notice')).toEqual([[{ kind: 'done', text: `Saved as ${name}.` }]])
  })

  it('saves the game log and the Markdown sheet, in the language of the app', async () => {
    const { wrapper, bridge } = await mountMenu(won.log, won.score, 'fr')
    await wrapper.get('[data-testid="export-toggle"]').trigger('click')
    expect(wrapper.get('[data-testid="export-md"]').text()).toBe('Feuille imprimable (Markdown)')
    await wrapper.get('[data-testid="export-json"]').trigger('click')
    await flushPromises()
    await wrapper.get('[data-testid="export-md"]').trigger('click')
    await flushPromises()
    expect(bridge.savedFiles.map((file) => [file.name.split('.').at(-1), file.text])).toEqual([
      ['json', exportGame('json', won.log, won.score, translator('fr'))],
      ['md', exportGame('md', won.log, won.score, translator('fr'))],
    ])
  })

  it('prints the page under the game’s name', async () => {
    const { wrapper, bridge } = await mountMenu(won.log, won.score)
    await wrapper.get('[data-testid="export-toggle"]').trigger('click')
    await wrapper.get('[data-testid="export-print"]').trigger('click')
    await flushPromises()
    expect(bridge.printed).toEqual([`${exportBaseName(won.log)}.pdf`])
    expect(wrapper.emitted('notice')).toEqual([
      [{ kind: 'done', text: `Printable sheet prepared: ${exportBaseName(won.log)}.pdf.` }],
    ])
  })

  it('says when the save was cancelled or failed', async () => {
    const { wrapper, bridge } = await mountMenu(won.log, won.score)
    bridge.answerNextSave({ saved: false, reason: 'cancelled' })
    await wrapper.get('[data-testid="export-csv"]').trigger('click')
    await flushPromises()
    expect(wrapper.emitted('notice')?.at(-1)).toEqual([
      { kind: 'done', text: 'Export cancelled: nothing was saved.' },
    ])

    bridge.answerNextSave({ saved: false, reason: 'failed', detail: 'ENOSPC' })
    await wrapper.get('[data-testid="export-csv"]').trigger('click')
    await flushPromises()
    // A failure stays until the player closes it (decision 0062).
    expect(wrapper.emitted('notice')?.at(-1)).toEqual([
      { kind: 'problem', text: 'The file could not be saved (ENOSPC).' },
    ])
    expect(bridge.savedFiles).toEqual([])
  })

  it('disables every choice, and says why, for a game that cannot be scored', async () => {
    const { wrapper, bridge } = await mountMenu(won.log, null)
    await wrapper.get('[data-testid="export-toggle"]').trigger('click')
    const choices = wrapper.findAll('.export-menu__choice')
    expect(choices).toHaveLength(4)
    for (const choice of choices) expect(choice.attributes('disabled')).toBeDefined()
    expect(wrapper.get('[data-testid="export-unavailable"]').text()).toMatch(
      /needs a game that can be scored/,
    )
    await choices[1]?.trigger('click')
    await flushPromises()
    expect(bridge.savedFiles).toEqual([])
  })

  it('opens on request with the focus on the first choice, and closes with Escape', async () => {
    const { wrapper } = await mountMenu(won.log, won.score)
    const panel = wrapper.get('[role="group"]')
    expect(panel.isVisible()).toBe(false)
    await (wrapper.vm as unknown as { open: () => Promise<void> }).open()
    expect(panel.isVisible()).toBe(true)
    expect(document.activeElement).toBe(wrapper.get('[data-testid="export-json"]').element)
    await panel.trigger('keydown', { key: 'Escape' })
    expect(panel.isVisible()).toBe(false)
    expect(document.activeElement).toBe(wrapper.get('[data-testid="export-toggle"]').element)
  })
})

describe('exportBaseName', () => {
  const log = game('game-won').log

  it('uses the players when the game has no title, and today when it has no date', () => {
    const untitled = { ...log, title: undefined, createdAt: undefined }
    expect(exportBaseName(untitled, new Date(2026, 0, 5))).toBe('Ada – Bram 2026-01-05')
  })

  it('keeps nothing a file system would refuse', () => {
    const odd = { ...log, title: ' ..a/b\\c:d*e?"f"<g>|h\n. ', createdAt: 'not a date' }
    expect(exportBaseName(odd, new Date(2026, 10, 22))).toBe('a-b-c-d-e--f--g--h- 2026-11-22')
    expect(exportBaseName({ ...odd, title: '...' }, new Date(2026, 10, 22))).toBe(
      'Ada – Bram 2026-11-22',
    )
  })
})
