import { cbor } from '@automerge/automerge-repo'
import { describe, expect, it } from 'vitest'
import { closing, openRaw, settle } from './raw-client'
import { connectClient, freshFolder, startTestServer, until } from './support'

const join = (senderId: string): Uint8Array =>
  cbor.encode({ type: 'join', senderId, peerMetadata: {}, supportedProtocolVersions: ['1'] })

describe('which pages may connect', { timeout: 30_000 }, () => {
  it('accepts programs, the page this server served and the desktop app; refuses other pages (403)', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const { port } = server
    const accepted = [
      {}, // automerge-repo's Node client, or any program: no Origin
      { origin: `http://127.0.0.1:${port}` },
      { origin: 'app://casebook' },
      { origin: `http://192.168.1.20:${port}`, host: `192.168.1.20:${port}` },
      { origin: `http://[fe80::1]:${port}`, host: `[fe80::1]:${port}` },
      { origin: `http://ann-laptop.local:${port}`, host: `ann-laptop.local:${port}` },
    ]
    for (const options of accepted) {
      expect(await settle(await openRaw(port, options)), JSON.stringify(options)).toBeUndefined()
    }
    const refused = [
      { origin: 'http://games.example' },
      { origin: `http://127.0.0.1:${port + 1}` }, // another server on this machine
      { origin: 'null' }, // a sandboxed or file:// page
      { origin: `https://casebook.example:${port}`, host: `casebook.example:${port}` }, // a name pointed here
    ]
    for (const options of refused) {
      await expect(openRaw(port, options), JSON.stringify(options)).rejects.toThrow('HTTP 403')
    }
    expect(server.logs).toContain('connection refused: a page from http://games.example')
  })

  it('accepts an origin the operator allowed, and only that one', async () => {
    const server = await startTestServer({
      dataDir: await freshFolder(),
      allowedOrigins: ['http://localhost:5173'],
    })
    const allowed = await openRaw(server.port, { origin: 'http://localhost:5173' })
    expect(await settle(allowed)).toBeUndefined()
    await expect(openRaw(server.port, { origin: 'http://localhost:5174' })).rejects.toThrow(
      'HTTP 403',
    )
  })
})

describe('how many connections', { timeout: 30_000 }, () => {
  it('tells a real client the server is full (1013) without an uncaught error; it joins once a place is free', async () => {
    const server = await startTestServer({ dataDir: await freshFolder(), maxConnections: 1 })
    const holder = await openRaw(server.port, { from: '127.0.0.2' })
    holder.send(join('peer-holder'))
    expect(await settle(holder)).toBeUndefined()

    const device = connectClient(server.port)
    await until(
      () => server.logs.includes('connection closed (1013): server full'),
      'the device is told the server is full',
    )
    expect(device.peers).toEqual([])
    const third = await openRaw(server.port, { from: '127.0.0.3' })
    expect(await closing(third)).toEqual({ code: 1013, reason: 'server full' })

    holder.terminate()
    await until(() => device.peers.length === 1, 'the device joins once a place is free')
    const game = device.create({ hands: ['hand 1'] })
    // The place is the device's now: a second device would be told the server is full.
    expect(await closing(await openRaw(server.port, { from: '127.0.0.4' }))).toMatchObject({
      code: 1013,
    })
    expect(game.doc()).toEqual({ hands: ['hand 1'] })
  })

  it('holds at most 8 connections from one address, and the other addresses are not affected', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    for (let index = 0; index < 8; index++) {
      const socket = await openRaw(server.port, { from: '127.0.0.5' })
      socket.send(join(`peer-five-${index}`))
      expect(await settle(socket)).toBeUndefined()
    }
    const ninth = await openRaw(server.port, { from: '127.0.0.5' })
    expect(await closing(ninth)).toEqual({
      code: 1008,
      reason: 'too many connections from one address',
    })
    const elsewhere = await openRaw(server.port, { from: '127.0.0.6' })
    elsewhere.send(join('peer-six'))
    expect(await settle(elsewhere)).toBeUndefined()
  })

  it('lets a new connection from a full address replace its oldest one that has not joined', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const joined = await openRaw(server.port, { from: '127.0.0.7' })
    joined.send(join('peer-seven'))
    expect(await settle(joined)).toBeUndefined()
    // What a client retrying while the server is slow leaves behind: sockets it forgot.
    const forgotten = []
    for (let index = 0; index < 7; index++) {
      forgotten.push(await openRaw(server.port, { from: '127.0.0.7' }))
    }
    const newest = await openRaw(server.port, { from: '127.0.0.7' })
    newest.send(join('peer-seven-again'))
    expect(await settle(newest)).toBeUndefined()
    expect(await closing(forgotten[0]!)).toEqual({
      code: 1008,
      reason: 'replaced by a newer connection',
    })
    for (const socket of [joined, ...forgotten.slice(1)]) {
      expect(await settle(socket)).toBeUndefined()
    }
  })

  it('closes a connection that has not joined in time (1008), not one that joined', async () => {
    const server = await startTestServer({ dataDir: await freshFolder(), joinTimeoutMs: 1_000 })
    const silent = await openRaw(server.port)
    const joined = await openRaw(server.port)
    joined.send(join('peer-joined'))
    expect(await closing(silent)).toEqual({ code: 1008, reason: 'no join in time' })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await settle(joined)).toBeUndefined()
  })
})
