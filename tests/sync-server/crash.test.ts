import { next as A } from '@automerge/automerge'
import {
  Repo,
  type AutomergeUrl,
  type DocHandle,
  type Message,
  type PeerId,
  type PeerMetadata,
} from '@automerge/automerge-repo'
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { RevokedDocuments } from '../../src/sync-server/revoked-documents'
import { acknowledgedHeads, documentOnDisk, isAcknowledged } from './on-disk'
import {
  freePort,
  killLeftovers,
  startServerProcess,
  untilListening,
  type ServerProcess,
} from './server-process'
import { freshFolder, shutdownClient, until } from './support'

interface Game {
  counts: Record<string, number>
  notes: string[]
  revoked?: boolean
}

interface Revocable {
  game: DocHandle<Game>
  /**
   * Once a device that never had the game is refused it. (The sharer itself never hears its
   * revocation acknowledged: the server deletes the game at once, before its next message.)
   */
  refused?: boolean
}

/**
 * Ten in every run of the tests (under a minute); the fifty, at will:
 * `CASEBOOK_CRASH_KILLS=50 npx vitest run tests/sync-server/crash.test.ts` (a few minutes).
 */
const KILLS = Number(process.env.CASEBOOK_CRASH_KILLS) || 10
const WRITERS = 3
const GAMES = 4

afterEach(killLeftovers)

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
const randomMs = (from: number, to: number): number => from + Math.random() * (to - from)

/**
 * automerge-repo's client, minus four flaws that its server's restarts on a loaded machine
 * bring out: reconnecting, it replaces a socket still connecting (so that none ever opens when
 * the server takes longer than the retry interval), leaves the replaced one open and without an
 * error listener (its refusal is then an uncaught error), and it throws when asked to send on a
 * closing socket, which leaves the document it was updating unusable, and it throws a reset
 * connection from its error listener.
 */
class RetryingClientAdapter extends WebSocketClientAdapter {
  override connect(peerId: PeerId, peerMetadata?: PeerMetadata): void {
    if (this.socket?.readyState === WebSocket.CONNECTING) return
    const previous = this.socket
    super.connect(peerId, peerMetadata)
    this.socket?.on('error', () => {})
    if (previous !== undefined && previous !== this.socket) previous.terminate()
  }

  override send(message: Message): void {
    if (this.socket?.readyState === WebSocket.OPEN) super.send(message)
  }

  // Its error listener throws every error but a refusal: a server killed in the middle of the
  // handshake resets the connection (ECONNRESET), which is one more retry here, as a refusal is.
  override onError = (): void => {}
}

const clients: Repo[] = []
afterEach(async () => {
  for (const client of clients.splice(0)) await shutdownClient(client)
})

function connectClient(port: number): Repo {
  const client = new Repo({ network: [new RetryingClientAdapter(`ws://127.0.0.1:${port}`, 500)] })
  clients.push(client)
  return client
}

/**
 * The document as a device that never had it gets it from the server, or undefined if the
 * server says it is unavailable. automerge-repo's client also says "unavailable" when its
 * connection drops while it asks (which a loaded machine's restarts cause): it asks again then,
 * up to 5 times.
 */
async function findAsNewDevice<T>(port: number, url: AutomergeUrl): Promise<T | undefined> {
  for (let attempt = 1; ; attempt++) {
    const reader = connectClient(port)
    try {
      await until(() => reader.peers.length > 0, 'the device is connected', 60_000)
      const handle = await reader.find<T>(url).catch(() => undefined)
      if (handle !== undefined) return handle.doc()
      // Unavailable from the server itself, over a connection that held.
      if (reader.peers.length > 0 || attempt === 5) return undefined
    } finally {
      await shutdownClient(reader)
    }
  }
}

/** Whether the server answers a device that never had the document "unavailable", now. */
async function isRefusedNow(port: number, url: AutomergeUrl): Promise<boolean> {
  const reader = connectClient(port)
  try {
    await until(() => reader.peers.length > 0, 'the device is connected', 10_000)
    const found = await reader.find(url).catch(() => undefined)
    // Refused over a connection that held, not cut by a kill.
    return found === undefined && reader.peers.length > 0
  } catch {
    return false
  } finally {
    await shutdownClient(reader)
  }
}

/** A device entering changes into every game as fast as a busy table would, and faster. */
function startWriting(name: string, client: Repo, games: DocHandle<Game>[]): () => Promise<void> {
  let writing = true
  const loop = (async () => {
    while (writing) {
      const game = games[Math.floor(Math.random() * games.length)]
      game?.change((doc) => {
        doc.counts[name] = (doc.counts[name] ?? 0) + 1
        // Notes make the documents grow, so that saves and compactions take real time.
        doc.notes.push(`${name} ${'x'.repeat(100)}`)
      })
      await pause(randomMs(40, 120))
    }
  })()
  return async () => {
    writing = false
    await loop
  }
}

