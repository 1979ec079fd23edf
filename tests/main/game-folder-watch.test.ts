import { EventEmitter } from 'node:events'
import type { FSWatcher } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { serialiseGameLog } from '../../src/engine'
import { createFileGameStore } from '../../src/main/game-file-store'
import { watchGameFolder } from '../../src/main/game-folder-watch'
import { sampleLog } from '../storage/game-storage-contract'
import { freshGamesFolder } from '../storage/temp-folder'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** A games folder being watched by the app, over the real file store; waits for its news. */
async function watchedFolder() {
  const folder = await freshGamesFolder()
  await mkdir(folder, { recursive: true })
  const store = createFileGameStore({ folder })
  await store.listGames()
  const news: string[] = []
  let waiting: (() => void) | null = null
  stops.push(
    watchGameFolder({
      folder,
      changedOutside: store.changedOutside,
      quietMs: 20,
      onChange: () => {
        news.push('changed')
        waiting?.()
      },
    }),
  )
  return {
    folder,
    store,
    news,
    /** Resolves at the next piece of news (a test that never gets it times out and fails). */
    nextChange: () => new Promise<void>((resolve) => (waiting = resolve)),
  }
}

describe('the games folder watcher', () => {
  it('tells when a game is added, changed and removed by another program', async () => {
    const { folder, store, nextChange } = await watchedFolder()
    const file = join(folder, 'friday.json')

    // After each piece of news the window reads the folder again, as the library store does.
    let change = nextChange()
    await writeFile(file, serialiseGameLog(sampleLog('friday')))
    await change
    expect((await store.listGames()).games).toEqual([sampleLog('friday')])

    change = nextChange()
    await writeFile(file, serialiseGameLog(sampleLog('friday', { title: 'Renamed elsewhere' })))
    await change

    change = nextChange()
    await rm(file)
    await change
    expect((await store.listGames()).games).toEqual([])
  })

  it('says nothing of the store’s own saves: the first news is the other program’s', async () => {
    const { folder, store, news, nextChange } = await watchedFolder()
    const change = nextChange()
    await store.saveGame(sampleLog('saturday'))
    await store.saveGame(sampleLog('saturday', { title: 'Saved here' }))
    await writeFile(join(folder, 'notes.txt'), 'not a game')
    await writeFile(join(folder, 'friday.json'), serialiseGameLog(sampleLog('friday')))
    await change
    // One burst, one piece of news, and only because of friday.json.
    expect(news).toEqual(['changed'])
    const listing = await store.listGames()
    expect(listing.games.map((log) => log.id)).toEqual(['friday', 'saturday'])
  })

  it('watches nothing, and stops cleanly, when the folder cannot be watched', () => {
    const stop = watchGameFolder({
      folder: '/nowhere',
      changedOutside: () => Promise.resolve(true),
      onChange: () => expect.unreachable(),
      watchFolder: () => {
        throw Object.assign(new Error('ENOSPC: no more watches'), { code: 'ENOSPC' })
      },
    })
    expect(() => stop()).not.toThrow()
  })

  it('stops watching when the watcher fails later (a folder on a drive that went away)', () => {
    const watcher = Object.assign(new EventEmitter(), {
      closed: false,
      close() {
        this.closed = true
      },
    })
    watchGameFolder({
      folder: '/somewhere',
      changedOutside: () => Promise.resolve(true),
      onChange: () => expect.unreachable(),
      watchFolder: () => watcher as unknown as FSWatcher,
    })
    watcher.emit('error', new Error('EPERM'))
    expect(watcher.closed).toBe(true)
  })
})
