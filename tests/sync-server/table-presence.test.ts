import { Repo } from '@automerge/automerge-repo'
import { afterEach, describe, expect, it } from 'vitest'
import type { GameLog } from '../../src/engine'
import { sharedGameOf } from '../../src/shared/sync/change-shared-game'
import type { SharedGameDoc } from '../../src/shared/sync/shared-game'
import { TableGame, type TablePresenceReport } from '../../src/renderer/src/sync/table-game'
import { TableSocketAdapter } from '../../src/renderer/src/sync/table-socket'
import { StallingProxy } from './stalling-proxy'
import { wonGame } from '../shared/sync/shared-logs'
import { freshFolder, shutdownClient, startTestServer, until } from './support'

/*
 * Who is at the table (decision 0060), with the real sync server and a real repository per
 * device, each device's binding as the app makes it: every device counts the others within a
 * second or two of a join, a leave, a stall and a return.
 */

const closing: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close()
})

interface Seat {
  name: string
  binding: TableGame
  presence: () => TablePresenceReport
}

/** A device's repository through `url`, and its binding of the shared game. */
async function seat(name: string, url: string, documentUrl?: string): Promise<Seat> {
  const repo = new Repo({ network: [new TableSocketAdapter(url, { retryMs: 500 })] })
  closing.push(() => shutdownClient(repo))
  const log = wonGame() as unknown as GameLog
  const handle = documentUrl
    ? await repo.find<SharedGameDoc>(documentUrl as never)
    : repo.create<SharedGameDoc>(sharedGameOf(log, { by: name, at: '' }, () => 'id'))
  const library = new Map<string, GameLog>([[log.id!, log]])
  let presence: TablePresenceReport = { entering: [], devices: 0 }
  const binding = new TableGame(
    handle,
    { game: (id) => library.get(id), save: async (next) => !!library.set(next.id!, next) },
    log.id!,
    () => name,
    (report) => {
      if ('devices' in report) presence = report
    },
  )
  closing.push(() => binding.stop())
  return { name, binding, presence: () => presence }
}

async function counted(seats: Seat[], devices: number, what: string, timeoutMs = 15_000) {
  const since = Date.now()
  await until(() => seats.every((s) => s.presence().devices === devices), what, timeoutMs)
  return Date.now() - since
}

describe('who is at the table', { timeout: 90_000 }, () => {
  it('counts a join and a leave on every device at once, and who enters which hand', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const url = `ws://127.0.0.1:${server.port}`
    const ada = await seat('Ada', url)
    ada.binding.joinTable()
    const documentUrl = ada.binding.handle.url
    const bram = await seat('Bram', url, documentUrl)
    bram.binding.joinTable()
    await counted([ada, bram], 1, 'Ada and Bram count each other')
    const cleo = await seat('Cleo', url, documentUrl)
    cleo.binding.joinTable()
    await counted([ada, bram, cleo], 2, 'all three count two others')

    bram.binding.entering(2)
    await until(
      () => [ada, cleo].every((s) => s.presence().entering[0]?.name === 'Bram'),
      'the others see Bram enter hand 2',
    )
    expect(ada.presence().entering).toEqual([{ name: 'Bram', hand: 2, part: null, together: true }])

    // Cleo's page closes: it says goodbye, far sooner than the 5 s it would take to forget her.
    cleo.binding.leaveTable()
    const forgotten = await counted([ada, bram], 1, 'Cleo is forgotten', 4_000)
    expect(forgotten).toBeLessThan(4_000)
    expect(cleo.presence().devices).toBe(0)
  })

  it('stops counting a stalled device within 10 s, and counts it again once it is back', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const proxy = new StallingProxy({ host: '127.0.0.1', port: server.port })
    await proxy.start()
    closing.push(() => proxy.close())
    const url = `ws://127.0.0.1:${server.port}`
    const ada = await seat('Ada', url)
    ada.binding.joinTable()
    const bram = await seat('Bram', url, ada.binding.handle.url)
    bram.binding.joinTable()
    const phone = await seat('Cleo', `ws://127.0.0.1:${proxy.port}`, ada.binding.handle.url)
    phone.binding.joinTable()
    await counted([ada, bram, phone], 2, 'all three count two others')

    proxy.stall()
    const dropped = await counted([ada, bram], 1, 'the stalled phone is no longer counted')
    expect(dropped).toBeLessThanOrEqual(10_000)
    // Still not counted a while later: nothing of it gets through.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect([ada, bram].map((s) => s.presence().devices)).toEqual([1, 1])

    proxy.release()
    await counted([ada, bram, phone], 2, 'the phone is counted, and counts, again', 20_000)
  })
})
