import { createServer, type AddressInfo, type Socket } from 'node:net'
import { next as A } from '@automerge/automerge'
import { Repo } from '@automerge/automerge-repo'
import { WebSocketServerAdapter } from '@automerge/automerge-repo-network-websocket'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'
import { serverSilenceMs } from '../../src/shared/sync/server-heartbeat'
import { closeServerFull, TableSocketAdapter } from '../../src/renderer/src/sync/table-socket'
import { isAcknowledged } from './on-disk'
import { StallingProxy } from './stalling-proxy'
import { connectClient, freshFolder, shutdownClient, startTestServer, until } from './support'

/*
 * The device's connection to the table's server (decision 0060), with the real sync server, real
 * automerge-repo repositories and, to stall a connection without closing it, a TCP proxy that
 * holds its traffic.
 */

const closing: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A device whose repository goes through `TableSocketAdapter`, and what its connection did. */
function device(url: string, pendingMs?: number) {
  const network = new TableSocketAdapter(url, { retryMs: 500, pendingMs })
  const repo = new Repo({ network: [network] })
  closing.push(() => shutdownClient(repo))
  const events: { what: 'online' | 'offline' | 'full'; at: number }[] = []
  network.on('peer-candidate', () => events.push({ what: 'online', at: Date.now() }))
  network.on('peer-disconnected', () => events.push({ what: 'offline', at: Date.now() }))
  network.onServerFull(() => events.push({ what: 'full', at: Date.now() }))
  const count = (what: string) => events.filter((event) => event.what === what).length
  return { repo, network, events, count }
}

/** A TCP server that accepts connections and never answers, as one too slow to accept. */
async function silentServer() {
  const open = new Set<Socket>()
  let accepted = 0
  const server = createServer((socket) => {
    accepted++
    open.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => open.delete(socket))
    // Reads (and drops) the upgrade request, so as to see the device close the connection.
    socket.resume()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closing.push(() => {
    for (const socket of open) socket.destroy()
    return new Promise((resolve) => server.close(resolve))
  })
  const { port } = server.address() as AddressInfo
  return { url: `ws://127.0.0.1:${port}`, accepted: () => accepted, open: () => open.size }
}

/** A WebSocket server that closes each connection at once with `code`. */
async function closingServer(code: number) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  let connections = 0
  server.on('connection', (socket) => {
    connections++
    socket.close(code)
  })
  await new Promise((resolve) => server.once('listening', resolve))
  closing.push(() => new Promise((resolve) => server.close(resolve)))
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
  }
}

/** The real server, and a phone that reaches it through a proxy that can stall its traffic. */
async function phoneBehindProxy() {
  const server = await startTestServer({ dataDir: await freshFolder() })
  const proxy = new StallingProxy({ host: '127.0.0.1', port: server.port })
  await proxy.start()
  closing.push(() => proxy.close())
  const phone = device(`ws://127.0.0.1:${proxy.port}`)
  await until(() => phone.count('online') === 1, 'the phone is online')
  return { server, proxy, phone }
}

