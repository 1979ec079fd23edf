import { existsSync, readdirSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSyncServer } from '../../src/sync-server/server'
import { connectClient, freshFolder, startTestServer, until } from './support'

interface Game {
  hands: string[]
  revoked?: boolean
}

async function revokedIds(dataDir: string): Promise<string[]> {
  try {
    return (
      JSON.parse(await readFile(join(dataDir, 'revoked.json'), 'utf8')) as { revoked: string[] }
    ).revoked
  } catch {
    return []
  }
}

/** The files automerge-repo's file storage keeps of a document. */
function documentFiles(dataDir: string, documentId: string): string[] {
  const folder = join(dataDir, documentId.slice(0, 2), documentId.slice(2))
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
}

describe('stopping sharing', { timeout: 30_000 }, () => {
  it('makes the link dead: deleted from the server, refused, also after a restart', async () => {
    const dataDir = await freshFolder()
    const server = await startTestServer({ dataDir })
    const sharer = connectClient(server.port)
    const game = sharer.create<Game>({ hands: ['hand 1'] })
    const kept = sharer.create<Game>({ hands: ['another game'] })
    await connectClient(server.port).find(game.url)
    await connectClient(server.port).find(kept.url)
    await until(() => documentFiles(dataDir, game.documentId).length > 0, 'the game is on disk')

    game.change((doc) => {
      doc.revoked = true
    })
    await until(async () => (await revokedIds(dataDir)).includes(game.documentId), 'recorded')
    await until(() => documentFiles(dataDir, game.documentId).length === 0, 'deleted from disk')
    await expect(connectClient(server.port).find(game.url)).rejects.toThrow(/unavailable/)
    // Another game of the same server is untouched.
    expect((await connectClient(server.port).find<Game>(kept.url)).doc().hands).toEqual([
      'another game',
    ])

    await server.close()
    // Same address: the sharer's device, which still holds the game, reconnects and offers it.
    const restarted = await startTestServer({ dataDir, port: server.port })
    await expect(connectClient(restarted.port).find(game.url)).rejects.toThrow(/unavailable/)
    expect(await revokedIds(dataDir)).toEqual([game.documentId])
    expect(documentFiles(dataDir, game.documentId)).toEqual([])
  })

  it.each(['synchronous', 'asynchronous'] as const)(
    'reaches every other device before the game is deleted (%s file calls)',
    async (fileCalls) => {
      const server = await startTestServer({ dataDir: await freshFolder(), fileCalls })
      const sharer = connectClient(server.port)
      const game = sharer.create<Game>({ hands: ['hand 1'] })
      const phones = [connectClient(server.port), connectClient(server.port)]
      const followed = await Promise.all(phones.map((phone) => phone.find<Game>(game.url)))
      game.change((doc) => {
        doc.revoked = true
      })
      for (const [index, copy] of followed.entries()) {
        await until(() => copy.doc().revoked === true, `phone ${index + 1} hears it`)
      }
    },
  )

  it('refuses to start on a revoked list it cannot read, rather than serve those games again', async () => {
    const dataDir = await freshFolder()
    for (const content of [
      'not json',
      '{"toString": 1}',
      '{"version": 1, "revoked": [{"toString": 1}]}',
    ]) {
      await writeFile(join(dataDir, 'revoked.json'), content)
      await expect(
        startSyncServer({ hosts: ['127.0.0.1'], port: 0, dataDir, log: () => {} }),
      ).rejects.toThrow(/revoked/)
    }
    await writeFile(join(dataDir, 'revoked.json'), '{"version": 1, "revoked": []}')
    const server = await startTestServer({ dataDir })
    expect(server.port).toBeGreaterThan(0)
  })
})
