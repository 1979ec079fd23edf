import { cbor, type Repo } from '@automerge/automerge-repo'
import { describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { closing, openRaw, settle } from './raw-client'
import { connectClient, freshFolder, startTestServer, until, untilServerHolds } from './support'

const join = (senderId: string): Uint8Array =>
  cbor.encode({ type: 'join', senderId, peerMetadata: {}, supportedProtocolVersions: ['1'] })

/** Resolves once the server answered the join (its "peer" message). */
function joined(socket: WebSocket): Promise<void> {
  return new Promise((resolve) =>
    socket.on('message', (data: Buffer) => {
      if ((cbor.decode(data) as { type?: string }).type === 'peer') resolve()
    }),
  )
}

/**
 * The socket's traffic held, as when a phone walks out of Wi-Fi range: nothing it receives is
 * read, so it answers no ping, and it does not close.
 */
function stall(socket: WebSocket): void {
  ;(socket as unknown as { _socket: { pause(): void } })._socket.pause()
}

/** A device with a peer id of its own choosing, retrying every 2 s as the app's client does. */
const deviceAs = (peerId: string, port: number): Repo =>
  connectClient(port, { peerId, retryMs: 2_000 })

describe('a second connection under a peer id already connected', { timeout: 60_000 }, () => {
  it('is refused (1008) while the first one answers, again and again; the first keeps syncing', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const ada = deviceAs('peer-ada', server.port)
    const bram = connectClient(server.port)
    const game = ada.create<{ hands: number }>({ hands: 0 })
    await untilServerHolds(server.port, game.url)
    const seen = await bram.find<{ hands: number }>(game.url)

    for (let attempt = 1; attempt <= 5; attempt++) {
      const intruder = await openRaw(server.port, { from: '127.0.0.2' })
      intruder.send(join('peer-ada'))
      expect(await closing(intruder)).toEqual({ code: 1008, reason: 'peer id already connected' })
      game.change((doc) => {
        doc.hands = attempt
      })
      await until(() => seen.doc().hands === attempt, `Ada's edit ${attempt} still reaches Bram`)
    }
    expect(server.logs).not.toContain(
      'connection dropped: its peer id joined again and it did not answer a ping',
    )
  })

  it('takes the place of the first one when that one is stalled: the device is back within 10 s', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const bram = connectClient(server.port)
    const game = bram.create<{ hands: number }>({ hands: 1 })
    await untilServerHolds(server.port, game.url)

    // The phone's old socket: joined, then its traffic held without closing.
    const old = await openRaw(server.port)
    const answered = joined(old)
    old.send(join('peer-phone'))
    await answered
    stall(old)

    // The same phone, with the same peer id, back in range.
    const back = Date.now()
    const phone = deviceAs('peer-phone', server.port)
    await until(() => phone.peers.length > 0, 'the phone is connected again', 10_000)
    expect(Date.now() - back).toBeLessThan(10_000)
    const found = await phone.find<{ hands: number }>(game.url)
    expect(found.doc().hands).toBe(1)
    expect(server.logs).toContain(
      'connection dropped: its peer id joined again and it did not answer a ping',
    )
    old.terminate()
  })
})

describe('keep-alive', { timeout: 60_000 }, () => {
  it('keeps a connection that answers no ping but keeps sending: it is not stalled', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const busy = await openRaw(server.port, { answersPings: false })
    busy.send(join('peer-busy'))
    const harmless = cbor.encode({
      type: 'remote-subscription-change',
      senderId: 'peer-busy',
      targetId: 'server',
      add: [],
    })
    // Over 10 s, three times the keep-alive interval, a message every second.
    for (let second = 0; second < 10; second++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      busy.send(harmless)
    }
    expect(await settle(busy)).toBeUndefined()
  })

  it('drops a stalled connection within 10 s, and keeps one that answers', async () => {
    // One connection per address here, so that a place free again from 127.0.0.5 shows the drop.
    const server = await startTestServer({
      dataDir: await freshFolder(),
      maxConnectionsPerAddress: 1,
    })
    const answering = await openRaw(server.port, { from: '127.0.0.4' })
    answering.send(join('peer-answering'))
    const stalled = await openRaw(server.port, { from: '127.0.0.5' })
    stalled.send(join('peer-stalled'))
    expect(await settle(stalled)).toBeUndefined()
    stall(stalled)
    const since = Date.now()

    await until(
      async () => {
        const again = await openRaw(server.port, { from: '127.0.0.5' })
        again.send(join('peer-again'))
        if ((await settle(again)) === undefined) return true
        return false
      },
      'the stalled connection’s place is free',
      10_000,
    )
    expect(Date.now() - since).toBeLessThan(10_000)
    // Several keep-alive rounds later, the connection that answers is still there.
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    expect(await settle(answering)).toBeUndefined()
    stalled.terminate()
  })
})
