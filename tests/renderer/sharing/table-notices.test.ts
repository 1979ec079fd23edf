import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import type { GameLog } from '../../../src/engine'
import { createCasebook } from '../../../src/renderer/src/casebook'
import TableNotices from '../../../src/renderer/src/components/table/TableNotices.vue'
import { useGameCatalog } from '../../../src/renderer/src/games/catalogs'
import { useTableStore, type TableState } from '../../../src/renderer/src/stores/table'
import type { SharedEntry } from '../../../src/renderer/src/sync/table-game'
import type { HandConflict } from '../../../src/shared/sync/shared-game'
import type { Locale } from '../../../src/shared/i18n'
import ScoreSheet from '../../../src/renderer/src/components/score-sheet/ScoreSheet.vue'
import { game, mountIn } from '../score-sheet/games'
import { createTestPlatform } from '../support/test-platform'
import { testRouter } from '../support/test-router'

enableAutoUnmount(afterEach)

/** Long enough for the game's words to be fetched on a busy 2-core machine. */
const wordsFetched = { timeout: 15_000 }

const { log } = game('game-won')

/** What the table store reports of a shared game (the sync client fills it; here, the test). */
function tableState(change: Partial<TableState> = {}): TableState {
  return {
    link: 'http://192.168.1.20:3030/#/join/abc',
    endpoint: { server: 'ws://192.168.1.20:3030', page: 'http://192.168.1.20:3030/' },
    conflicts: [],
    entryOf: () => undefined,
    draftOf: () => null,
    doneOf: () => new Map(),
    conflictsOf: () => [],
    strayOf: () => [],
    revoked: false,
    unreadable: false,
    entering: [],
    devices: 2,
    ...change,
  } as TableState
}

/** The notices above a shared game's sheet, with the app's real stores and words. */
async function mountNotices(state: TableState, locale: Locale = 'en', shown: GameLog = log) {
  const router = testRouter()
  let notices: InstanceType<typeof TableNotices> | null = null
  const Host = defineComponent({
    setup() {
      // The game page fetches its game's words; so does this host.
      const ready = useGameCatalog(ref(shown.game))
      return () =>
        ready.value
          ? h(TableNotices, {
              gameId: shown.id!,
              log: shown,
              ref: (component) => (notices = component as typeof notices),
            })
          : null
    },
  })
  const wrapper = mount(Host, {
    attachTo: document.body,
    global: {
      plugins: [
        createCasebook({
          platform: createTestPlatform().platform,
          storage: null,
          languages: [locale],
          router,
        }),
      ],
    },
  })
  await router.push(`/game/${shown.id}`)
  useTableStore().tables = new Map([[shown.id!, state]])
  await vi.waitFor(
    () => expect(wrapper.find('[data-testid="table-status"]').exists()).toBe(true),
    wordsFetched,
  )
  await flushPromises()
  return { wrapper, notices: () => notices! }
}

describe('a game no longer shared', () => {
  it('says so once, and no longer that it is shared or who is entering a hand', async () => {
    const revoked = tableState({
      revoked: true,
      entering: [{ name: 'Bram', hand: log.hands.length + 1 }] as TableState['entering'],
    })
    const { wrapper } = await mountNotices(revoked)
    const status = wrapper.findAll('[data-testid="table-status"]')
    expect(status.map((line) => line.text())).toEqual([
      'This game is no longer shared. It stays in your games as it is.',
    ])
    expect(wrapper.text()).not.toContain('Shared with the table')
    expect(wrapper.text()).not.toContain('Bram is entering')
  })

  it('in French too', async () => {
    const { wrapper } = await mountNotices(tableState({ revoked: true }), 'fr')
    expect(wrapper.get('[data-testid="table-status"]').text()).toBe(
      'Cette partie n’est plus partagée. Elle reste dans vos parties telle quelle.',
    )
    expect(wrapper.text()).not.toContain('Partagée avec la table')
  })

  it('while shared, the status line says how it is shared, and who enters which hand', async () => {
    const next = log.hands.length + 1
    const shared = tableState({
      entering: [{ name: 'Bram', hand: next }] as TableState['entering'],
    })
    const { wrapper } = await mountNotices(shared)
    const status = wrapper.get('[data-testid="table-status"]').text()
    expect(status).toMatch(/^Shared with the table: /)
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(wrapper.text()).toContain(`Bram is entering hand ${next}`)
  })
})