describe('a server killed during saves', { timeout: Math.max(900_000, KILLS * 60_000) }, () => {
  it(`keeps every acknowledged change and revocation, ${KILLS} kills in a row`, async () => {
    const dataDir = await freshFolder()
    const port = await freePort()
    const args = ['--host', '127.0.0.1', '--port', String(port), '--data', dataDir]
    let server: ServerProcess = startServerProcess(args)
    await untilListening(server, port)

    const writers = Array.from({ length: WRITERS }, () => connectClient(port))
    const first = writers[0]!
    const created = Array.from({ length: GAMES }, () =>
      first.create<Game>({ counts: {}, notes: [] }),
    )
    await until(
      () =>
        writers.every((writer) => writer.peers.length > 0) &&
        created.every((game) => isAcknowledged(first, game, A.getHeads(game.doc()))),
      'the games are on the server',
      60_000,
    )
    const games = await Promise.all(
      writers.map((writer) => Promise.all(created.map((game) => writer.find<Game>(game.url)))),
    )
    const stops = writers.map((writer, index) => startWriting(`w${index}`, writer, games[index]!))
    /** Games created and then revoked by the first writer, and the heads of the revocation. */
    const revocable: Revocable[] = []
    const revocationAcknowledged = (): DocHandle<Game>[] =>
      revocable.filter(({ refused }) => refused).map(({ game }) => game)
    let checkedAcks = 0

    for (let kill = 1; kill <= KILLS; kill++) {
      if (kill % 5 === 3) {
        const doomed: Revocable = {
          game: first.create<Game>({ counts: {}, notes: ['to be revoked'] }),
        }
        const heads = A.getHeads(doomed.game.doc())
        revocable.push(doomed)
        void until(() => isAcknowledged(first, doomed.game, heads), 'acknowledged', 60_000)
          .then(() => pause(randomMs(0, 300)))
          .then(() => doomed.game.change((doc) => void (doc.revoked = true)))
          .then(() => until(() => isRefusedNow(port, doomed.game.url), 'refused', 120_000))
          .then(() => (doomed.refused = true))
          .catch(() => {})
      }
      await pause(randomMs(150, 900))
      server.signal('SIGKILL')
      expect(await server.exited).toBe('SIGKILL')
      // The devices keep writing, offline until the check after the restart is done: a
      // document a new device gets then comes from the server's disk, not from them.
      for (const writer of writers) writer.networkSubsystem.disconnect()

      // Dead: what its data folder holds, read as the server will read it.
      for (const [index, writer] of writers.entries()) {
        for (const game of games[index]!) {
          const heads = acknowledgedHeads(writer, game)
          const setAside: string[] = []
          const onDisk = await documentOnDisk<Game>(dataDir, game.documentId, (line) =>
            setAside.push(line),
          )
          expect(setAside).toEqual([])
          expect(onDisk, `game ${game.documentId} on disk after kill ${kill}`).toBeDefined()
          if (heads !== undefined) {
            checkedAcks++
            expect(
              A.hasHeads(onDisk!, heads),
              `what w${index} saw acknowledged, kill ${kill}`,
            ).toBe(true)
          }
          A.free(onDisk!)
        }
      }
      const revoked = await RevokedDocuments.load(dataDir)
      const acknowledgedRevocations = revocationAcknowledged()
      for (const game of acknowledgedRevocations) expect(revoked.has(game.documentId)).toBe(true)

      server = startServerProcess(args)
      await untilListening(server, port)
      // Every game loads; every revocation the sharer saw acknowledged holds.
      for (const game of created) {
        const found = await findAsNewDevice<Game>(port, game.url).catch((error: unknown) => {
          throw new Error(`${String(error)}; the server said:\n${server.output()}`)
        })
        expect(found, `game ${game.documentId} after kill ${kill}`).toBeDefined()
      }
      for (const game of acknowledgedRevocations) {
        expect(await findAsNewDevice(port, game.url)).toBeUndefined()
      }
      for (const writer of writers) writer.networkSubsystem.reconnect()
      await until(() => writers.every((writer) => writer.peers.length > 0), 'back online', 60_000)
    }

    await Promise.all(stops.map((stop) => stop()))
    // The checks above were not vacuous: acknowledgements were seen, and revocations held.
    expect(checkedAcks).toBeGreaterThan(KILLS * WRITERS * GAMES * 0.9)
    expect(revocationAcknowledged().length).toBeGreaterThan(0)
    server.signal('SIGTERM')
    expect(await server.exited).toBe(0)
  })
})
