import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serialiseGameLog, type GameLog } from '../../src/engine'
import { createFileGameStore } from '../../src/main/game-file-store'
import { nodeGameFileSystem } from '../../src/main/game-file-system'
import { sampleLog } from './game-storage-contract'
import { fileSystemWith, filesIn, textOf } from './file-store-support'
import { freshGamesFolder } from './temp-folder'

// Another program (a sync tool, a second computer on a shared folder, an editor) changes a game
// file while Casebook has it open. Real files in a temp folder; "elsewhere" writes them directly.

const now = () => new Date('2026-11-26T17:03:12.000Z')
const copyName = 'friday-conflict-20261126-170312.json'

/** Friday's game with `points` left in Bram's hand for each hand: one hand per number. */
function friday(points: number[], extra: Record<string, unknown> = {}): GameLog {
  const [hand] = sampleLog('friday').hands as object[]
  const hands = points.map((left) => ({ ...hand, leftInHand: { bram: { points: left } } }))
  return sampleLog('friday', { ...extra, hands })
}

/** A folder holding `log` as saved by Casebook, and a store that has listed it (the app open). */
async function openedOn(log: GameLog) {
  const folder = await freshGamesFolder()
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, 'friday.json'), serialiseGameLog(log))
  const store = createFileGameStore({ folder, now })
  await store.listGames()
  return { folder, store }
}

/** What another program writes: a game log, in its own layout. */
function elsewhere(folder: string, log: GameLog, name = 'friday.json'): Promise<void> {
  return writeFile(join(folder, name), JSON.stringify(log, null, 4))
}

/** The games a restarted app lists, by id. */
async function gamesAfterRestart(folder: string): Promise<Map<string, GameLog>> {
  const listing = await createFileGameStore({ folder, now }).listGames()
  return new Map(listing.games.map((log) => [log.id ?? '', log]))
}

