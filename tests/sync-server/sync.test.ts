import { describe, expect, it } from 'vitest'
import {
  connectClient,
  freshFolder,
  shutdownClient,
  startTestServer,
  until,
  untilDocument,
} from './support'

interface Game {
  hands: string[]
  table: { dealer?: string; round?: number }
  revoked?: boolean
}

// Each test starts servers and clients for real: seconds on a busy 2-core machine.
describe('the sync server between two devices', { timeout: 30_000 }, () => {
  it('lets a second device find a game by its link and see the first one’s edits', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const first = connectClient(server.port)
    const second = connectClient(server.port)
    const handle = first.create<Game>({ hands: [], table: {} })

    const seen = await second.find<Game>(handle.url)
    expect(seen.doc().hands).toEqual([])
    handle.change((game) => {
      game.hands.push('hand 1')
    })
    await until(() => seen.doc().hands.length === 1, 'the second device sees hand 1')
    expect(seen.doc().hands).toEqual(['hand 1'])
  })

  it('merges what two devices entered offline, both appends and both fields kept', async () => {
    const dataDir = await freshFolder()
    const server = await startTestServer({ dataDir })
    const first = connectClient(server.port)
    const second = connectClient(server.port)
    const handle = first.create<Game>({ hands: ['hand 1'], table: {} })
    const other = await untilDocument<Game>(
      second,
      handle.url,
      (g) => g.hands.length === 1,
      'shared',
    )

    await server.close() // both devices lose the connection
    handle.change((game) => {
      game.hands.push('hand 2 by Ann')
      game.table.dealer = 'Ann'
    })
    other.change((game) => {
      game.hands.push('hand 2 by Bram')
      game.table.round = 3
    })
    await startTestServer({ dataDir, port: server.port }) // the same address comes back

    const merged = (game: Game): boolean => game.hands.length === 3 && game.table.round === 3
    await until(() => merged(handle.doc()) && merged(other.doc()), 'both devices hold both edits')
    expect(handle.doc()).toEqual(other.doc())
    expect([...handle.doc().hands].sort()).toEqual(['hand 1', 'hand 2 by Ann', 'hand 2 by Bram'])
    expect(handle.doc().table).toEqual({ dealer: 'Ann', round: 3 })
  })

  it('gives a device without a game’s link nothing of it: the server announces nothing', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const sharer = connectClient(server.port)
    const secret = sharer.create<Game>({ hands: ['secret hand'], table: {} })
    const shared = sharer.create<Game>({ hands: ['shared hand'], table: {} })
    // The server holds both once another device got them by their links.
    const helper = connectClient(server.port)
    await helper.find(secret.url)
    await helper.find(shared.url)

    const stranger = connectClient(server.port)
    // Once this document arrived, the server has long known the stranger (it would have
    // announced the other one then): the stranger still holds only what it asked for.
    await stranger.find(shared.url)
    expect(Object.keys(stranger.handles)).toEqual([shared.documentId])
  })

  it('keeps a game in its folder across a restart', async () => {
    const dataDir = await freshFolder()
    const server = await startTestServer({ dataDir })
    const first = connectClient(server.port)
    const handle = first.create<Game>({ hands: ['hand 1', 'hand 2'], table: { dealer: 'Ann' } })
    const second = connectClient(server.port)
    await second.find(handle.url)
    // The devices leave first: automerge-repo's client keeps retrying if its server goes first.
    await shutdownClient(first)
    await shutdownClient(second)
    await server.close()

    const restarted = await startTestServer({ dataDir })
    const later = await connectClient(restarted.port).find<Game>(handle.url)
    expect(later.doc()).toEqual({ hands: ['hand 1', 'hand 2'], table: { dealer: 'Ann' } })
  })

  it('syncs a 10,000-hand game within the message size limit', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const first = connectClient(server.port)
    const handle = first.create<{ hands: Record<string, { points: number; by: string }> }>({
      hands: {},
    })
    for (let batch = 0; batch < 100; batch++) {
      handle.change((game) => {
        for (let hand = batch * 100; hand < (batch + 1) * 100; hand++) {
          game.hands[`hand-${hand}`] = { points: hand % 37, by: `player ${hand % 5}` }
        }
      })
    }
    const seen = await connectClient(server.port).find<{ hands: Record<string, unknown> }>(
      handle.url,
    )
    expect(Object.keys(seen.doc().hands)).toHaveLength(10_000)
    expect(server.logs.filter((line) => line.includes('closed'))).toEqual([])
  }, 60_000)
})
