// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import {
  groupLink,
  groupLinks,
  joinLink,
  joinLinkTarget,
  networkHostsOf,
  rememberedGroup,
  rememberedShareHost,
  rememberShareHost,
  rememberedTables,
  rememberGroup,
  rememberTables,
  serverAt,
  serverOfPage,
  shareLinks,
} from '../../../src/renderer/src/sync/table-links'

/** A browser's storage, as far as these read and write it. */
function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}
const documentId = '2aPr9bnRnpMKDbHvsBKfMN9N34gL'

describe('the shared games a device remembers', () => {
  it('keeps each game’s link and server across a restart', () => {
    const kept = storage()
    rememberTables(kept, new Map([['game-1', { documentId, server: 'ws://127.0.0.1:3030/' }]]))
    expect([...rememberedTables(kept)]).toEqual([
      ['game-1', { documentId, server: 'ws://127.0.0.1:3030/' }],
    ])
  })

  it('forgets what another program wrote there that is not a link, never throws', () => {
    for (const text of [
      '{',
      'null',
      '[]',
      '{"g":{"toString":1}}',
      '{"g":{"documentId":"0OIl0OIl0OIl0OIl0OIl","server":"ws://x/"}}',
      '{"g":{"documentId":"' + documentId + '","server":"http://x/"}}',
    ]) {
      expect(rememberedTables(storage({ 'casebook.tables': text })).size).toBe(0)
    }
    expect(
      rememberedGroup(storage({ 'casebook.group': '{"documentId":{"toString":1}}' })),
    ).toBeNull()
  })

  it('remembers the group, and forgets it when the device leaves', () => {
    const kept = storage()
    rememberGroup(kept, { documentId, server: 'wss://club.example/' })
    expect(rememberedGroup(kept)).toEqual({ documentId, server: 'wss://club.example/' })
    rememberGroup(kept, null)
    expect(rememberedGroup(kept)).toBeNull()
  })
})

describe('links and servers', () => {
  it('syncs through the server that served the page, securely when the page is', () => {
    expect(serverOfPage({ protocol: 'http:', host: '192.168.1.20:3030' })).toBe(
      'ws://192.168.1.20:3030/',
    )
    expect(serverOfPage({ protocol: 'https:', host: 'club.example' })).toBe('wss://club.example/')
  })

  it('makes links to this web app’s join pages', () => {
    const page = { origin: 'http://192.168.1.20:3030', pathname: '/' }
    expect(joinLink(page, documentId)).toBe(`http://192.168.1.20:3030/#/join/${documentId}`)
    expect(groupLink(page, documentId)).toBe(`http://192.168.1.20:3030/#/group/${documentId}`)
  })
})

describe('the links another device opens', () => {
  it('are one per page, named by its address', () => {
    const pages = [
      { origin: 'http://192.168.1.20:3030', pathname: '/' },
      { origin: 'http://[fd00::5]:3030', pathname: '/' },
    ]
    expect(shareLinks(pages, documentId)).toEqual([
      { host: '192.168.1.20:3030', link: `http://192.168.1.20:3030/#/join/${documentId}` },
      { host: '[fd00::5]:3030', link: `http://[fd00::5]:3030/#/join/${documentId}` },
    ])
  })

  it('are a group’s too, on its group page', () => {
    const pages = [
      { origin: 'http://192.168.1.20:3030', pathname: '/' },
      { origin: 'https://club.example', pathname: '/casebook/' },
    ]
    expect(groupLinks(pages, documentId)).toEqual([
      { host: '192.168.1.20:3030', link: `http://192.168.1.20:3030/#/group/${documentId}` },
      { host: 'club.example', link: `https://club.example/casebook/#/group/${documentId}` },
    ])
    expect(groupLinks([], documentId)).toEqual([])
  })

  it('remember the address the host chose', () => {
    const kept = storage()
    expect(rememberedShareHost(kept)).toBeNull()
    rememberShareHost(kept, '[fd00::5]:3030')
    expect(rememberedShareHost(kept)).toBe('[fd00::5]:3030')
    expect(rememberedShareHost(null)).toBeNull()
  })
})