describe('a device’s connection to the table’s server', { timeout: 60_000 }, () => {
  it('says offline within 10 s of a stall, not while the server is only quiet, and merges once back', async () => {
    const { server, proxy, phone } = await phoneBehindProxy()
    const laptop = connectClient(server.port)
    const handle = laptop.create<{ hands: number[] }>({ hands: [1] })
    await until(
      () => isAcknowledged(laptop, handle, A.getHeads(handle.doc())),
      'the server has the game',
    )
    const there = await phone.repo.find<{ hands: number[] }>(handle.url)
    await until(() => there.doc().hands.length === 1, 'the phone has the game')

    // Nothing to sync for longer than the silence allowed: the heartbeats keep it online.
    await sleep(serverSilenceMs + 3_000)
    expect(phone.count('offline')).toBe(0)

    proxy.stall()
    const stalledAt = Date.now()
    await until(() => phone.count('offline') === 1, 'the phone says offline', 20_000)
    const offlineAfter = phone.events.find((event) => event.what === 'offline')!.at - stalledAt
    expect(offlineAfter).toBeLessThanOrEqual(10_000)

    // The phone keeps working while stalled; what it did reaches the laptop once released.
    there.change((doc) => {
      doc.hands.push(2)
    })
    await sleep(1_000)
    expect(handle.doc().hands).toEqual([1])
    proxy.release()
    await until(() => handle.doc().hands.length === 2, 'the laptop has the phone’s hand', 30_000)
    expect(phone.count('online')).toBeGreaterThanOrEqual(2)
  })

  it('finds out a connection that stalls the moment it is online, before a second heartbeat', async () => {
    const { proxy, phone } = await phoneBehindProxy()
    proxy.stall()
    const stalledAt = Date.now()
    await until(() => phone.count('offline') === 1, 'the phone says offline', 20_000)
    expect(
      phone.events.find((event) => event.what === 'offline')!.at - stalledAt,
    ).toBeLessThanOrEqual(10_000)
  })

  it('finds a game on a server that answers only seconds later, as a busy one does', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const laptop = connectClient(server.port)
    const handle = laptop.create<{ hands: number[] }>({ hands: [1] })
    await until(() => laptop.peers.length === 1, 'the laptop is online')
    await laptop.flush()
    const proxy = new StallingProxy({ host: '127.0.0.1', port: server.port })
    await proxy.start()
    closing.push(() => proxy.close())
    proxy.stall()
    const phone = device(`ws://127.0.0.1:${proxy.port}`)
    const found = phone.repo.find<{ hands: number[] }>(handle.url)
    await sleep(3_000)
    expect(phone.network.isReady()).toBe(false)
    proxy.release()
    expect((await found).doc().hands).toEqual([1])
  })

  it('is ready, the game then missing, once its server cannot be reached', async () => {
    const gone = await silentServer()
    const phone = device(gone.url, 1_000)
    await until(() => phone.network.isReady(), 'the phone is ready without its server')
    await expect(
      phone.repo.find('automerge:2U36ymxPT6bk9ajCd73vRmdqEFRu' as never),
    ).rejects.toThrow()
  })

  it('never takes a page kept busy for longer than the silence allowed for a stall', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const phone = device(`ws://127.0.0.1:${server.port}`)
    await until(() => phone.count('online') === 1, 'the phone is online')
    await sleep(3_000) // heartbeats heard
    // The page's thread (here the whole process, server included) is busy: nothing is read.
    const busyUntil = Date.now() + serverSilenceMs + 1_500
    while (Date.now() < busyUntil) {
      // busy
    }
    await sleep(3_000)
    expect(phone.count('offline')).toBe(0)
  })

  it('finds a stall out on a device whose every check comes late (short of processor time)', async () => {
    const { proxy, phone } = await phoneBehindProxy()
    await sleep(3_000) // heartbeats heard

    proxy.stall()
    const stalledAt = Date.now()
    // The thread is busy 2.5 s at a time: each check of the silence comes late. Before, each
    // such check was skipped, and the device said online for as long as it was busy.
    while (phone.count('offline') === 0 && Date.now() - stalledAt < 20_000) {
      const busyUntil = Date.now() + 2_500
      while (Date.now() < busyUntil) {
        // busy
      }
      await sleep(20)
    }
    const offline = phone.events.find((event) => event.what === 'offline')
    expect(offline, 'the phone says offline').toBeDefined()
    // Three checks of two seconds' worth at most beyond the silence allowed, and a last burst.
    expect(offline!.at - stalledAt).toBeLessThanOrEqual(serverSilenceMs + 3 * 2_500)
  })

  it('never takes a server without heartbeats (an older version) for stalled', async () => {
    const sockets = new WebSocketServer({ host: '127.0.0.1', port: 0 })
    await new Promise((resolve) => sockets.once('listening', resolve))
    const older = new Repo({ network: [new WebSocketServerAdapter(sockets as never)] })
    closing.push(async () => {
      await older.shutdown()
      await new Promise((resolve) => sockets.close(resolve))
    })
    const phone = device(`ws://127.0.0.1:${(sockets.address() as AddressInfo).port}`)
    await until(() => phone.count('online') === 1, 'the phone is online')
    await sleep(serverSilenceMs + 3_000)
    expect(phone.count('offline')).toBe(0)
  })

  it('holds one pending socket at most, and replaces it only once it has waited too long', async () => {
    const slow = await silentServer()
    const patient = device(slow.url)
    await sleep(3_000)
    // Six retries' worth of time: still the one socket.
    expect(slow.accepted()).toBe(1)
    await shutdownClient(patient.repo)

    const slower = await silentServer()
    device(slower.url, 1_000)
    await until(() => slower.accepted() >= 3, 'a socket replaced twice')
    await until(() => slower.open() <= 1, 'the replaced ones closed')
  })

  it('tells a full server (close code 1013) from one that closes for another reason', async () => {
    const full = await closingServer(closeServerFull)
    const refused = device(full.url)
    await until(() => refused.count('full') >= 1, 'the device hears the server is full')

    const closed = await closingServer(1000)
    const other = device(closed.url)
    await until(() => closed.connections() >= 2, 'the device closed on, and retried')
    expect(other.count('full')).toBe(0)
  })
})
