import { describe, expect, it } from 'vitest'
import { errorsOf, validateGameLog, type GameLog } from '../../src/engine'
import { evidenceFamilyIds } from '../../src/games/mystery-rummy-jekyll-hyde/engine'
import type { GameStorage } from '../../src/shared/storage'
import {
  leftCardIds,
  type HandDraft,
} from '../../src/games/mystery-rummy-jekyll-hyde/words/hand-draft'
import type { StoredHandDraft } from '../../src/shared/hand-draft'

/** One store under test, over data that outlives it, and a way to look behind its back. */
export interface StorageHarness {
  storage: GameStorage
  /** A new store over the same data: what the app sees after a restart. */
  reopen(): GameStorage
  /** Stores raw text under a key, as a crash, a sync tool or a person with an editor might. */
  plant(key: string, text: string): Promise<void>
  /** Stores raw text where a game's draft is kept. */
  plantDraft(gameId: string, text: string): Promise<void>
  /** Everything set aside as damaged: where it is, and the exact content it had. */
  setAside(): Promise<Map<string, unknown>>
}

/** Makes a fresh, empty store; the clock is the one that names the entries set aside. */
export type HarnessFactory = (options: { now: () => Date }) => Promise<StorageHarness>

/** A scorable game between Ada and Bram; `extra` adds or replaces top-level fields. */
export function sampleLog(id: string, extra: Record<string, unknown> = {}): GameLog {
  return {
    format: 'casebook/game-log',
    version: 1,
    id,
    game: 'mystery-rummy-jekyll-hyde',
    title: `Game ${id}`,
    players: [
      { id: 'ada', name: 'Ada' },
      { id: 'bram', name: 'Bram' },
    ],
    hands: [
      {
        identity: 'jekyll',
        ending: { type: 'went-out', player: 'ada' },
        areas: { ada: { evidence: { utterson: 5, poole: 5 } }, bram: { evidence: {} } },
        leftInHand: { bram: { points: 4 } },
      },
    ],
    ...extra,
  } as GameLog
}

const zeroes = <T extends string>(ids: readonly T[]) =>
  Object.fromEntries(ids.map((id) => [id, 0])) as Record<T, number>

/** A hand half entered between Ada and Bram: Ada went out, 3 Poole the Butler in front of her. */
export function sampleDraft(
  change: Partial<StoredHandDraft & { values: HandDraft }> = {},
): StoredHandDraft & { values: HandDraft } {
  return {
    hand: 'new',
    game: 'mystery-rummy-jekyll-hyde',
    values: {
      players: ['ada', 'bram'],
      identity: 'hyde',
      ending: { type: 'went-out', player: 'ada' },
      dealer: 'bram',
      areas: {
        ada: { evidence: { ...zeroes(evidenceFamilyIds), poole: 3 }, workInLab: 1 },
        bram: { evidence: zeroes(evidenceFamilyIds), workInLab: 0 },
      },
      transformation: { place: 'none', area: 'ada', family: null, cards: null, playedBy: null },
      leftInHand: { mode: 'points', cards: zeroes(leftCardIds), points: 7 },
      kept: {},
    },
    at: 'evidence-ada-poole',
    savedAt: '2026-11-20T19:02:11.000Z',
    ...change,
  }
}

const frozenClock = () => new Date('2026-11-20T19:02:11.000Z')

/**
 * The behaviour every GameStorage keeps (the Electron file store and the browser's IndexedDB
 * store alike): what is saved is listed back exactly, a failed call changes nothing, and what
 * cannot be read is set aside and reported, never deleted.
 */
