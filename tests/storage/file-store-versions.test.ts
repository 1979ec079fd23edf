import { createHash } from 'node:crypto'
import { mkdir, readdir, truncate, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serialiseGameLog, type GameLog } from '../../src/engine'
import { createFileGameStore } from '../../src/main/game-file-store'
import { fileLimits } from '../../src/shared/file-limits'
import type { KnownVersion } from '../../src/shared/storage'
import { sampleLog } from './game-storage-contract'
import { damagedGameText, filesIn, textOf } from './file-store-support'
import { freshGamesFolder } from './temp-folder'

// The desktop window lists its games from the summaries it kept, by each file's content version,
// and asks for a game's log only when it has no summary of that version, or opens the game
// (docs/decisions/0032). Real files in a temp folder.

const now = () => new Date('2026-11-26T17:03:12.000Z')
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A folder holding these games, saved by Casebook (or in another program's layout). */
async function folderWith(files: Record<string, string>): Promise<string> {
  const folder = await freshGamesFolder()
  await mkdir(folder, { recursive: true })
  for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text)
  return folder
}

const friday = sampleLog('friday')
const saturday = sampleLog('saturday', { title: 'Saturday' })
const texts = {
  'friday.json': serialiseGameLog(friday),
  'saturday.json': serialiseGameLog(saturday),
}
const everyVersion: KnownVersion[] = [
  ['friday', sha256(texts['friday.json'])],
  ['saturday', sha256(texts['saturday.json'])],
]

describe('the games folder listed by version', () => {
  it('gives every game its file’s SHA-256 and reads only the games the window does not know', async () => {
    const folder = await folderWith(texts)
    const store = createFileGameStore({ folder, now })

    const first = await store.listGamesByVersion([])
    expect(first.versions).toEqual(everyVersion)
    expect(first.games).toEqual([friday, saturday])

    const [fridayKnown] = everyVersion
    const second = await createFileGameStore({ folder, now }).listGamesByVersion([fridayKnown!])
    expect(second.versions).toEqual(everyVersion)
    expect(second.games).toEqual([saturday])

    const third = await createFileGameStore({ folder, now }).listGamesByVersion(everyVersion)
    expect(third).toEqual({ games: [], damaged: [], versions: everyVersion })
  })

  it('reads a known game again once another program changed its file', async () => {
    const folder = await folderWith(texts)
    const changed = { ...saturday, title: 'Saturday, changed elsewhere' }
    await writeFile(join(folder, 'saturday.json'), JSON.stringify(changed, null, 4))

    const listing = await createFileGameStore({ folder, now }).listGamesByVersion(everyVersion)
    expect(listing.games).toEqual([changed])
    expect(listing.versions[1]).toEqual(['saturday', sha256(JSON.stringify(changed, null, 4))])
  })

  it('still sets aside a damaged game, and names apart a file too large and a badly named one', async () => {
    const folder = await folderWith({
      ...texts,
      'broken.json': damagedGameText('broken'),
      'Bad Name.json': '{}',
    })
    await writeFile(join(folder, 'huge.json'), '')
    await truncate(join(folder, 'huge.json'), fileLimits.appGameLog + 1)

    const listing = await createFileGameStore({ folder, now }).listGamesByVersion(everyVersion)
    expect(listing.games).toEqual([])
    expect(listing.versions).toEqual(everyVersion)
    expect(listing.damaged.map((file) => file.name)).toEqual(['broken.json'])
    const reasons = Object.fromEntries(
      (listing.otherFiles ?? []).map((file) => [file.name, file.reason]),
    )
    expect(Object.keys(reasons).sort()).toEqual(['Bad Name.json', 'huge.json'])
    expect(reasons['huge.json']).toEqual({
      messageKey: 'storage.damaged.too-large',
      params: { mebibytes: fileLimits.appGameLog / (1024 * 1024) },
    })
    expect(await readdir(join(folder, 'damaged'))).toHaveLength(1)
    expect((await readdir(folder)).sort()).toEqual(
      ['Bad Name.json', 'damaged', 'huge.json', ...Object.keys(texts)].sort(),
    )
  })

  it('names the conflict copies among the games left unread', async () => {
    const copy = 'friday-conflict-20261126-170312'
    const folder = await folderWith({ ...texts, [`${copy}.json`]: texts['friday.json'] })
    const known: KnownVersion[] = [...everyVersion, [copy, sha256(texts['friday.json'])]]

    const listing = await createFileGameStore({ folder, now }).listGamesByVersion(known)
    expect(listing.games).toEqual([])
    expect(listing.conflictCopies).toEqual([{ id: copy, keptAt: '2026-11-26T17:03:12Z' }])
  })
})

