import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createTableEndpoints,
  endpointOnThisComputer,
  TableServerRefused,
} from '../../../src/renderer/src/platform/table-endpoints'
import type { TableServerAnswer } from '../../../src/shared/ipc-contract'
import { joinLink } from '../../../src/renderer/src/sync/table-links'

const page = {
  protocol: 'https:',
  host: 'club.example:8443',
  hostname: 'club.example',
  origin: 'https://club.example:8443',
  pathname: '/casebook/',
}

/** A page of the sync server opened at `host` over http, at its root. */
function pageAt(host: string) {
  const { hostname } = new URL(`http://${host}/`)
  return { protocol: 'http:', host, hostname, origin: `http://${host}`, pathname: '/' }
}

const links = (endpoint: { pages: Pick<Location, 'origin' | 'pathname'>[] }) =>
  endpoint.pages.map((each) => joinLink(each, 'abc'))

function desktopServer(answer: TableServerAnswer = running()) {
  return {
    start: vi.fn(() => Promise.resolve(answer)),
    stop: vi.fn(() => Promise.resolve()),
  }
}

function running(addresses = ['127.0.0.1', '192.168.1.20'], port = 3030, webApp = true) {
  return { port, addresses, webApp }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the server a game is shared through', () => {
  it('is the page’s own in the web app, and its link is the page’s', async () => {
    const asked = vi.fn(() => Promise.resolve(['192.168.1.20:3030']))
    const endpoint = await createTableEndpoints(undefined, page, () => false, 0, asked).forSharing()
    expect(endpoint).toMatchObject({
      server: 'wss://club.example:8443/',
      host: 'club.example:8443',
      onThisComputer: false,
    })
    expect(links(endpoint)).toEqual(['https://club.example:8443/casebook/#/join/abc'])
    expect(asked).not.toHaveBeenCalled()
  })

  it('links the page’s own address when other devices open it: a network address, no loopback', async () => {
    const asked = vi.fn(() => Promise.resolve(['10.0.0.7:3030']))
    for (const host of [
      '192.168.1.20:3030',
      '[fd00::5]:3030',
      '169.254.3.4:3030',
      'laptop.local:3030',
    ]) {
      const endpoint = await createTableEndpoints(
        undefined,
        pageAt(host),
        () => false,
        0,
        asked,
      ).forSharing()
      expect(links(endpoint)).toEqual([`http://${host}/#/join/abc`])
    }
    expect(asked).not.toHaveBeenCalled()
  })

  it('opened at 127.0.0.1 or localhost, links the server’s network addresses instead, still syncing here', async () => {
    for (const host of ['127.0.0.1:3030', 'localhost:3030', '[::1]:3030']) {
      const asked = vi.fn(() => Promise.resolve(['192.168.1.20:3030', '[fd00::5]:3030']))
      const endpoint = await createTableEndpoints(
        undefined,
        pageAt(host),
        () => false,
        0,
        asked,
      ).forSharing()
      expect(asked).toHaveBeenCalledWith(`http://${host}`)
      expect(endpoint.server).toBe(`ws://${host}/`)
      expect(links(endpoint)).toEqual([
        'http://192.168.1.20:3030/#/join/abc',
        'http://[fd00::5]:3030/#/join/abc',
      ])
    }
  })

  it('has no link for other devices when a page at 127.0.0.1 has a server on no network', async () => {
    const endpoints = createTableEndpoints(
      undefined,
      pageAt('127.0.0.1:3030'),
      () => false,
      0,
      () => Promise.resolve([]),
    )
    expect((await endpoints.forSharing()).pages).toEqual([])
    expect((await endpoints.forTable('ws://127.0.0.1:3030/')).pages).toEqual([])
  })

  it('is this computer’s in the desktop app: reached at 127.0.0.1, linked at its local address', async () => {
    const server = desktopServer(running(['127.0.0.1', '192.168.1.20', '10.0.0.7'], 3031))
    const endpoint = await createTableEndpoints(server, page, () => false).forSharing()
    expect(server.start).toHaveBeenCalledOnce()
    expect(endpoint).toMatchObject({
      server: 'ws://127.0.0.1:3031/',
      host: '192.168.1.20:3031',
      onThisComputer: true,
      webApp: true,
    })
    expect(links(endpoint)).toEqual([
      'http://192.168.1.20:3031/#/join/abc',
      'http://10.0.0.7:3031/#/join/abc',
    ])
  })

  it('links phones to IPv4 addresses first, then bracketed IPv6 ones, never a link-local one', () => {
    const hosts = (addresses: string[]) =>
      endpointOnThisComputer(running(addresses)).pages.map((each) => new URL(each.origin).host)
    expect(hosts(['127.0.0.1', 'fd00::5', '192.168.1.20'])).toEqual([
      '192.168.1.20:3030',
      '[fd00::5]:3030',
    ])
    expect(hosts(['127.0.0.1', 'fe80::1%wlan0', 'fd00::5'])).toEqual(['[fd00::5]:3030'])
    expect(hosts(['127.0.0.1', '169.254.3.4'])).toEqual(['169.254.3.4:3030'])
  })

  it('has no link for other devices when this computer is on no network, and says where it runs', () => {
    const endpoint = endpointOnThisComputer(running(['127.0.0.1', 'fe80::1%wlan0']))
    expect(endpoint.pages).toEqual([])
    expect(endpoint.host).toBe('127.0.0.1:3030')
  })

  it('says when the computer has no web app to give the phones', async () => {
    const server = desktopServer(running(undefined, undefined, false))
    expect((await createTableEndpoints(server, page, () => false).forSharing()).webApp).toBe(false)
  })

  it('is refused, without starting anything, when the user said never', async () => {
    const server = desktopServer()
    const sharing = createTableEndpoints(server, page, () => true).forSharing()
    await expect(sharing).rejects.toThrow(TableServerRefused)
    await expect(sharing).rejects.toMatchObject({ reason: 'setting' })
    expect(server.start).not.toHaveBeenCalled()
  })

  it('is refused when the server could not start, with why', async () => {
    const server = desktopServer({ refused: 'failed', detail: 'EACCES' })
    await expect(
      createTableEndpoints(server, page, () => false).forSharing(),
    ).rejects.toMatchObject({ reason: 'failed', message: expect.stringContaining('EACCES') })
  })
})