describe('a game file changed elsewhere while open', () => {
  it('is kept, byte for byte, as a conflict copy listed as a game of its own; the hand entered here is saved', async () => {
    const { folder, store } = await openedOn(friday([4]))
    await elsewhere(folder, friday([9]))
    const theirs = await textOf(folder, 'friday.json')

    expect(await store.saveGame(friday([4, 6]))).toEqual({ ok: true })

    expect(await filesIn(folder)).toEqual([copyName, 'friday.json', 'friday.json.bak'])
    expect(await textOf(folder, copyName)).toBe(theirs)
    expect(await textOf(folder, 'friday.json')).toBe(serialiseGameLog(friday([4, 6])))
    const listing = await createFileGameStore({ folder, now }).listGames()
    expect(listing.games).toEqual([
      { ...friday([9]), id: 'friday-conflict-20261126-170312' },
      friday([4, 6]),
    ])
    expect(listing.conflictCopies).toEqual([
      { id: 'friday-conflict-20261126-170312', keptAt: '2026-11-26T17:03:12Z' },
    ])
  })

  it('takes the hands added here onto a version changed elsewhere outside the hands (a new title)', async () => {
    const { folder, store } = await openedOn(friday([4]))
    await elsewhere(folder, friday([4], { title: 'Renamed elsewhere' }))

    expect(await store.saveGame(friday([4, 6], { updatedAt: '2026-11-26T17:03:00.000Z' }))).toEqual(
      { ok: true },
    )

    expect(await filesIn(folder)).toEqual(['friday.json', 'friday.json.bak'])
    const merged = friday([4, 6], {
      title: 'Renamed elsewhere',
      updatedAt: '2026-11-26T17:03:00.000Z',
    })
    expect(await gamesAfterRestart(folder)).toEqual(new Map([['friday', merged]]))
    // What the other program wrote is also the backup, as every version replaced is.
    expect(JSON.parse(await textOf(folder, 'friday.json.bak'))).toEqual(
      friday([4], { title: 'Renamed elsewhere' }),
    )
  })

  it('is not merged when a hand was added both here and elsewhere: two tables, two copies', async () => {
    const { folder, store } = await openedOn(friday([4]))
    await elsewhere(folder, friday([4, 8]))

    await store.saveGame(friday([4, 6]))

    expect(await gamesAfterRestart(folder)).toEqual(
      new Map([
        [
          'friday-conflict-20261126-170312',
          { ...friday([4, 8]), id: 'friday-conflict-20261126-170312' },
        ],
        ['friday', friday([4, 6])],
      ]),
    )
  })

  it('is not merged when a hand was corrected here: the change is not an added hand', async () => {
    const { folder, store } = await openedOn(friday([4, 5]))
    await elsewhere(folder, friday([4, 5], { title: 'Renamed elsewhere' }))

    await store.saveGame(friday([4, 7]))

    expect(await filesIn(folder)).toEqual([copyName, 'friday.json', 'friday.json.bak'])
  })

  it('is written over without a copy when all it holds is in the new version', async () => {
    const { folder, store } = await openedOn(friday([4]))
    // The same game in another layout (an editor that saved it unchanged), then a hand added
    // elsewhere that this window also has (it read the file again).
    await elsewhere(folder, friday([4]))
    await store.saveGame(friday([4, 6]))
    await elsewhere(folder, friday([4, 6, 8]))
    await store.saveGame(friday([4, 6, 8, 3]))

    expect(await filesIn(folder)).toEqual(['friday.json', 'friday.json.bak'])
    expect(await gamesAfterRestart(folder)).toEqual(new Map([['friday', friday([4, 6, 8, 3])]]))
  })

  it('is kept as a conflict copy when it is not a game log any more, which the listing names apart', async () => {
    const { folder, store } = await openedOn(friday([4]))
    await writeFile(join(folder, 'friday.json'), '{"format": "casebook/game-log", "hands": [')

    await store.saveGame(friday([4, 6]))

    const listing = await createFileGameStore({ folder, now }).listGames()
    expect(listing.games).toEqual([friday([4, 6])])
    expect(listing.otherFiles).toMatchObject([{ name: copyName }])
    expect(await textOf(folder, copyName)).toBe('{"format": "casebook/game-log", "hands": [')
  })

  it('after a merge, keeps taking the hands added here until the window reads the merged file', async () => {
    const { folder, store } = await openedOn(friday([4]))
    await elsewhere(folder, friday([4], { title: 'Renamed elsewhere' }))
    await store.saveGame(friday([4, 6]))
    // The window still holds its own version and adds a hand to it.
    await store.saveGame(friday([4, 6, 2]))
    expect(await gamesAfterRestart(folder)).toEqual(
      new Map([['friday', friday([4, 6, 2], { title: 'Renamed elsewhere' })]]),
    )
    // It reads the folder again and corrects a hand of the merged game: no copy is needed.
    const [merged] = (await store.listGames()).games
    expect(merged).toEqual(friday([4, 6, 2], { title: 'Renamed elsewhere' }))
    await store.saveGame(friday([4, 5, 2], { title: 'Renamed elsewhere' }))
    expect(await filesIn(folder)).toEqual(['friday.json', 'friday.json.bak'])
  })
})

describe('a game file written elsewhere in the middle of a save (decision 0023)', () => {
  /**
   * The real file system, where another program writes `log` into friday.json at one step of
   * the save: while the temporary file is flushed, or once the backup is taken.
   */
  function writtenElsewhereAt(
    folder: string,
    step: 'writeFileDurably' | 'copyFileDurably',
    log: GameLog,
  ) {
    return fileSystemWith({
      [step]: async (...args: [string, string & Uint8Array]) => {
        await nodeGameFileSystem[step](...args)
        await elsewhere(folder, log)
      },
    })
  }

  it.each(['writeFileDurably', 'copyFileDurably'] as const)(
    'keeps that version as a conflict copy when it lands during %s, just before the rename',
    async (step) => {
      const { folder } = await openedOn(friday([4]))
      const fs = writtenElsewhereAt(folder, step, friday([9]))
      const store = createFileGameStore({ folder, fs, now })
      await store.listGames()

      expect(await store.saveGame(friday([4, 6]))).toEqual({ ok: true })

      expect(await textOf(folder, 'friday.json')).toBe(serialiseGameLog(friday([4, 6])))
      expect(await textOf(folder, copyName)).toBe(JSON.stringify(friday([9]), null, 4))
    },
  )

  it('keeps a file another program created while the first save of a game was flushed', async () => {
    const folder = await freshGamesFolder()
    const fs = writtenElsewhereAt(folder, 'writeFileDurably', friday([9]))
    await createFileGameStore({ folder, fs, now }).saveGame(friday([4]))
    expect(await textOf(folder, 'friday.json')).toBe(serialiseGameLog(friday([4])))
    expect(await textOf(folder, copyName)).toBe(JSON.stringify(friday([9]), null, 4))
  })
})