export function describeGameStorageContract(name: string, createHarness: HarnessFactory): void {
  const fresh = () => createHarness({ now: frozenClock })

  describe(`${name}: the GameStorage contract`, () => {
    it('lists nothing at first', async () => {
      const { storage } = await fresh()
      expect(await storage.listGames()).toEqual({ games: [], damaged: [] })
    })

    it('lists a saved game back exactly, unknown fields and any names included', async () => {
      const { storage } = await fresh()
      const log = sampleLog('friday', {
        players: [
          { id: 'ada', name: '<b>Ada</b> & "Zoë" 🂡', nickname: 'A.' },
          { id: 'bram', name: 'Bram' },
        ],
        fromANewerCasebook: { nested: [1, 'two', null] },
      })
      expect(await storage.saveGame(log)).toEqual({ ok: true })
      expect(await storage.listGames()).toEqual({ games: [log], damaged: [] })
    })

    it('keeps games across a restart', async () => {
      const harness = await fresh()
      await harness.storage.saveGame(sampleLog('kept'))
      expect((await harness.reopen().listGames()).games).toEqual([sampleLog('kept')])
    })

    it('replaces a game saved again, and keeps one copy of it', async () => {
      const { storage } = await fresh()
      await storage.saveGame(sampleLog('friday', { title: 'First' }))
      await storage.saveGame(sampleLog('friday', { title: 'Second' }))
      expect((await storage.listGames()).games).toEqual([sampleLog('friday', { title: 'Second' })])
    })

    it('lists every game once, in id order', async () => {
      const { storage } = await fresh()
      for (const id of ['b-game', 'a-game', 'c_game']) await storage.saveGame(sampleLog(id))
      const { games } = await storage.listGames()
      expect(games.map((game) => game.id)).toEqual(['a-game', 'b-game', 'c_game'])
    })

    it('ends with the last of several saves made without waiting', async () => {
      const { storage } = await fresh()
      const titles = ['one', 'two', 'three', 'four']
      const results = await Promise.all(
        titles.map((title) => storage.saveGame(sampleLog('quick', { title }))),
      )
      expect(results).toEqual(titles.map(() => ({ ok: true })))
      expect((await storage.listGames()).games).toEqual([sampleLog('quick', { title: 'four' })])
    })

    it('stores a game with rule errors: the app shows its problems', async () => {
      const { storage } = await fresh()
      const log = sampleLog('odd', { players: [{ id: 'ada', name: 'Ada' }] })
      expect(errorsOf(validateGameLog(log))).not.toEqual([])
      expect(await storage.saveGame(log)).toEqual({ ok: true })
      expect((await storage.listGames()).games).toEqual([log])
    })

    it('deletes a game and only that one', async () => {
      const { storage } = await fresh()
      await storage.saveGame(sampleLog('gone'))
      await storage.saveGame(sampleLog('stays'))
      expect(await storage.deleteGame('gone')).toEqual({ ok: true })
      expect((await storage.listGames()).games).toEqual([sampleLog('stays')])
    })

    it('brings a deleted game back when it is saved again (undo)', async () => {
      const { storage } = await fresh()
      await storage.saveGame(sampleLog('oops'))
      await storage.deleteGame('oops')
      expect(await storage.saveGame(sampleLog('oops'))).toEqual({ ok: true })
      expect((await storage.listGames()).games).toEqual([sampleLog('oops')])
    })

    it('answers not-found for a game that is not there', async () => {
      const { storage } = await fresh()
      await storage.saveGame(sampleLog('once'))
      await storage.deleteGame('once')
      for (const id of ['once', 'never']) {
        expect(await storage.deleteGame(id)).toEqual({
          ok: false,
          failure: 'not-found',
          problem: { messageKey: 'storage.failure.not-found', params: { id } },
        })
      }
    })

    it.each([
      ['no id', undefined],
      ['an empty id', ''],
      ['a path', '../outside'],
      ['a slash', 'a/b'],
      ['a space', 'friday night'],
      ['65 characters', 'x'.repeat(65)],
    ])('refuses a game with %s, and changes nothing', async (_case, id) => {
      const { storage } = await fresh()
      await storage.saveGame(sampleLog('before'))
      const log = { ...sampleLog('x'), id } as GameLog
      expect(await storage.saveGame(log)).toEqual({
        ok: false,
        failure: 'invalid-game',
        problem: { messageKey: 'storage.failure.invalid-id', params: { id: id ?? '' } },
      })
      expect(await storage.listGames()).toEqual({ games: [sampleLog('before')], damaged: [] })
    })

    it('refuses to delete under an id that cannot be a game’s', async () => {
      const { storage } = await fresh()
      await storage.saveGame(sampleLog('before'))
      expect(await storage.deleteGame('../before')).toMatchObject({
        ok: false,
        failure: 'invalid-game',
        problem: { messageKey: 'storage.failure.invalid-id' },
      })
      expect((await storage.listGames()).games).toEqual([sampleLog('before')])
    })

    it.each([
      ['another format', { format: 'not-casebook' }, 'problems.log.format'],
      ['a newer version', { version: 2 }, 'problems.log.version-newer'],
      ['no players', { players: undefined }, 'problems.log.schema'],
    ])('refuses a log with %s, keeping the saved version', async (_case, change, messageKey) => {
      const { storage } = await fresh()
      await storage.saveGame(sampleLog('same', { title: 'Saved' }))
      const result = await storage.saveGame(sampleLog('same', { title: 'Broken', ...change }))
      expect(result).toMatchObject({ ok: false, failure: 'invalid-game', problem: { messageKey } })
      expect((await storage.listGames()).games).toEqual([sampleLog('same', { title: 'Saved' })])
    })

    // A Casebook game log that breaks its game's rules: Casebook's own, set aside by both stores.
    // What is not a Casebook log at all differs: a record is only ever Casebook's and is set
    // aside too, a file may be another program's and stays put (file-store-files.test.ts).
    const damagedLog = (id: string, players: string) =>
      JSON.stringify({ ...sampleLog(id), players })

    it('sets aside a game log that breaks its rules, reports it, and still lists the other games', async () => {
      const harness = await fresh()
      await harness.storage.saveGame(sampleLog('good'))
      await harness.plant('broken', damagedLog('broken', 'nobody'))

      const listing = await harness.storage.listGames()
      expect(listing.games).toEqual([sampleLog('good')])
      expect(listing.damaged).toEqual([
        {
          name: expect.stringContaining('broken') as string,
          setAsideAs: expect.stringContaining('broken') as string,
          reason: expect.objectContaining({ messageKey: 'problems.log.schema' }) as unknown,
        },
      ])
      const setAside = await harness.setAside()
      expect([...setAside.entries()]).toEqual([
        [listing.damaged[0]?.setAsideAs, damagedLog('broken', 'nobody')],
      ])
    })

    it('reports a damaged entry once, then keeps it aside', async () => {
      const harness = await fresh()
      await harness.plant('damaged', damagedLog('damaged', 'nobody'))
      const first = await harness.storage.listGames()
      expect(first.damaged.map((entry) => entry.reason.messageKey)).toEqual(['problems.log.schema'])
      expect(await harness.reopen().listGames()).toEqual({ games: [], damaged: [] })
      expect([...(await harness.setAside()).values()]).toEqual([damagedLog('damaged', 'nobody')])
    })

    it('leaves a log for a newer Casebook or another game where it is, and says why', async () => {
      const harness = await fresh()
      const newer = JSON.stringify({ ...sampleLog('from-the-future'), version: 2 })
      const other = JSON.stringify({ ...sampleLog('ripper'), game: 'jack-the-ripper' })
      await harness.plant('from-the-future', newer)
      await harness.plant('ripper', other)
      const listing = await harness.reopen().listGames()
      expect(listing.games).toEqual([])
      // Each is reported under its own name (the file or the record), where it still is.
      expect(listing.damaged.map(({ name, setAsideAs }) => name === setAsideAs)).toEqual([
        true,
        true,
      ])
      expect(listing.damaged.map(({ name }) => name.replace(/\.json$/, ''))).toEqual([
        'from-the-future',
        'ripper',
      ])
      expect(listing.damaged.map(({ reason }) => reason.messageKey)).toEqual([
        'problems.log.version-newer',
        'problems.log.game',
      ])
      expect((await harness.reopen().listGames()).damaged).toHaveLength(2)
      expect(await harness.setAside()).toEqual(new Map())
    })

    it('never sets one damaged entry aside over another', async () => {
      const harness = await fresh()
      await harness.plant('twice', damagedLog('twice', 'first damage'))
      const first = await harness.storage.listGames()
      await harness.plant('twice', damagedLog('twice', 'second damage'))
      const second = await harness.storage.listGames()
      const names = [first, second].map((listing) => listing.damaged[0]?.setAsideAs)
      expect(new Set(names).size).toBe(2)
      const setAside = await harness.setAside()
      expect([...setAside.values()].sort()).toEqual([
        damagedLog('twice', 'first damage'),
        damagedLog('twice', 'second damage'),
      ])
    })

    it('has no draft for a game at first', async () => {
      const { storage } = await fresh()
      await storage.saveGame(sampleLog('friday'))
      expect(await storage.loadDraft('friday')).toBeNull()
      expect(await storage.loadDraft('never-played')).toBeNull()
    })

    it('keeps a draft as typed, across a restart, one per game, apart from the game', async () => {
      const harness = await fresh()
      await harness.storage.saveGame(sampleLog('friday'))
      expect(await harness.storage.saveDraft('friday', sampleDraft())).toEqual({ ok: true })
      expect(await harness.storage.saveDraft('saturday', sampleDraft({ hand: 2 }))).toEqual({
        ok: true,
      })
      const reopened = harness.reopen()
      expect(await reopened.loadDraft('friday')).toEqual(sampleDraft())
      expect(await reopened.loadDraft('saturday')).toEqual(sampleDraft({ hand: 2 }))
      // A draft is not a game: the library and the game's log are as they were.
      expect(await reopened.listGames()).toEqual({ games: [sampleLog('friday')], damaged: [] })
    })

    it('replaces a draft with the next one, the last of several sent without waiting', async () => {
      const { storage } = await fresh()
      const drafts = [1, 2, 3, 4].map((points) =>
        sampleDraft({
          values: {
            ...sampleDraft().values,
            leftInHand: { ...sampleDraft().values.leftInHand, points },
          },
        }),
      )
      await Promise.all(drafts.map((draft) => storage.saveDraft('quick', draft)))
      expect(await storage.loadDraft('quick')).toEqual(drafts[3])
    })

    it('discards a draft, and only that game’s; nothing to discard is no failure', async () => {
      const { storage } = await fresh()
      await storage.saveDraft('gone', sampleDraft())
      await storage.saveDraft('stays', sampleDraft())
      expect(await storage.discardDraft('gone')).toEqual({ ok: true })
      expect(await storage.discardDraft('gone')).toEqual({ ok: true })
      expect(await storage.loadDraft('gone')).toBeNull()
      expect(await storage.loadDraft('stays')).toEqual(sampleDraft())
    })

    it('keeps a game’s draft when the game is deleted, so Undo brings both back', async () => {
      const { storage } = await fresh()
      await storage.saveGame(sampleLog('oops'))
      await storage.saveDraft('oops', sampleDraft())
      await storage.deleteGame('oops')
      expect(await storage.loadDraft('oops')).toEqual(sampleDraft())
    })

    it.each([
      ['an id that is a path', '../outside', sampleDraft()],
      ['a draft with a field it does not know', 'friday', { ...sampleDraft(), extra: 1 }],
      ['a draft for hand 0', 'friday', sampleDraft({ hand: 0 })],
      ['a draft that names no game', 'friday', { ...sampleDraft(), game: undefined }],
      ['a draft of a game with no hand form', 'friday', sampleDraft({ game: 'chess' })],
      [
        'a draft whose values are another game’s',
        'friday',
        { ...sampleDraft(), values: { pile: [] } },
      ],
      ['no draft at all', 'friday', null],
    ])('refuses to keep %s, and keeps the draft before', async (_case, id, draft) => {
      const { storage } = await fresh()
      await storage.saveDraft('friday', sampleDraft())
      const result = await storage.saveDraft(id, draft as StoredHandDraft)
      expect(result).toMatchObject({ ok: false, failure: 'invalid-game' })
      expect(await storage.loadDraft('friday')).toEqual(sampleDraft())
    })

    it('offers no draft where what is kept cannot be read as one, and replaces it', async () => {
      const harness = await fresh()
      await harness.plantDraft('friday', '{"hand": "new", "values": ')
      await harness.plantDraft('saturday', JSON.stringify({ hand: 'new', values: 'nothing' }))
      expect(await harness.storage.loadDraft('friday')).toBeNull()
      expect(await harness.storage.loadDraft('saturday')).toBeNull()
      // The games are listed as ever: a draft never makes a game damaged.
      expect(await harness.storage.listGames()).toEqual({ games: [], damaged: [] })
      expect(await harness.storage.saveDraft('friday', sampleDraft())).toEqual({ ok: true })
      expect(await harness.storage.loadDraft('friday')).toEqual(sampleDraft())
    })

    it('reads a draft kept before drafts named their game as a Mystery Rummy draft', async () => {
      const harness = await fresh()
      const unnamed: Record<string, unknown> = { ...sampleDraft() }
      delete unnamed.game
      await harness.plantDraft('friday', JSON.stringify(unnamed))
      expect(await harness.storage.loadDraft('friday')).toEqual(sampleDraft())
    })

    it('offers no draft of a game this version has no hand form for', async () => {
      const harness = await fresh()
      await harness.plantDraft('friday', JSON.stringify(sampleDraft({ game: 'chess' })))
      await harness.plantDraft('saturday', JSON.stringify(sampleDraft({ game: 'constructor' })))
      expect(await harness.storage.loadDraft('friday')).toBeNull()
      expect(await harness.storage.loadDraft('saturday')).toBeNull()
    })

    it('lists a game stored under another id by the key it is stored under', async () => {
      const harness = await fresh()
      await harness.plant('copied', JSON.stringify(sampleLog('original')))
      const { games } = await harness.storage.listGames()
      expect(games).toEqual([{ ...sampleLog('original'), id: 'copied' }])
      expect(await harness.storage.deleteGame('copied')).toEqual({ ok: true })
    })
  })
}
