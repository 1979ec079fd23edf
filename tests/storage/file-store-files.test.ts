import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseGameLog, serialiseGameLog } from '../../src/engine'
import { createFileGameStore } from '../../src/main/game-file-store'
import { sampleDraft, sampleLog } from './game-storage-contract'
import { fileSystemWith, filesIn, systemError, textOf } from './file-store-support'
import { freshGamesFolder } from './temp-folder'

const now = () => new Date('2026-11-20T19:02:11.000Z')

async function folderWith(files: Record<string, string>): Promise<string> {
  const folder = await freshGamesFolder()
  await mkdir(folder, { recursive: true })
  for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text)
  return folder
}

describe('the draft files', () => {
  it('are drafts/<id>.json beside the games, never listed or set aside as games', async () => {
    const folder = await freshGamesFolder()
    const store = createFileGameStore({ folder, now })
    await store.saveGame(sampleLog('friday'))
    await store.saveDraft('friday', sampleDraft())
    expect(await filesIn(folder)).toEqual(['drafts', 'friday.json'])
    expect(await filesIn(join(folder, 'drafts'))).toEqual(['friday.json'])
    expect(await textOf(join(folder, 'drafts'), 'friday.json')).toBe(JSON.stringify(sampleDraft()))
    expect(await store.listGames()).toEqual({ games: [sampleLog('friday')], damaged: [] })
    expect(await filesIn(folder)).toEqual(['drafts', 'friday.json'])
  })

  it('leave the draft before whole when the disk is full', async () => {
    const folder = await freshGamesFolder()
    await createFileGameStore({ folder }).saveDraft('friday', sampleDraft())
    const full = createFileGameStore({
      folder,
      fs: fileSystemWith({ writeFileDurably: () => Promise.reject(systemError('ENOSPC')) }),
    })
    expect(await full.saveDraft('friday', sampleDraft({ hand: 3 }))).toMatchObject({
      ok: false,
      failure: 'disk-full',
    })
    expect(await full.loadDraft('friday')).toEqual(sampleDraft())
    expect(await filesIn(join(folder, 'drafts'))).toEqual(['friday.json'])
  })
})

describe('the game files', () => {
  it('are <id>.json, readable JSON a person or the command line can open', async () => {
    const folder = await freshGamesFolder()
    await createFileGameStore({ folder }).saveGame(sampleLog('friday'))
    expect(await filesIn(folder)).toEqual(['friday.json'])
    const text = await textOf(folder, 'friday.json')
    expect(text).toBe(serialiseGameLog(sampleLog('friday')))
    expect(parseGameLog(text)).toEqual({ ok: true, log: sampleLog('friday') })
  })

  it('keep the previous version as <id>.json.bak', async () => {
    const folder = await freshGamesFolder()
    const store = createFileGameStore({ folder })
    for (const title of ['One', 'Two', 'Three']) await store.saveGame(sampleLog('g', { title }))
    expect(await filesIn(folder)).toEqual(['g.json', 'g.json.bak'])
    expect(await textOf(folder, 'g.json')).toBe(
      serialiseGameLog(sampleLog('g', { title: 'Three' })),
    )
    expect(await textOf(folder, 'g.json.bak')).toBe(
      serialiseGameLog(sampleLog('g', { title: 'Two' })),
    )
  })

  it('keep a deleted game as its backup', async () => {
    const folder = await freshGamesFolder()
    const store = createFileGameStore({ folder })
    await store.saveGame(sampleLog('g', { title: 'One' }))
    await store.saveGame(sampleLog('g', { title: 'Two' }))
    await store.deleteGame('g')
    expect(await filesIn(folder)).toEqual(['g.json.bak'])
    expect(await textOf(folder, 'g.json.bak')).toBe(
      serialiseGameLog(sampleLog('g', { title: 'Two' })),
    )
  })

  it('leave backups and other files alone when listing', async () => {
    const backup = serialiseGameLog(sampleLog('g'))
    const folder = await folderWith({ 'g.json.bak': backup, 'notes.txt': 'hello' })
    expect(await createFileGameStore({ folder, now }).listGames()).toEqual({
      games: [],
      damaged: [],
    })
    expect(await filesIn(folder)).toEqual(['g.json.bak', 'notes.txt'])
  })
})