describe('a game shared earlier', () => {
  it('starts this computer’s server again, at whatever port it has today', async () => {
    const server = desktopServer(running(undefined, 40123))
    const endpoints = createTableEndpoints(server, page, () => false)
    const endpoint = await endpoints.forTable('ws://127.0.0.1:3030/')
    expect(server.start).toHaveBeenCalledOnce()
    expect(endpoint.server).toBe('ws://127.0.0.1:40123/')
  })

  it('joined through another server, syncs there and starts nothing', async () => {
    const server = desktopServer()
    const endpoint = await createTableEndpoints(server, page, () => false).forTable(
      'ws://192.168.1.50:3030/',
    )
    expect(endpoint.server).toBe('ws://192.168.1.50:3030/')
    expect(server.start).not.toHaveBeenCalled()
    // The other devices open that computer's address, not this app's page.
    expect(endpoint).toMatchObject({ host: '192.168.1.50:3030', onThisComputer: false })
    expect(links(endpoint)).toEqual(['http://192.168.1.50:3030/#/join/abc'])
  })
})

describe('stopping the server', () => {
  it('waits for the revocation to reach it, and not if a game is shared again meanwhile', async () => {
    vi.useFakeTimers()
    const server = desktopServer()
    const endpoints = createTableEndpoints(server, page, () => false, 3_000)
    endpoints.release()
    vi.advanceTimersByTime(2_999)
    expect(server.stop).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(server.stop).toHaveBeenCalledOnce()

    endpoints.release()
    await endpoints.forSharing()
    vi.advanceTimersByTime(10_000)
    expect(server.stop).toHaveBeenCalledOnce()
  })

  it('does nothing in the web app', () => {
    expect(() => createTableEndpoints(undefined, page, () => false).release()).not.toThrow()
  })
})
