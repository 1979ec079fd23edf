import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFileGameStore } from '../../src/main/game-file-store'
import { nodeGameFileSystem, type GameFileSystem } from '../../src/main/game-file-system'
import { sampleDraft, sampleLog } from './game-storage-contract'
import { freshGamesFolder } from './temp-folder'
import { damagedGameText, textOf } from './file-store-support'

/** The real file system, writing down every call that writes or flushes, in order. */
function recordingFileSystem() {
  const calls: string[] = []
  // The paths only: a write's content is not what is checked here.
  const record =
    <A extends unknown[]>(name: string, run: (...args: A) => Promise<void>, paths = 2) =>
    async (...args: A) => {
      await run(...args)
      calls.push([name, ...args.slice(0, paths)].join(' '))
    }
  const fs: GameFileSystem = {
    ...nodeGameFileSystem,
    writeFileDurably: record('write+fsync', nodeGameFileSystem.writeFileDurably, 1),
    copyFileDurably: record('copy+fsync', nodeGameFileSystem.copyFileDurably),
    rename: record('rename', nodeGameFileSystem.rename),
    unlink: record('unlink', nodeGameFileSystem.unlink),
    syncFolder: record('fsync-folder', nodeGameFileSystem.syncFolder),
  }
  return { fs, calls }
}

describe('what the file store flushes to the disk', () => {
  it('a draft, then its folder entry after the rename; a discarded draft’s folder entry', async () => {
    const folder = await freshGamesFolder()
    const { fs, calls } = recordingFileSystem()
    const store = createFileGameStore({ folder, fs })
    const drafts = join(folder, 'drafts')
    const draft = join(drafts, 'friday.json')

    await store.saveDraft('friday', sampleDraft())
    await store.discardDraft('friday')

    expect(calls).toEqual([
      `write+fsync ${draft}.casebook.tmp`,
      `rename ${draft}.casebook.tmp ${draft}`,
      `fsync-folder ${drafts}`,
      `unlink ${draft}`,
      `fsync-folder ${drafts}`,
    ])
  })

  it('a game, its .bak copy, and the folder entry after the rename', async () => {
    const folder = await freshGamesFolder()
    const { fs, calls } = recordingFileSystem()
    const store = createFileGameStore({ folder, fs })
    const file = join(folder, 'g.json')

    await store.saveGame(sampleLog('g', { title: 'One' }))
    calls.length = 0
    await store.saveGame(sampleLog('g', { title: 'Two' }))

    expect(calls).toEqual([
      `write+fsync ${file}.casebook.tmp`,
      `copy+fsync ${file} ${file}.bak`,
      `rename ${file}.casebook.tmp ${file}`,
      `fsync-folder ${folder}`,
    ])
    expect(JSON.parse(await textOf(folder, 'g.json.bak'))).toMatchObject({ title: 'One' })
  })

  it('a conflict copy and its folder entry, before the game is written', async () => {
    const folder = await freshGamesFolder()
    const now = () => new Date('2026-11-26T17:03:12.000Z')
    await createFileGameStore({ folder }).saveGame(sampleLog('g', { title: 'Elsewhere' }))
    const { fs, calls } = recordingFileSystem()
    const copy = join(folder, 'g-conflict-20261126-170312.json')

    await createFileGameStore({ folder, fs, now }).saveGame(sampleLog('g', { title: 'Here' }))

    expect(calls.slice(0, 3)).toEqual([
      `write+fsync ${copy}.casebook.tmp`,
      `rename ${copy}.casebook.tmp ${copy}`,
      `fsync-folder ${folder}`,
    ])
    expect(calls.at(-1)).toBe(`fsync-folder ${folder}`)
  })

  it('a damaged game set aside: both folders’ entries after the move', async () => {
    const folder = await freshGamesFolder()
    await mkdir(folder, { recursive: true })
    await writeFile(join(folder, 'g.json'), damagedGameText('g'))
    const { fs, calls } = recordingFileSystem()
    const now = () => new Date('2026-11-26T17:03:12.000Z')
    const damaged = join(folder, 'damaged')

    await createFileGameStore({ folder, fs, now }).listGames()

    expect(calls).toEqual([
      `rename ${join(folder, 'g.json')} ${join(damaged, 'g.json.2026-11-26T17-03-12.000Z')}`,
      `fsync-folder ${damaged}`,
      `fsync-folder ${folder}`,
    ])
  })
})