describe('a damaged game file', () => {
  it('is moved to games/damaged/<name>.<time>, byte for byte, and never deleted', async () => {
    const folder = await folderWith({ 'broken.json': '{"format": "casebook/game-log", "ha' })
    const store = createFileGameStore({ folder, now })
    const { damaged } = await store.listGames()
    expect(damaged).toMatchObject([
      { name: 'broken.json', setAsideAs: 'broken.json.2026-11-20T19-02-11.000Z' },
    ])
    expect(await filesIn(folder)).toEqual(['damaged'])

    await store.saveGame(sampleLog('broken'))
    await store.deleteGame('broken')
    await store.listGames()
    expect(await filesIn(join(folder, 'damaged'))).toEqual(['broken.json.2026-11-20T19-02-11.000Z'])
    expect(
      await readFile(join(folder, 'damaged', 'broken.json.2026-11-20T19-02-11.000Z'), 'utf8'),
    ).toBe('{"format": "casebook/game-log", "ha')
  })

  it('is set aside with why when it is not UTF-8, never listed with garbled names', async () => {
    const folder = await freshGamesFolder()
    await mkdir(folder, { recursive: true })
    const text = serialiseGameLog({ ...sampleLog('latin1'), title: 'Soirée' })
    await writeFile(join(folder, 'latin1.json'), Buffer.from(text, 'latin1'))
    const { games, damaged } = await createFileGameStore({ folder, now }).listGames()
    expect(games).toEqual([])
    expect(damaged).toEqual([
      {
        name: 'latin1.json',
        setAsideAs: 'latin1.json.2026-11-20T19-02-11.000Z',
        reason: { messageKey: 'problems.log.encoding-other', params: {} },
      },
    ])
  })

  it('is listed when an editor added a byte-order mark to it', async () => {
    const folder = await folderWith({
      'marked.json': `\uFEFF${serialiseGameLog(sampleLog('marked'))}`,
    })
    const { games, damaged } = await createFileGameStore({ folder, now }).listGames()
    expect(damaged).toEqual([])
    expect(games).toEqual([sampleLog('marked')])
  })

  it('is set aside when it cannot be read at all', async () => {
    const folder = await folderWith({ 'locked.json': serialiseGameLog(sampleLog('locked')) })
    const fs = fileSystemWith({ readFile: () => Promise.reject(systemError('EACCES')) })
    expect(await createFileGameStore({ folder, fs, now }).listGames()).toEqual({
      games: [],
      damaged: [
        {
          name: 'locked.json',
          setAsideAs: 'locked.json.2026-11-20T19-02-11.000Z',
          reason: { messageKey: 'storage.damaged.unreadable', params: { detail: 'EACCES' } },
        },
      ],
    })
    expect(await filesIn(join(folder, 'damaged'))).toEqual(['locked.json.2026-11-20T19-02-11.000Z'])
  })

  it('is set aside when its name cannot be a game id', async () => {
    const folder = await folderWith({ 'Friday night.json': serialiseGameLog(sampleLog('x')) })
    const { damaged } = await createFileGameStore({ folder, now }).listGames()
    expect(damaged).toEqual([
      {
        name: 'Friday night.json',
        setAsideAs: 'Friday night.json.2026-11-20T19-02-11.000Z',
        reason: { messageKey: 'storage.damaged.bad-name', params: {} },
      },
    ])
  })

  it('stays where it is, reported, when it cannot be moved', async () => {
    const folder = await folderWith({ 'broken.json': 'not json' })
    await createFileGameStore({ folder }).saveGame(sampleLog('good'))
    const fs = fileSystemWith({ rename: () => Promise.reject(systemError('EACCES')) })
    const listing = await createFileGameStore({ folder, fs, now }).listGames()
    expect(listing.games).toEqual([sampleLog('good')])
    expect(listing.damaged).toMatchObject([{ name: 'broken.json', setAsideAs: 'broken.json' }])
    expect(await textOf(folder, 'broken.json')).toBe('not json')
  })

  it('is not reported when it disappears while the folder is read', async () => {
    const folder = await folderWith({ 'gone.json': 'whatever' })
    const fs = fileSystemWith({ readFile: () => Promise.reject(systemError('ENOENT')) })
    expect(await createFileGameStore({ folder, fs, now }).listGames()).toEqual({
      games: [],
      damaged: [],
    })
  })
})