describe('a game deleted here after it was changed elsewhere', () => {
  it('keeps the other program’s version as a conflict copy: it is not what the player deleted', async () => {
    const { folder, store } = await openedOn(friday([4]))
    await elsewhere(folder, friday([4, 8]))

    expect(await store.deleteGame('friday')).toEqual({ ok: true })

    expect(await filesIn(folder)).toEqual([copyName, 'friday.json.bak'])
    expect(await gamesAfterRestart(folder)).toEqual(
      new Map([
        [
          'friday-conflict-20261126-170312',
          { ...friday([4, 8]), id: 'friday-conflict-20261126-170312' },
        ],
      ]),
    )
  })
})

describe('a game file removed elsewhere while open', () => {
  it('is missing from the next listing, and written back, whole, by the next save of it', async () => {
    const { folder, store } = await openedOn(friday([4]))
    await rm(join(folder, 'friday.json'))
    expect((await store.listGames()).games).toEqual([])

    expect(await store.saveGame(friday([4, 6]))).toEqual({ ok: true })

    expect(await filesIn(folder)).toEqual(['friday.json'])
    expect(await gamesAfterRestart(folder)).toEqual(new Map([['friday', friday([4, 6])]]))
  })
})

describe('two stores on one folder (a second Casebook, a second computer)', () => {
  it('never write over each other’s hands: every version stays in the library', async () => {
    const { folder, store: first } = await openedOn(friday([4]))
    const second = createFileGameStore({ folder, now })
    await second.listGames()

    await first.saveGame(friday([4, 1]))
    await second.saveGame(friday([4, 2]))
    await first.saveGame(friday([4, 1, 3]))

    const games = [...(await gamesAfterRestart(folder)).values()]
    expect(games.map((log) => log.hands.length)).toEqual([2, 2, 3])
    // Listed by file name: the second copy (the second store's hand, kept by the first) first.
    expect(games.map((log) => log.id)).toEqual([
      'friday-conflict-20261126-170312-2',
      'friday-conflict-20261126-170312',
      'friday',
    ])
    expect(games.map((log) => (log.hands as { leftInHand: object }[]).at(-1)?.leftInHand)).toEqual([
      { bram: { points: 2 } },
      { bram: { points: 1 } },
      { bram: { points: 3 } },
    ])
  })
})

describe('what the store tells the folder watcher', () => {
  it('its own writes and deletions are no news; a game added, changed or removed elsewhere is', async () => {
    const { folder, store } = await openedOn(friday([4]))
    await store.saveGame(friday([4, 6]))
    await store.saveGame(sampleLog('saturday'))
    await store.deleteGame('saturday')
    expect(await store.changedOutside('friday.json')).toBe(false)
    expect(await store.changedOutside('saturday.json')).toBe(false)
    expect(await store.changedOutside('friday.json.bak')).toBe(false)
    expect(await store.changedOutside('friday.json.casebook.tmp')).toBe(false)

    await elsewhere(folder, friday([4, 6, 1]))
    expect(await store.changedOutside('friday.json')).toBe(true)
    await elsewhere(folder, sampleLog('sunday'), 'sunday.json')
    expect(await store.changedOutside('sunday.json')).toBe(true)
    await store.listGames()
    await rm(join(folder, 'sunday.json'))
    expect(await store.changedOutside('sunday.json')).toBe(true)
  })

  it('a merged file is news until the window saves a version that has it', async () => {
    const { folder, store } = await openedOn(friday([4]))
    await elsewhere(folder, friday([4], { title: 'Renamed elsewhere' }))
    await store.saveGame(friday([4, 6]))
    expect(await store.changedOutside('friday.json')).toBe(true)

    await store.saveGame(friday([4, 6, 1], { title: 'Renamed elsewhere' }))
    expect(await store.changedOutside('friday.json')).toBe(false)
  })
})
