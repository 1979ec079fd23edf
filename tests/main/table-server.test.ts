import { mkdir, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import type { AutomergeUrl } from '@automerge/automerge-repo'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTableServer, type TableServer } from '../../src/main/table-server'
import { loadedWhenFirstStarted, stopBeforeQuit } from '../../src/main/table-server-lifecycle'
import type { TableServerAnswer } from '../../src/shared/ipc-contract'
import { connectClient, freshFolder, shutdownClient, untilDocument } from '../sync-server/support'

// The real sync server, in this process as in the app, on 127.0.0.1 only: never another address.
const hosts = ['127.0.0.1']
const started: TableServer[] = []

afterEach(async () => {
  for (const server of started.splice(0)) await server.stop()
})

async function tableServer(options: { webRoot?: string; preferredPort?: number } = {}) {
  const server = createTableServer({
    dataDir: join(await freshFolder(), 'table-sync'),
    webRoot: options.webRoot,
    hosts,
    preferredPort: options.preferredPort ?? 0,
    log: () => {},
  })
  started.push(server)
  return server
}

function running(answer: TableServerAnswer): {
  port: number
  addresses: string[]
  webApp: boolean
} {
  if ('refused' in answer) throw new Error(`refused: ${answer.detail}`)
  return answer
}

/** A port another program holds on 127.0.0.1, released after the test. */
async function heldPort(): Promise<number> {
  const holder: Server = createServer()
  await new Promise<void>((resolve) => holder.listen({ host: '127.0.0.1', port: 0 }, resolve))
  started.push({
    start: () => Promise.reject(new Error('not a table server')),
    stop: () => new Promise((resolve) => holder.close(() => resolve())),
  })
  return (holder.address() as { port: number }).port
}

async function builtWebApp(): Promise<string> {
  const web = join(await freshFolder('casebook-web-'), 'web')
  await mkdir(web, { recursive: true })
  await writeFile(join(web, 'index.html'), '<!doctype html><title>Casebook</title>')
  return web
}

describe('the table server', () => {
  it('listens on the preferred port when it is free, and serves the web app to the phones', async () => {
    const free = await heldPort()
    await started.pop()!.stop()
    const server = await tableServer({ webRoot: await builtWebApp(), preferredPort: free })
    const answer = running(await server.start())
    expect(answer).toEqual({ port: free, addresses: ['127.0.0.1'], webApp: true })
    const page = await fetch(`http://127.0.0.1:${answer.port}/`)
    expect(await page.text()).toContain('<title>Casebook</title>')
  })

  it('takes another port when the preferred one is taken, still on 127.0.0.1', async () => {
    const taken = await heldPort()
    const answer = running(await (await tableServer({ preferredPort: taken })).start())
    expect(answer.port).not.toBe(taken)
    expect(answer.addresses).toEqual(['127.0.0.1'])
  })

  it('syncs without a web build, and says the phones’ link cannot open the app', async () => {
    const folderWithoutBuild = await freshFolder('casebook-no-web-')
    const server = await tableServer({ webRoot: folderWithoutBuild })
    const answer = running(await server.start())
    expect(answer.webApp).toBe(false)
    expect((await fetch(`http://127.0.0.1:${answer.port}/index.html`)).status).toBe(404)
    const home = await fetch(`http://127.0.0.1:${answer.port}/`)
    expect(home.headers.get('set-cookie')).toContain('casebook-sync=1')
  })

  it('starts once when asked twice at the same time', async () => {
    const server = await tableServer()
    const [first, second] = await Promise.all([server.start(), server.start()])
    expect(second).toEqual(first)
  })

  it('passes a game from one device to another, keeps it when stopped, and has it again when started', async () => {
    const server = await tableServer()
    const { port } = running(await server.start())
    const sharer = connectClient(port)
    const handle = sharer.create({ title: 'Tuesday' })
    const phone = connectClient(port)
    await untilDocument<{ title: string }>(
      phone,
      handle.url,
      (doc) => doc.title === 'Tuesday',
      'the phone has the game',
    )
    await shutdownClient(phone)
    await shutdownClient(sharer)

    await server.stop()
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()

    const again = running(await server.start())
    const later = connectClient(again.port)
    const found = await untilDocument<{ title: string }>(
      later,
      handle.url as AutomergeUrl,
      (doc) => doc?.title === 'Tuesday',
      'the game is served again from the folder',
    )
    expect(found.doc().title).toBe('Tuesday')
  })

  it('says why it could not start, and can be asked again', async () => {
    const folder = await freshFolder()
    const notAFolder = join(folder, 'table-sync')
    await writeFile(notAFolder, 'a file where the folder should be')
    const server = createTableServer({
      dataDir: notAFolder,
      webRoot: undefined,
      hosts,
      preferredPort: 0,
    })
    started.push(server)
    const answer = await server.start()
    expect(answer).toMatchObject({
      refused: 'failed',
      detail: expect.stringMatching(/EEXIST|ENOTDIR/),
    })
    expect(await server.start()).toMatchObject({ refused: 'failed' })
  })

  it('stopping a server that is not running does nothing', async () => {
    await expect((await tableServer()).stop()).resolves.toBeUndefined()
  })
})

describe('quitting', () => {
  it('waits for the table server to stop, then quits; the second quit goes through', async () => {
    let quitListener: (event: { preventDefault(): void }) => void = () => {}
    let stopped: () => void = () => {}
    const app = {
      on: vi.fn((_event: 'will-quit', listener: typeof quitListener) => (quitListener = listener)),
      quit: vi.fn(),
    }
    const server = { stop: vi.fn(() => new Promise<void>((resolve) => (stopped = resolve))) }
    stopBeforeQuit(app, server)

    const first = { preventDefault: vi.fn() }
    quitListener(first)
    expect(first.preventDefault).toHaveBeenCalled()
    expect(server.stop).toHaveBeenCalledOnce()
    expect(app.quit).not.toHaveBeenCalled()

    stopped()
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledOnce())
    const second = { preventDefault: vi.fn() }
    quitListener(second)
    expect(second.preventDefault).not.toHaveBeenCalled()
    expect(server.stop).toHaveBeenCalledOnce()
  })
})

describe('loading the table server', () => {
  it('waits for the first start, answers why when it cannot be loaded, and tries again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('no Automerge')))
    const server = loadedWhenFirstStarted(load)
    await server.stop()
    expect(load).not.toHaveBeenCalled()
    expect(await server.start()).toEqual({ refused: 'failed', detail: 'no Automerge' })
    expect(await server.start()).toEqual({ refused: 'failed', detail: 'no Automerge' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('stops the server it loaded', async () => {
    const real = await tableServer()
    const server = loadedWhenFirstStarted(() => Promise.resolve(real))
    const { port } = running(await server.start())
    await server.stop()
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
  })
})