describe('two devices that entered the same hand number', () => {
  // Hand 2 as Ada entered it (the sheet counts it: the first entered) and as Bram did.
  const adas: SharedEntry = {
    hand: log.hands[1],
    by: 'Ada',
    at: '2026-11-28T20:01:00.000Z',
    enteredBy: 'Ada',
    enteredAt: '2026-11-28T20:01:00.000Z',
  }
  const brams: SharedEntry = {
    hand: { ...log.hands[1], identity: 'jekyll' },
    by: 'Bram',
    at: '2026-11-28T20:02:00.000Z',
    enteredBy: 'Bram',
    enteredAt: '2026-11-28T20:02:00.000Z',
  }
  const conflict: HandConflict = { kind: 'same-number', number: 2, handIds: ['h-ada', 'h-bram'] }
  const state = tableState({
    conflicts: [conflict],
    entryOf: (id) => ({ 'h-ada': adas, 'h-bram': brams })[id],
  })

  it('shows what each entered, in the game’s words, side by side, and which one counts', async () => {
    const { wrapper, notices } = await mountNotices(state)
    const versions = wrapper.findAll('[data-testid="conflict-version"]')
    expect(versions).toHaveLength(2)
    const summaries = versions.map((version) =>
      version.findAll('[data-testid="conflict-summary"] li').map((fact) => fact.text()),
    )
    expect(summaries).toEqual([
      ['Mr. Hyde up', 'Bram went out', 'dealt by Ada'],
      ['Dr. Jekyll up', 'Bram went out', 'dealt by Ada'],
    ])
    expect(versions[0]!.text()).toContain('5 × Hyde Awakes [H] at 2: doubled, Mr. Hyde is up')
    expect(versions[1]!.text()).toContain('5 × Hyde Awakes [H] at 2: not doubled, Dr. Jekyll is up')
    expect(
      versions.map((version) => version.find('[data-testid="conflict-counted"]').exists()),
    ).toEqual([true, false])
    expect([...notices().countedUntilChosen]).toEqual([[2, 'Ada’s for now']])
  })

  it('in French', async () => {
    const { wrapper, notices } = await mountNotices(state, 'fr')
    const summary = wrapper.findAll('[data-testid="conflict-summary"]')[1]!
    expect(summary.findAll('li').map((fact) => fact.text())).toEqual([
      'Dr Jekyll visible',
      'Bram a fini la manche',
      'donneur\u00a0: Ada',
    ])
    expect([...notices().countedUntilChosen]).toEqual([[2, 'Celle d’Ada pour l’instant']])
  })

  it('a correction kept against a deletion counts, and the sheet says whose', async () => {
    const deleted = tableState({
      conflicts: [{ kind: 'deleted-and-corrected', number: 2, handId: 'h-bram', deletedBy: 'Ada' }],
      entryOf: (id) => (id === 'h-bram' ? brams : undefined),
    })
    const { notices } = await mountNotices(deleted)
    expect([...notices().countedUntilChosen]).toEqual([[2, 'Bram’s correction for now']])
  })

  it('of two corrections made at once, the one the sheet shows counts', async () => {
    const twice = tableState({
      conflicts: [
        {
          kind: 'corrected-twice',
          number: 2,
          handId: 'h-ada',
          versions: [
            { revision: 2, json: JSON.stringify(adas.hand), by: 'Ada', at: adas.at },
            { revision: 2, json: JSON.stringify(brams.hand), by: 'Bram', at: brams.at },
          ],
        },
      ],
      // The document's current version is Bram's.
      entryOf: (id) => (id === 'h-ada' ? { ...brams, enteredBy: 'Ada' } : undefined),
    })
    const { wrapper, notices } = await mountNotices(twice)
    const counted = wrapper
      .findAll('[data-testid="conflict-version"]')
      .map((version) => version.find('[data-testid="conflict-counted"]').exists())
    expect(counted).toEqual([false, true])
    expect([...notices().countedUntilChosen]).toEqual([[2, 'Bram’s for now']])
  })
})

describe('the score sheet of a game whose players have not chosen yet', () => {
  it('marks the hand that counts meanwhile with whose version it is, and no other', () => {
    const won = game('game-won')
    const wrapper = mountIn('en', ScoreSheet, {
      log: won.log,
      score: won.score,
      countedUntilChosen: new Map([[2, 'Ada’s for now']]),
    })
    const marks = wrapper.findAll('[data-marker="counted-until-chosen"]')
    expect(marks.map((mark) => mark.text())).toEqual(['Ada’s for now'])
    expect(marks[0]!.element.closest('tr')?.getAttribute('data-hand')).toBe('2')
    const settled = mountIn('en', ScoreSheet, { log: won.log, score: won.score })
    expect(settled.find('[data-marker="counted-until-chosen"]').exists()).toBe(false)
  })
})