describe('the network addresses the sync server gives a page', () => {
  const answering = (body: string, status = 200) =>
    vi.fn(() => Promise.resolve(new Response(body, { status }))) as unknown as typeof fetch

  it('are asked of the page’s own server, at its own path', async () => {
    const fetched = answering('{"hosts":["192.168.1.20:3030","[fd00::5]:3030"]}')
    expect(await networkHostsOf('http://127.0.0.1:3030', fetched)).toEqual([
      '192.168.1.20:3030',
      '[fd00::5]:3030',
    ])
    expect(fetched).toHaveBeenCalledWith(
      'http://127.0.0.1:3030/.casebook/addresses',
      expect.objectContaining({ cache: 'no-store' }),
    )
  })

  it('keep only addresses another device opens, whatever else the answer holds', async () => {
    const hosts = [
      '127.0.0.1:3030',
      '[::1]:3030',
      '[fe80::1%25eth0]:3030',
      'localhost:3030',
      'evil.example:3030',
      '192.168.1.20',
      '192.168.1.20:3030/path',
      42,
      null,
      '10.0.0.7:3030',
    ]
    const fetched = answering(JSON.stringify({ hosts }))
    expect(await networkHostsOf('http://127.0.0.1:3030', fetched)).toEqual(['10.0.0.7:3030'])
  })

  it('are none when the server cannot say: an error, garbage, too much, or no answer', async () => {
    const many = JSON.stringify({ hosts: Array.from({ length: 40 }, (_, i) => `10.0.0.${i}:3030`) })
    expect(await networkHostsOf('x', answering(many))).toHaveLength(16)
    for (const fetched of [
      answering('{"hosts":["10.0.0.7:3030"]}', 404),
      answering('not json'),
      answering('null'),
      answering('{"hosts":"10.0.0.7:3030"}'),
      answering(JSON.stringify({ hosts: ['10.0.0.7:3030'], pad: 'x'.repeat(5_000) })),
      vi.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch,
    ]) {
      expect(await networkHostsOf('http://127.0.0.1:3030', fetched)).toEqual([])
    }
  })
})

describe('a join link pasted in the desktop app', () => {
  it('gives the game and the address of the server that shared it', () => {
    for (const host of ['192.168.1.20:3030', '10.0.0.7:40123', '[fd00::5]:3030', '169.254.3.4']) {
      expect(joinLinkTarget(`  http://${host}/#/join/${documentId}\n`)).toEqual({
        documentId,
        at: host,
      })
    }
    expect(joinLinkTarget(`http://192.168.1.20:3030/index.html#/join/${documentId}`)).toEqual({
      documentId,
      at: '192.168.1.20:3030',
    })
  })

  it('is refused when it is not a join link, saying so', () => {
    const notLinks = [
      'hello',
      `192.168.1.20:3030/#/join/${documentId}`,
      `https://192.168.1.20:3030/#/join/${documentId}`,
      `http://user:pw@192.168.1.20:3030/#/join/${documentId}`,
      `http://192.168.1.20:3030/#/group/${documentId}`,
      'http://192.168.1.20:3030/#/join/0OIl',
      `http://192.168.1.20:3030/#/join/${documentId}/x`,
      `file:///#/join/${documentId}`,
    ]
    expect(notLinks.map((text) => joinLinkTarget(text))).toEqual(
      notLinks.map(() => ({ problem: 'not-a-link' })),
    )
    expect(joinLinkTarget('   ')).toEqual({ problem: 'empty' })
  })

  it('is refused at this computer’s own address, which here is the app’s own server', () => {
    expect(joinLinkTarget(`http://127.0.0.1:3030/#/join/${documentId}`)).toEqual({
      problem: 'this-computer',
      host: '127.0.0.1:3030',
    })
    expect(joinLinkTarget(`http://localhost:3030/#/join/${documentId}`)).toMatchObject({
      problem: 'this-computer',
    })
  })

  it('is refused beyond the local network, which is all the desktop window reaches', () => {
    for (const host of ['203.0.113.9:3030', 'club.example:3030', '[2001:db8::1]:3030']) {
      expect(joinLinkTarget(`http://${host}/#/join/${documentId}`)).toEqual({
        problem: 'not-local',
        host,
      })
    }
  })

  it('syncs through the WebSocket at the link’s address, a local-network one only', () => {
    expect(serverAt('192.168.1.20:3030')).toBe('ws://192.168.1.20:3030/')
    expect(serverAt('[fd00::5]:3030')).toBe('ws://[fd00::5]:3030/')
    for (const host of [
      '127.0.0.1:3030',
      '8.8.8.8:3030',
      '192.168.1.20:3030/x',
      '192.168.1.20:99999',
      'a b',
      '',
    ]) {
      expect(serverAt(host)).toBeUndefined()
    }
  })
})
