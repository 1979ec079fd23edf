import { Repo } from '@automerge/automerge-repo'
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket'
import { describe, expect, it } from 'vitest'
import { askAgainIfUnavailable } from '../../src/renderer/src/sync/ask-again'
import {
  connectClient,
  freshFolder,
  shutdownClient,
  startTestServer,
  until,
  untilServerHolds,
} from './support'

/*
 * A phone opens a link before the game it names has reached the server (the sharer's laptop is
 * slow, or was offline a moment): the join page looks again, and finds it once it is there.
 */

describe('a game that reaches the server after a device looked for it', { timeout: 60_000 }, () => {
  it('is found once the device asks again, and not before', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    // The sharer's repository holds the game before it has any connection.
    const sharer = new Repo({})
    const handle = sharer.create({ players: ['Ada', 'Bram'] })
    const phone = connectClient(server.port)
    await expect(phone.find(handle.url)).rejects.toThrow(/unavailable/)

    sharer.networkSubsystem.addNetworkAdapter(
      new WebSocketClientAdapter(`ws://127.0.0.1:${server.port}`, 500),
    )
    try {
      await untilServerHolds(server.port, handle.url)
      // The server does not remember who asked for a document it did not have (decision 0058):
      // the phone's repository keeps its "unavailable" until it asks again.
      await expect(phone.find(handle.url)).rejects.toThrow(/unavailable/)
      askAgainIfUnavailable(phone, handle.documentId)
      await until(() => phone.handles[handle.documentId]?.isReady() === true, 'found on a new look')
      const found = await phone.find<{ players: string[] }>(handle.url)
      expect(found.doc().players).toEqual(['Ada', 'Bram'])
    } finally {
      await shutdownClient(sharer)
    }
  })
})