describe('one game read when the window opens it', () => {
  it('is its log and the version the listing gave it', async () => {
    const folder = await folderWith(texts)
    const store = createFileGameStore({ folder, now })
    await store.listGamesByVersion(everyVersion)

    expect(await store.readGame('saturday')).toEqual({
      ok: true,
      log: saturday,
      version: everyVersion[1]?.[1],
    })
  })

  it('says why when the file is gone, damaged or too large, and leaves it where it is', async () => {
    const folder = await folderWith({ 'broken.json': '{"format": ' })
    await writeFile(join(folder, 'huge.json'), '')
    await truncate(join(folder, 'huge.json'), fileLimits.appGameLog + 1)
    const store = createFileGameStore({ folder, now })

    expect(await store.readGame('gone')).toEqual({
      ok: false,
      reason: { messageKey: 'storage.failure.not-found', params: { id: 'gone' } },
    })
    expect(await store.readGame('broken')).toMatchObject({
      ok: false,
      reason: { messageKey: expect.stringMatching(/^problems\./) },
    })
    expect(await store.readGame('huge')).toEqual({
      ok: false,
      reason: {
        messageKey: 'storage.damaged.too-large',
        params: { mebibytes: fileLimits.appGameLog / (1024 * 1024) },
      },
    })
    expect(await store.readGame('../friday')).toMatchObject({
      ok: false,
      reason: { messageKey: 'storage.failure.invalid-id' },
    })
    expect(await filesIn(folder)).toEqual(['broken.json', 'huge.json'])
  })
})

describe('a save after a listing that left the game unread', () => {
  /** Friday with one more hand, as the window saves it after reading the file. */
  const withHand = (log: GameLog) => ({ ...log, hands: [...log.hands, ...log.hands] }) as GameLog

  it('writes over the file it listed, with no conflict copy', async () => {
    const folder = await folderWith(texts)
    const store = createFileGameStore({ folder, now })
    await store.listGamesByVersion(everyVersion)

    expect(await store.saveGame(withHand(friday))).toEqual({ ok: true })
    expect(await filesIn(folder)).toEqual(['friday.json', 'friday.json.bak', 'saturday.json'])
    expect(await textOf(folder, 'friday.json')).toBe(serialiseGameLog(withHand(friday)))
    // The version the window works out for the log it saved (the SHA-256 of its text).
    const listing = await store.listGamesByVersion([])
    expect(listing.versions[0]).toEqual(['friday', sha256(serialiseGameLog(withHand(friday)))])
  })

  it('keeps a version written elsewhere since the listing as a conflict copy', async () => {
    const folder = await folderWith(texts)
    const store = createFileGameStore({ folder, now })
    await store.listGamesByVersion(everyVersion)
    const theirs = JSON.stringify({ ...friday, hands: [] }, null, 2)
    await writeFile(join(folder, 'friday.json'), theirs)

    expect(await store.saveGame({ ...friday, title: 'Changed here' })).toEqual({ ok: true })
    expect(await textOf(folder, 'friday-conflict-20261126-170312.json')).toBe(theirs)
  })

  it('is not news to the folder watcher, and a file changed elsewhere is', async () => {
    const folder = await folderWith(texts)
    const store = createFileGameStore({ folder, now })
    await store.listGamesByVersion(everyVersion)

    expect(await store.changedOutside('friday.json')).toBe(false)
    await writeFile(join(folder, 'friday.json'), JSON.stringify(friday, null, 2))
    expect(await store.changedOutside('friday.json')).toBe(true)
  })
})
