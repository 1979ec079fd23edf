import { readdirSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { next as A } from '@automerge/automerge'
import { describe, expect, it } from 'vitest'
import { isAcknowledged } from './on-disk'
import { connectClient, freshFolder, shutdownClient, startTestServer, until } from './support'

interface Game {
  hands: string[]
}

/** Every file of a document in the data folder. */
function documentFiles(dataDir: string, documentId: string): string[] {
  const folder = join(dataDir, documentId.slice(0, 2), documentId.slice(2))
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.endsWith('sync-state'))
    .map((entry) => join(entry.parentPath, entry.name))
}

describe('a game whose files an earlier version cut', { timeout: 60_000 }, () => {
  it('is answered "unavailable" at once, the server serves on, and a device gives it back', async () => {
    const dataDir = await freshFolder()
    const server = await startTestServer({ dataDir })
    const sharer = connectClient(server.port)
    const game = sharer.create<Game>({ hands: Array.from({ length: 40 }, (_, i) => `hand ${i}`) })
    const kept = sharer.create<Game>({ hands: ['another game'] })
    for (const handle of [game, kept]) {
      const heads = A.getHeads(handle.doc())
      await until(() => isAcknowledged(sharer, handle, heads), 'on the server')
    }
    await server.close()
    // As a crash of an earlier version left them: every file of the game cut in half.
    for (const file of documentFiles(dataDir, game.documentId)) {
      const bytes = await readFile(file)
      await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)))
    }

    // Restarted elsewhere first: the sharer cannot reach it and give the game back.
    const alone = await startTestServer({ dataDir })
    const device = connectClient(alone.port)
    await until(() => device.peers.length > 0, 'connected')
    await expect(device.find(game.url)).rejects.toThrow(/unavailable/)
    expect(
      alone.logs.some((line) => /is not Automerge data: moved to unreadable\//.test(line)),
    ).toBe(true)
    expect(readdirSync(join(dataDir, 'unreadable')).length).toBeGreaterThan(0)
    expect((await device.find<Game>(kept.url)).doc().hands).toEqual(['another game'])
    await alone.close()

    // At its usual address: the sharer's device reconnects and gives the game back, to the
    // server and so to a device that never had it.
    const restarted = await startTestServer({ dataDir, port: server.port })
    let found: Game | undefined
    await until(
      async () => {
        // One device at a time: a device per attempt, kept, would meet the limit of connections
        // per address long before a busy machine brought the game back.
        const other = connectClient(restarted.port)
        try {
          await until(() => other.peers.length > 0, 'connected')
          found = (await other.find<Game>(game.url).catch(() => undefined))?.doc()
          return found !== undefined
        } finally {
          await shutdownClient(other)
        }
      },
      'the game is back',
      30_000,
    )
    expect(found?.hands).toHaveLength(40)
  })
})
