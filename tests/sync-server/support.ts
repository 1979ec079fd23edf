import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Repo, type AutomergeUrl, type DocHandle, type PeerId } from '@automerge/automerge-repo'
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket'
import { afterEach } from 'vitest'
import {
  startSyncServer,
  type SyncServer,
  type SyncServerOptions,
} from '../../src/sync-server/server'

/** Closed after each test, last opened first: clients, then servers, then folders. */
const cleanups: (() => Promise<void>)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

export async function freshFolder(prefix = 'casebook-sync-'): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), prefix))
  cleanups.push(() => rm(folder, { recursive: true, force: true }))
  return folder
}

export interface TestServer extends SyncServer {
  logs: string[]
}

/** The real server, on 127.0.0.1 only, at a free port unless one is given. */
export async function startTestServer(
  options: Partial<SyncServerOptions> & { dataDir: string },
): Promise<TestServer> {
  const logs: string[] = []
  const server = await startSyncServer({
    hosts: ['127.0.0.1'],
    port: 0,
    log: (line) => logs.push(line),
    ...options,
  })
  let closed = false
  const close = async (): Promise<void> => {
    if (closed) return
    closed = true
    await server.close()
  }
  cleanups.push(close)
  return { ...server, close, logs }
}

export interface ClientOptions {
  /** Its own choice of peer id; a random one by default, as automerge-repo picks. */
  peerId?: string
  /** How often it tries to connect again; 500 ms by default, quicker than the app’s 2 s. */
  retryMs?: number
}

/** A device: a real Repo with automerge-repo's WebSocket client, its documents in memory. */
export function connectClient(port: number, options: ClientOptions = {}): Repo {
  const repo = new Repo({
    ...(options.peerId !== undefined && { peerId: options.peerId as PeerId }),
    network: [new WebSocketClientAdapter(`ws://127.0.0.1:${port}`, options.retryMs ?? 500)],
  })
  cleanups.push(() => shutdownClient(repo))
  return repo
}

const shutDown = new WeakSet<Repo>()

/** Disconnects a client for good (automerge-repo's shutdown fails if called twice). */
export async function shutdownClient(repo: Repo): Promise<void> {
  if (shutDown.has(repo)) return
  shutDown.add(repo)
  for (const adapter of repo.networkSubsystem.adapters) {
    // automerge-repo's client closes a socket still connecting (its server gone or restarting)
    // after removing its own error listener, and ws reports that close as an error event: with no
    // listener left, an uncaught exception.
    if (adapter instanceof WebSocketClientAdapter) adapter.socket?.on('error', () => {})
  }
  await repo.shutdown()
}

/** Polls until `condition` holds; fails after `timeoutMs` (generous: a busy 2-core machine). */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Waits until the document `url` reads as `expected` on `repo` (found there once it exists). */
export async function untilDocument<T>(
  repo: Repo,
  url: AutomergeUrl,
  holds: (doc: T) => boolean,
  what: string,
): Promise<DocHandle<T>> {
  const handle = await repo.find<T>(url)
  await until(() => holds(handle.doc()), what)
  return handle
}

/**
 * Waits until the server holds the document `url`, which a device created: a device asking for
 * it sooner is told it is unavailable (the server announces nothing, so asks no one for it).
 */
export async function untilServerHolds(port: number, url: AutomergeUrl): Promise<void> {
  await until(async () => {
    const reader = connectClient(port)
    try {
      await reader.find(url)
      return true
    } catch {
      return false
    } finally {
      await shutdownClient(reader)
    }
  }, 'the server holds the document')
}
