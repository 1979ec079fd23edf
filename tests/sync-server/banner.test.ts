import { describe, expect, it } from 'vitest'
import { addressUrl, serverBanner } from '../../src/sync-server/banner'

const banner = (addresses: string[], networkAddresses: string[]) =>
  serverBanner({ port: 3030, addresses, networkAddresses, dataDir: '/d', webRoot: undefined })

/** The addresses the banner tells to open, in its order. */
const urls = (text: string) => [...text.matchAll(/^ {2}On this \w+: +(\S+)$/gm)].map((m) => m[1])

describe('the sync server’s banner', () => {
  it('writes the address to open, IPv6 in brackets', () => {
    expect(addressUrl('192.168.1.20', 3030)).toBe('http://192.168.1.20:3030/')
    expect(addressUrl('fd12::5', 3030)).toBe('http://[fd12::5]:3030/')
  })

  it('gives the network’s addresses first, as the other devices need them, then this computer’s', () => {
    const text = banner(
      ['127.0.0.1', '192.168.1.20', 'fe80::1%eth0', 'fd00::5'],
      ['192.168.1.20', 'fd00::5'],
    )
    expect(urls(text)).toEqual([
      'http://192.168.1.20:3030/',
      'http://[fd00::5]:3030/',
      'http://127.0.0.1:3030/',
    ])
    expect(text).toContain('  On this network:    http://192.168.1.20:3030/')
    expect(text).toContain('  On this computer:   http://127.0.0.1:3030/')
    // Listened on, but no browser opens an address with a zone: it is not printed.
    expect(text).not.toContain('fe80')
    expect(text).not.toContain('only this computer')
  })

  it('shows the addresses a wildcard stands for, never the wildcard nobody can open', () => {
    const text = banner(['0.0.0.0'], ['192.168.1.20'])
    expect(urls(text)).toEqual(['http://192.168.1.20:3030/', 'http://127.0.0.1:3030/'])
    expect(text).not.toContain('0.0.0.0')
    expect(text).toContain('Listening on every address')
  })

  it('says when only this computer can connect', () => {
    const text = banner(['127.0.0.1', 'fe80::1%eth0'], [])
    expect(urls(text)).toEqual(['http://127.0.0.1:3030/'])
    expect(text).toContain('(no address on a network: only this computer can connect)')
  })

  it('names the loopback address listened on, and none when there is none', () => {
    expect(urls(banner(['::1'], []))).toEqual(['http://[::1]:3030/'])
    expect(urls(banner(['192.168.1.20'], ['192.168.1.20']))).toEqual(['http://192.168.1.20:3030/'])
  })
})
