import { mkdtempSync, readdirSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fileLimits } from '../../src/shared/file-limits'
import { listGameFiles } from '../../src/main/game-file-listing'
import {
  GameFileTooLarge,
  nodeGameFileSystem,
  readGameFolderFile,
} from '../../src/main/game-file-system'

/** Real files in a fresh folder, as another program could leave them in the games folder. */
const folder = () => mkdtempSync(join(tmpdir(), 'casebook-folder-limits-'))
const now = () => new Date('2026-11-26T17:00:00Z')

describe('a file of the games folder is read up to the most the app opens', () => {
  it('reads a file of exactly the limit, and refuses one byte more', async () => {
    const file = join(folder(), 'game.json')
    writeFileSync(file, 'x'.repeat(100))
    expect((await readGameFolderFile(file, 100)).length).toBe(100)
    writeFileSync(file, 'x'.repeat(101))
    await expect(readGameFolderFile(file, 100)).rejects.toBeInstanceOf(GameFileTooLarge)
  })

  it('names a game file over the app’s limit unread, saying the limit, and leaves it there', async () => {
    const games = folder()
    // Sparse files: their stated size is all the listing looks at before refusing.
    writeFileSync(join(games, 'huge.json'), '')
    truncateSync(join(games, 'huge.json'), fileLimits.appGameLog + 1)
    writeFileSync(join(games, 'limit.json'), '')
    truncateSync(join(games, 'limit.json'), fileLimits.appGameLog)
    const listing = await listGameFiles(games, nodeGameFileSystem, now)
    const reasons = Object.fromEntries(
      (listing.otherFiles ?? []).map((entry) => [entry.name, entry.reason]),
    )
    expect(reasons['huge.json']).toEqual({
      messageKey: 'storage.damaged.too-large',
      params: { mebibytes: fileLimits.appGameLog / (1024 * 1024) },
    })
    // The file of exactly the limit is read: it is refused for what it holds, not for its size.
    expect(reasons['limit.json']?.messageKey).toBe('problems.log.encoding-other')
    expect(readdirSync(games).sort()).toEqual(['huge.json', 'limit.json'])
  })
})
