import { fork, type ChildProcess } from 'node:child_process'
import { next as A } from '@automerge/automerge'
import {
  cbor,
  generateAutomergeUrl,
  parseAutomergeUrl,
  type DocHandle,
} from '@automerge/automerge-repo'
import { afterEach, describe, expect, it } from 'vitest'
import { openRaw } from './raw-client'
import { connectClient, freshFolder, until, untilDocument, untilServerHolds } from './support'

interface Memory {
  heapUsed: number
  external: number
  rss: number
}

const REQUESTS = 100_000
const BATCH = 1000
const MiB = 1024 * 1024

const probes: ChildProcess[] = []
afterEach(() => {
  for (const probe of probes.splice(0)) probe.kill('SIGKILL')
})

/** The real server in a child process that reports its memory after a full collection. */
async function startProbe(
  dataDir: string,
): Promise<{ port: number; memory: () => Promise<Memory> }> {
  const probe = fork('tests/sync-server/heap-probe-server.ts', {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  probes.push(probe)
  const next = <T>(): Promise<T> => new Promise((resolve) => probe.once('message', resolve))
  const started = next<{ port: number }>()
  // A flood of requests on one connection, far past the default rate limit: the test is about
  // memory, and a fast test.
  probe.send({
    dataDir,
    hosts: ['127.0.0.1'],
    port: 0,
    maxMessagesPerSecond: 1_000_000,
    maxBurstMessages: 1_000_000,
  })
  const { port } = await started
  return {
    port,
    memory: () => {
      const answer = next<Memory>()
      probe.send('heap')
      return answer
    },
  }
}

/** From a change on one device to its arrival on another, median of `samples`, in ms. */
async function roundTrip(
  game: DocHandle<{ hands: number[] }>,
  seen: DocHandle<{ hands: number[] }>,
  samples: number,
): Promise<number> {
  const times: number[] = []
  for (let sample = 0; sample < samples; sample++) {
    const start = performance.now()
    const count = game.doc().hands.length + 1
    game.change((doc) => void doc.hands.push(count))
    await until(() => seen.doc().hands.length === count, `hand ${count} seen`)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

/** Asks for `count` random ids the server has never had; resolves once all are answered. */
async function requestUnknownIds(port: number, count: number): Promise<void> {
  const socket = await openRaw(port)
  const senderId = 'peer-curious'
  let serverId = ''
  let unavailable = 0
  socket.on('message', (data: Buffer) => {
    const message = cbor.decode(data) as { type: string; senderId: string }
    if (message.type === 'peer') serverId = message.senderId
    if (message.type === 'doc-unavailable') unavailable++
  })
  socket.send(
    cbor.encode({ type: 'join', senderId, peerMetadata: {}, supportedProtocolVersions: ['1'] }),
  )
  await until(() => serverId !== '', 'joined')
  // What automerge-repo sends for a document it does not have.
  const [, syncMessage] = A.generateSyncMessage(A.init(), A.initSyncState())
  for (let sent = 0; sent < count; sent += BATCH) {
    for (let index = 0; index < BATCH; index++) {
      const { documentId } = parseAutomergeUrl(generateAutomergeUrl())
      socket.send(
        cbor.encode({
          type: 'request',
          senderId,
          targetId: serverId,
          documentId,
          data: syncMessage,
        }),
      )
    }
    await until(() => unavailable === sent + BATCH, `${sent + BATCH} answers`, 60_000)
  }
  socket.close()
}

describe('ids the server does not have', { timeout: 600_000 }, () => {
  it(`are forgotten: ${REQUESTS.toLocaleString('en')} of them leave its memory and an honest round trip as they were`, async () => {
    const probe = await startProbe(await freshFolder())
    const sharer = connectClient(probe.port)
    const game = sharer.create<{ hands: number[] }>({ hands: [] })
    // Asked for before the sharer's first sync reaches the server, it would be "unavailable".
    await untilServerHolds(probe.port, game.url)
    const seen = await untilDocument<{ hands: number[] }>(
      connectClient(probe.port),
      game.url,
      () => true,
      'joined',
    )
    // Warm up: code compiled, buffers grown, before the first measure.
    await requestUnknownIds(probe.port, 5 * BATCH)
    const before = await roundTrip(game, seen, 20)
    const memoryBefore = await probe.memory()

    await requestUnknownIds(probe.port, REQUESTS)

    const memoryAfter = await probe.memory()
    const after = await roundTrip(game, seen, 20)
    const grown = (key: keyof Memory): string =>
      ((memoryAfter[key] - memoryBefore[key]) / MiB).toFixed(1)
    console.log(
      `${REQUESTS} unknown ids: heap ${(memoryBefore.heapUsed / MiB).toFixed(1)} -> ${(memoryAfter.heapUsed / MiB).toFixed(1)} MiB ` +
        `(${grown('heapUsed')}), external ${grown('external')}, rss ${grown('rss')} MiB; ` +
        `round trip median ${before.toFixed(0)} ms before, ${after.toFixed(0)} ms after`,
    )
    // Kept, they cost about 45 KiB each: 4 GiB. Forgotten, what is left is noise.
    expect(memoryAfter.heapUsed - memoryBefore.heapUsed).toBeLessThan(8 * MiB)
    expect(memoryAfter.external - memoryBefore.external).toBeLessThan(8 * MiB)
    // "As fast as before", with room for a busy machine's noise.
    expect(after).toBeLessThan(before * 3 + 100)
  })
})
