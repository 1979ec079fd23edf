import { describe, expect, it } from 'vitest'
import {
  hostWithPort,
  ipv4First,
  isLocalNetworkAddress,
  isLoopbackHost,
  othersCanOpen,
} from '../../src/shared/reachable-hosts'

const opened = (hosts: string[]) => hosts.filter(othersCanOpen)

describe('an address another device’s browser opens', () => {
  it('is not this computer’s own: loopback and localhost, to the edges of 127/8', () => {
    const own = ['127.0.0.1', '127.255.255.255', '::1', '[::1]', '::ffff:127.0.0.1']
    const names = ['localhost', 'LOCALHOST', 'localhost.', 'casebook.localhost']
    expect(opened([...own, ...names])).toEqual([])
    expect(opened(['126.255.255.255', '128.0.0.0', '::2', 'localhost.example'])).toEqual([
      '126.255.255.255',
      '128.0.0.0',
      '::2',
      'localhost.example',
    ])
    expect([...own, ...names].every(isLoopbackHost)).toBe(true)
    expect(['128.0.0.0', '::2', '192.168.1.20', 'club.example'].some(isLoopbackHost)).toBe(false)
  })

  it('is a link-local IPv4 address (169.254, a network with no router), but no IPv6 link-local one', () => {
    expect(opened(['169.254.0.1', '169.254.255.254'])).toHaveLength(2)
    // fe80::/10 needs its interface's name, which no browser opens in a URL.
    const linkLocal = ['fe80::1', 'fe80::1%eth0', '[fe80::1%25eth0]', 'febf:ffff::1']
    expect(opened(linkLocal)).toEqual([])
    expect(opened(['fe7f::1', 'fec0::1'])).toEqual(['fe7f::1', 'fec0::1'])
  })

  it('is a unique-local IPv6 address, in brackets or not, and a private or public IPv4 one', () => {
    const addresses = ['fd00::5', '[fd00::5]', 'fc00::1', '10.0.0.7', '172.16.0.1', '192.168.1.20']
    expect(opened(addresses)).toEqual(addresses)
    expect(opened(['203.0.113.9', '2001:db8::1', '[2001:db8::1]'])).toHaveLength(3)
  })

  it('is a host name the other device may resolve', () => {
    expect(opened(['club.example', 'laptop.local', 'laptop'])).toHaveLength(3)
  })

  it('is none of the addresses nobody opens, nor a malformed one', () => {
    const never = [
      '0.0.0.0',
      '0.1.2.3',
      '::',
      '224.0.0.1',
      '255.255.255.255',
      'ff02::1',
      '10.0.0.256',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      'fd00::5%eth0', // a zone only follows a link-local address
      'club..example',
      '-club.example',
      'club.example/path',
      '',
    ]
    expect(opened(never)).toEqual([])
    expect(opened(['223.255.255.255', '1:2:3:4:5:6:7:8', '::ffff:192.168.1.20'])).toHaveLength(3)
  })
})

describe('a local-network address', () => {
  it('takes each private IPv4 range, link-local IPv4 and unique-local IPv6 to its edges', () => {
    const inside = [
      '10.0.0.0',
      '10.255.255.255',
      '172.16.0.0',
      '172.31.255.255',
      '192.168.0.0',
      '192.168.255.255',
      '169.254.0.1',
      'fc00::1',
      'fdff:ffff::1',
      '[fd00::2]',
      '::ffff:10.0.0.1',
    ]
    const outside = [
      '9.255.255.255',
      '11.0.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '192.167.255.255',
      '192.169.0.0',
      '169.253.0.1',
      '169.255.0.1',
      '8.8.8.8',
      '127.0.0.1',
      'fbff::1',
      'fe00::1',
      '2001:db8::1',
      'fe80::1',
      'laptop.local',
    ]
    expect(inside.filter((host) => !isLocalNetworkAddress(host))).toEqual([])
    expect(outside.filter((host) => isLocalNetworkAddress(host))).toEqual([])
  })

  it('takes an IPv6 link-local address only when asked, as a server listens there', () => {
    expect(isLocalNetworkAddress('fe80::1%eth0')).toBe(false)
    expect(isLocalNetworkAddress('fe80::1%eth0', true)).toBe(true)
    expect(isLocalNetworkAddress('febf::1', true)).toBe(true)
    expect(isLocalNetworkAddress('fec0::1', true)).toBe(false)
  })
})

describe('writing an address', () => {
  it('puts an IPv6 address in brackets, once', () => {
    expect(hostWithPort('192.168.1.20', 3030)).toBe('192.168.1.20:3030')
    expect(hostWithPort('fd00::5', 3030)).toBe('[fd00::5]:3030')
    expect(hostWithPort('[fd00::5]', 3030)).toBe('[fd00::5]:3030')
  })

  it('lists IPv4 addresses first, each family in its order', () => {
    expect(ipv4First(['fd00::5', '192.168.1.20', '2001:db8::1', '10.0.0.7'])).toEqual([
      '192.168.1.20',
      '10.0.0.7',
      'fd00::5',
      '2001:db8::1',
    ])
  })
})
