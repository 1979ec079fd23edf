import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serialiseGameLog } from '../../src/engine'
import { createFileGameStore } from '../../src/main/game-file-store'
import type { GameFileSystem } from '../../src/main/game-file-system'
import { sampleLog } from './game-storage-contract'
import {
  diesAt,
  fileSystemWith,
  filesIn,
  systemError,
  textOf,
  writesHalfThenFails,
} from './file-store-support'
import { freshGamesFolder } from './temp-folder'

const first = sampleLog('friday', { title: 'Saved' })
const second = sampleLog('friday', { title: 'Not saved' })

/** A games folder holding `first`, saved normally. */
async function folderWithFirstVersion(): Promise<string> {
  const folder = await freshGamesFolder()
  expect(await createFileGameStore({ folder }).saveGame(first)).toEqual({ ok: true })
  return folder
}

/**
 * The store of an app started over the folder, with `fs`: it lists the games first, as the app
 * does, so the file it saves over is the version it read.
 */
async function startedStore(folder: string, fs: GameFileSystem) {
  const store = createFileGameStore({ folder, fs })
  await store.listGames()
  return store
}

/** After the failure, and a restart: the saved version is listed, whole, and no temporary file is left. */
async function expectFirstVersionIntact(folder: string, expectedFiles = ['friday.json']) {
  expect(await createFileGameStore({ folder }).listGames()).toEqual({ games: [first], damaged: [] })
  expect(await filesIn(folder)).toEqual(expectedFiles)
  expect(await textOf(folder, 'friday.json')).toBe(serialiseGameLog(first))
}

describe('the file store when the disk is full', () => {
  it.each(['ENOSPC', 'EDQUOT'])(
    'answers disk-full (%s) and keeps the saved version',
    async (code) => {
      const folder = await folderWithFirstVersion()
      const fs = fileSystemWith({ writeFileDurably: writesHalfThenFails(systemError(code)) })
      expect(await (await startedStore(folder, fs)).saveGame(second)).toEqual({
        ok: false,
        failure: 'disk-full',
        problem: { messageKey: 'storage.failure.disk-full', params: {} },
      })
      expect(await filesIn(folder)).toEqual(['friday.json'])
      await expectFirstVersionIntact(folder)
    },
  )

  it('answers disk-full when even the backup cannot be written', async () => {
    const folder = await folderWithFirstVersion()
    const fs = fileSystemWith({ copyFileDurably: () => Promise.reject(systemError('ENOSPC')) })
    expect(await (await startedStore(folder, fs)).saveGame(second)).toMatchObject({
      ok: false,
      failure: 'disk-full',
    })
    expect(await filesIn(folder)).toEqual(['friday.json'])
    await expectFirstVersionIntact(folder)
  })
})

describe('the file store when writing fails', () => {
  it('answers write-failed, naming the error, and keeps the saved version', async () => {
    const folder = await folderWithFirstVersion()
    const fs = fileSystemWith({ writeFileDurably: () => Promise.reject(systemError('EACCES')) })
    expect(await (await startedStore(folder, fs)).saveGame(second)).toEqual({
      ok: false,
      failure: 'write-failed',
      problem: { messageKey: 'storage.failure.write-failed', params: { detail: 'EACCES' } },
    })
    expect(await filesIn(folder)).toEqual(['friday.json'])
    await expectFirstVersionIntact(folder)
  })

  it('keeps the saved version when the final rename fails, and removes the temporary file', async () => {
    const folder = await folderWithFirstVersion()
    const fs = fileSystemWith({ rename: () => Promise.reject(systemError('EPERM')) })
    expect(await (await startedStore(folder, fs)).saveGame(second)).toMatchObject({
      ok: false,
      failure: 'write-failed',
      problem: { params: { detail: 'EPERM' } },
    })
    // The backup was taken before the rename was tried: it is the saved version too.
    expect(await filesIn(folder)).toEqual(['friday.json', 'friday.json.bak'])
    await expectFirstVersionIntact(folder, ['friday.json', 'friday.json.bak'])
  })

  it('keeps a game whose deletion fails', async () => {
    const folder = await folderWithFirstVersion()
    const fs = fileSystemWith({ rename: () => Promise.reject(systemError('EBUSY')) })
    expect(await createFileGameStore({ folder, fs }).deleteGame('friday')).toMatchObject({
      ok: false,
      failure: 'write-failed',
    })
    await expectFirstVersionIntact(folder)
  })
})

describe('the file store after a crash in the middle of a save', () => {
  it('lists the saved version when the process died halfway through the temporary file', async () => {
    const folder = await folderWithFirstVersion()
    await (await startedStore(folder, diesAt('writeFileDurably'))).saveGame(second)
    expect(await filesIn(folder)).toEqual(['friday.json', 'friday.json.casebook.tmp'])

    await expectFirstVersionIntact(folder)
  })

  it('lists the saved version when the process died just before the rename', async () => {
    const folder = await folderWithFirstVersion()
    await (await startedStore(folder, diesAt('rename'))).saveGame(second)
    expect(await textOf(folder, 'friday.json.casebook.tmp')).toBe(serialiseGameLog(second))

    await expectFirstVersionIntact(folder, ['friday.json', 'friday.json.bak'])
  })

  it('removes a temporary file of its own it finds, and nothing else', async () => {
    const folder = await folderWithFirstVersion()
    await writeFile(join(folder, 'other.json.casebook.tmp'), '{"format": "casebook/ga')
    await expectFirstVersionIntact(folder)
  })
})
