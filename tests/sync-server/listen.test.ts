import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { closeServer, listenOnAll } from '../../src/sync-server/listen'
import { freshFolder, startTestServer } from './support'
import { startSyncServer } from '../../src/sync-server/server'

describe('listening on several addresses', () => {
  it('skips an address found on the machine that cannot be listened on, and says so', async () => {
    const logs: string[] = []
    // The same address twice: the second cannot have the port the first took.
    const listening = await listenOnAll(
      ['127.0.0.1', '127.0.0.1'],
      0,
      false,
      createServer,
      (line) => logs.push(line),
    )
    expect(listening.addresses).toEqual(['127.0.0.1'])
    expect(logs).toEqual([expect.stringMatching(/^skipped 127\.0\.0\.1: .*EADDRINUSE/)])
    await Promise.all(listening.servers.map(closeServer))
  })

  it('fails on an address the user named, and lets go of the ones already taken', async () => {
    const free = await listenOnAll(['127.0.0.1'], 0, true, createServer, () => {})
    await Promise.all(free.servers.map(closeServer))
    const attempt = listenOnAll(['127.0.0.1', '127.0.0.1'], free.port, true, createServer, () => {})
    await expect(attempt).rejects.toThrow(`cannot listen on 127.0.0.1 port ${free.port}`)
    // The first address was released: its port can be taken again.
    const again = await listenOnAll(['127.0.0.1'], free.port, true, createServer, () => {})
    expect(again.port).toBe(free.port)
    await Promise.all(again.servers.map(closeServer))
  })

  it('refuses to start on a port already taken, naming the address', async () => {
    const taken = await startTestServer({ dataDir: await freshFolder() })
    const attempt = startSyncServer({
      hosts: ['127.0.0.1'],
      port: taken.port,
      dataDir: await freshFolder(),
      log: () => {},
    })
    await expect(attempt).rejects.toThrow(`cannot listen on 127.0.0.1 port ${taken.port}`)
  })
})
