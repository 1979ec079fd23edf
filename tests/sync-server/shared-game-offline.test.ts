import { Repo, type DocHandle } from '@automerge/automerge-repo'
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readGameLog } from '../../src/engine'
import {
  applyLocalLog,
  canonicalJson,
  sharedGameOf,
  type Author,
} from '../../src/shared/sync/change-shared-game'
import { SharedGameReader } from '../../src/shared/sync/read-shared-game'
import type { SharedGameDoc } from '../../src/shared/sync/shared-game'
import { startSyncServer } from '../../src/sync-server/server'
import { concurrentVersionsOf } from '../shared/sync/concurrent-versions'
import { untilServerHolds } from './support'
import { sixHands, wonGame, type AnyLog } from '../shared/sync/shared-logs'

/*
 * The test with the real parts: the sync server on 127.0.0.1 and two real Automerge
 * clients, each with its own repository, that edit one game offline and converge.
 */

type Log = AnyLog
const { hands } = sixHands()

const cleanups: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function server() {
  const dataDir = mkdtempSync(join(tmpdir(), 'casebook-sync-'))
  const started = await startSyncServer({ hosts: ['127.0.0.1'], port: 0, dataDir })
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  cleanups.push(() => started.close())
  return { url: `ws://127.0.0.1:${started.port}/`, port: started.port }
}

class Device {
  readonly reader = new SharedGameReader()
  readonly network: WebSocketClientAdapter
  readonly repo: Repo
  handle!: DocHandle<SharedGameDoc>

  constructor(
    url: string,
    private readonly author: Author,
  ) {
    this.network = new WebSocketClientAdapter(url, 100)
    this.repo = new Repo({ network: [this.network] })
    cleanups.push(() => this.repo.shutdown())
  }

  read() {
    const doc = this.handle.doc()
    const read = this.reader.read(doc, concurrentVersionsOf(doc))
    if (!read.ok) throw new Error(JSON.stringify(read.problems))
    return read
  }

  log(): Log {
    const checked = readGameLog(this.read().log)
    if (!checked.ok) throw new Error('not a game log')
    return checked.log as unknown as Log
  }

  save(edit: (log: Log) => Log) {
    const base = this.read()
    const next = edit(this.log())
    let ids = 0
    this.handle.change((doc) =>
      applyLocalLog(doc, base, next, this.author, () => `${this.author.by}-${++ids}`),
    )
  }
}

/** Waits, within a bound, until the check passes: syncing takes a few round trips. */
async function eventually(check: () => void, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}

const ada: Author = { by: 'Ada', at: '2026-11-27T20:00:00.000Z' }
const bram: Author = { by: 'Bram', at: '2026-11-27T20:00:03.000Z' }
const noteOf = (hand: unknown) => (hand as { note: string }).note

// Servers and clients for real: seconds on a busy 2-core machine.
describe('two devices on one game through the real sync server', { timeout: 30_000 }, () => {
  it('converge after both edited offline, with both hands 3 kept and the deleted-and-corrected hand kept', async () => {
    const { url, port } = await server()
    const adaDevice = new Device(url, ada)
    const bramDevice = new Device(url, bram)
    adaDevice.handle = adaDevice.repo.create(
      sharedGameOf({ ...wonGame(), hands: hands.slice(0, 2) }, ada, () => crypto.randomUUID()),
    )
    // Bram asks once Ada's first sync has reached the server: a busy machine may be slower.
    await untilServerHolds(port, adaDevice.handle.url)
    bramDevice.handle = await bramDevice.repo.find<SharedGameDoc>(adaDevice.handle.url)
    await eventually(() => expect(bramDevice.log().hands.map(noteOf)).toEqual(['hand 1', 'hand 2']))

    adaDevice.network.disconnect()
    bramDevice.network.disconnect()
    // Offline: both enter "hand 3"; Ada deletes hand 2 while Bram corrects it.
    adaDevice.save((log) => ({ ...log, hands: [...log.hands, hands[2]] }))
    bramDevice.save((log) => ({ ...log, hands: [...log.hands, hands[3]] }))
    adaDevice.save((log) => ({ ...log, hands: [log.hands[0], log.hands[2]] }))
    bramDevice.save((log) => ({
      ...log,
      hands: log.hands.map((hand, index) =>
        index === 1 ? { ...(hand as object), note: 'hand 2, corrected' } : hand,
      ),
    }))

    adaDevice.network.connect(adaDevice.repo.peerId)
    bramDevice.network.connect(bramDevice.repo.peerId)
    await eventually(() =>
      expect(canonicalJson(adaDevice.handle.doc())).toBe(canonicalJson(bramDevice.handle.doc())),
    )

    for (const device of [adaDevice, bramDevice]) {
      const read = device.read()
      expect(device.log().hands.map(noteOf)).toEqual(['hand 1', 'hand 2, corrected', 'hand 3'])
      expect(read.conflicts.map((conflict) => [conflict.kind, conflict.number])).toEqual([
        ['deleted-and-corrected', 2],
        ['same-number', 3],
      ])
      // Both hands 3 are in the document: Bram's waits for the players' answer.
      const entered = Object.values(device.handle.doc().hands).map((hand) =>
        noteOf(JSON.parse(hand.version.json)),
      )
      expect(entered).toEqual(expect.arrayContaining(['hand 3', 'hand 4']))
    }
  })
})
