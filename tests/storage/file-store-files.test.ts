import { execFileSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseGameLog, serialiseGameLog } from '../../src/engine'
import { createFileGameStore } from '../../src/main/game-file-store'
import { sampleDraft, sampleLog } from './game-storage-contract'
import { damagedGameText, fileSystemWith, filesIn, systemError, textOf } from './file-store-support'
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
    const text = damagedGameText('broken')
    const folder = await folderWith({ 'broken.json': text })
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
    ).toBe(text)
  })

  it('is listed when an editor added a byte-order mark to it', async () => {
    const folder = await folderWith({
      'marked.json': `\uFEFF${serialiseGameLog(sampleLog('marked'))}`,
    })
    const { games, damaged } = await createFileGameStore({ folder, now }).listGames()
    expect(damaged).toEqual([])
    expect(games).toEqual([sampleLog('marked')])
  })

  it('stays where it is, reported, when it cannot be moved', async () => {
    const folder = await folderWith({ 'broken.json': damagedGameText('broken') })
    await createFileGameStore({ folder }).saveGame(sampleLog('good'))
    const fs = fileSystemWith({ rename: () => Promise.reject(systemError('EACCES')) })
    const listing = await createFileGameStore({ folder, fs, now }).listGames()
    expect(listing.games).toEqual([sampleLog('good')])
    expect(listing.damaged).toMatchObject([{ name: 'broken.json', setAsideAs: 'broken.json' }])
    expect(await textOf(folder, 'broken.json')).toBe(damagedGameText('broken'))
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

describe('files of other programs in the games folder (decision 0065)', () => {
  const listedApart = async (files: Record<string, string>) => {
    const folder = await folderWith(files)
    const listing = await createFileGameStore({ folder, now }).listGames()
    return { folder, listing }
  }

  it('leave a sync tool’s downloads and another program’s temporary files where they are', async () => {
    const files = {
      '.syncthing.g1.json.tmp': '{"format": "casebook/ga',
      '~syncthing~g1.json.tmp': '{"format": "casebook/ga',
      'g1.json.12345.tmp': '{"format": "casebook/ga',
      'g1.json.tmp': '{"format": "casebook/ga',
      'notes.tmp': 'hello',
    }
    const { folder, listing } = await listedApart(files)
    expect(listing).toEqual({ games: [], damaged: [] })
    expect(await filesIn(folder)).toEqual(Object.keys(files).sort())
  })

  it('remove only Casebook’s own temporary file, <id>.json.casebook.tmp, left by a crash', async () => {
    const { folder } = await listedApart({
      'g1.json.casebook.tmp': '{"format": "casebook/ga',
      'Game Night.json.casebook.tmp': '{"format": "casebook/ga',
      'g1.casebook.tmp': '{"format": "casebook/ga',
    })
    expect(await filesIn(folder)).toEqual(['Game Night.json.casebook.tmp', 'g1.casebook.tmp'])
  })

  it('leave a *.json that is not a Casebook game where it is, and list it apart with why', async () => {
    const latin1 = Buffer.from(
      serialiseGameLog({ ...sampleLog('latin1'), title: 'Soirée' }),
      'latin1',
    )
    const folder = await folderWith({
      'settings.json': '{"theme": "dark"}',
      'Game Night.json': serialiseGameLog(sampleLog('x')),
      'notes.json': 'not json',
    })
    await writeFile(join(folder, 'latin1.json'), latin1)
    await writeFile(join(folder, 'zeros.json'), Buffer.from([0x7b, 0x7d, 0, 0]))
    const listing = await createFileGameStore({ folder, now }).listGames()
    expect(listing.games).toEqual([])
    expect(listing.damaged).toEqual([])
    expect(listing.otherFiles).toEqual([
      { name: 'Game Night.json', reason: { messageKey: 'storage.damaged.bad-name', params: {} } },
      { name: 'latin1.json', reason: { messageKey: 'problems.log.encoding-other', params: {} } },
      { name: 'notes.json', reason: expect.objectContaining({ messageKey: 'problems.log.json' }) },
      {
        name: 'settings.json',
        reason: { messageKey: 'problems.log.format', params: { found: 'nothing' } },
      },
      { name: 'zeros.json', reason: { messageKey: 'problems.log.encoding-other', params: {} } },
    ])
    expect(await filesIn(folder)).toEqual([
      'Game Night.json',
      'latin1.json',
      'notes.json',
      'settings.json',
      'zeros.json',
    ])
    expect(await readFile(join(folder, 'latin1.json'))).toEqual(latin1)
  })

  it('leave a folder named like a game where it is, with everything in it', async () => {
    const folder = await folderWith({ 'g.json': serialiseGameLog(sampleLog('g')) })
    await mkdir(join(folder, 'archive.json'))
    await writeFile(join(folder, 'archive.json', 'old.json'), serialiseGameLog(sampleLog('old')))
    const listing = await createFileGameStore({ folder, now }).listGames()
    expect(listing.games).toEqual([sampleLog('g')])
    expect(listing.otherFiles).toMatchObject([
      { name: 'archive.json', reason: { messageKey: 'storage.damaged.unreadable' } },
    ])
    expect(await filesIn(folder)).toEqual(['archive.json', 'g.json'])
    expect(await filesIn(join(folder, 'archive.json'))).toEqual(['old.json'])
  })

  it.runIf(process.platform === 'linux')(
    'leave a named pipe where it is, and never wait on it',
    async () => {
      const folder = await folderWith({ 'g.json': serialiseGameLog(sampleLog('g')) })
      execFileSync('mkfifo', [join(folder, 'b.json')])
      const listing = await createFileGameStore({ folder, now }).listGames()
      expect(listing.games).toEqual([sampleLog('g')])
      expect(listing.otherFiles).toEqual([
        { name: 'b.json', reason: { messageKey: 'storage.damaged.not-a-file', params: {} } },
      ])
      expect(await filesIn(folder)).toEqual(['b.json', 'g.json'])
    },
  )

  it('leave a file the system will not let Casebook read where it is', async () => {
    const folder = await folderWith({ 'locked.json': serialiseGameLog(sampleLog('locked')) })
    const fs = fileSystemWith({ readFile: () => Promise.reject(systemError('EACCES')) })
    expect(await createFileGameStore({ folder, fs, now }).listGames()).toEqual({
      games: [],
      damaged: [],
      otherFiles: [
        {
          name: 'locked.json',
          reason: { messageKey: 'storage.damaged.unreadable', params: { detail: 'EACCES' } },
        },
      ],
    })
    expect(await filesIn(folder)).toEqual(['locked.json'])
  })
})

describe('a sync tool’s copy of a game (decision 0065)', () => {
  const copies = {
    'g1 (conflicted copy 2026-11-28).json': 'Dropbox',
    'g1.sync-conflict-20261128-153000-ABCDEFG.json': 'Syncthing',
    'g1 (conflicted copy 2026-11-28 153000).json': 'Nextcloud',
    'g1-DESKTOP-AB12CD.json': 'OneDrive',
    'g1 (1).json': 'Google Drive',
  }
  const copyText = (tool: string) => serialiseGameLog(sampleLog('g1', { title: `From ${tool}` }))

  async function folderWithCopies() {
    const folder = await folderWith({
      'g1.json': serialiseGameLog(sampleLog('g1')),
      ...Object.fromEntries(Object.entries(copies).map(([name, tool]) => [name, copyText(tool)])),
    })
    const store = createFileGameStore({ folder, now })
    return { folder, store, listing: await store.listGames() }
  }

  it('is listed as the game’s other version, where the tool put it', async () => {
    const { folder, listing } = await folderWithCopies()
    expect(listing.damaged).toEqual([])
    expect(listing.otherFiles).toBeUndefined()
    expect(listing.games.map((log) => log.title).sort()).toEqual(
      ['Game g1', ...Object.values(copies).map((tool) => `From ${tool}`)].sort(),
    )
    expect(
      (listing.conflictCopies ?? []).map((copy) => ('by' in copy ? [copy.name, copy.by] : [])),
    ).toEqual(Object.entries(copies).sort())
    for (const copy of listing.conflictCopies ?? []) {
      expect(copy).toMatchObject({ of: 'g1', id: expect.stringMatching(/^g1-synced-/) as string })
    }
    expect(await filesIn(folder)).toEqual(['g1.json', ...Object.keys(copies)].sort())
  })

  it('is read, saved and deleted in its own file, which stays Casebook’s to remove only as a backup', async () => {
    const { folder, store, listing } = await folderWithCopies()
    const dropbox = (listing.conflictCopies ?? []).find(
      (copy) => 'by' in copy && copy.by === 'Dropbox',
    )!
    const name = 'g1 (conflicted copy 2026-11-28).json'
    const read = await store.readGame(dropbox.id)
    expect(read).toMatchObject({ ok: true, log: { id: dropbox.id, title: 'From Dropbox' } })

    const renamed = sampleLog(dropbox.id, { title: 'Kept from Dropbox' })
    expect(await store.saveGame(renamed)).toEqual({ ok: true })
    expect(parseGameLog(await textOf(folder, name))).toEqual({ ok: true, log: renamed })
    expect(await textOf(folder, `${name}.bak`)).toBe(copyText('Dropbox'))
    expect(await store.changedOutside(name)).toBe(false)

    expect(await store.deleteGame(dropbox.id)).toEqual({ ok: true })
    expect(await filesIn(folder)).not.toContain(name)
    expect(await textOf(folder, `${name}.bak`)).toBe(serialiseGameLog(renamed))
    expect(await filesIn(folder)).toHaveLength(1 + Object.keys(copies).length)
  })

  it('stays where the tool put it when it is not a game log, named apart', async () => {
    const folder = await folderWith({ 'g1 (1).json': damagedGameText('g1') })
    const listing = await createFileGameStore({ folder, now }).listGames()
    expect(listing.damaged).toEqual([])
    expect(listing.otherFiles).toMatchObject([{ name: 'g1 (1).json' }])
    expect(await filesIn(folder)).toEqual(['g1 (1).json'])
  })
})
