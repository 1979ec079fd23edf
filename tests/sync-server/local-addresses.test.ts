import type { NetworkInterfaceInfo } from 'node:os'
import { describe, expect, it } from 'vitest'
import { isPrivateIPv4, localNetworkAddresses } from '../../src/sync-server/local-addresses'

function ipv4(address: string, internal = false): NetworkInterfaceInfo {
  return {
    address,
    family: 'IPv4',
    internal,
    netmask: '255.255.255.0',
    mac: '00:00:00:00:00:00',
    cidr: null,
  }
}
function ipv6(address: string, scopeid = 2, internal = false): NetworkInterfaceInfo {
  return {
    address,
    family: 'IPv6',
    internal,
    netmask: 'ffff:ffff:ffff:ffff::',
    mac: '00:00:00:00:00:00',
    scopeid,
    cidr: null,
  }
}

describe('the addresses the sync server listens on by default', () => {
  it('are 127.0.0.1 and the local-network ones, never a public or wildcard address', () => {
    const addresses = localNetworkAddresses({
      lo: [ipv4('127.0.0.1', true), ipv6('::1', 0, true)],
      eth0: [ipv4('192.168.1.20'), ipv6('fe80::a00:27ff:fe4e:66a1'), ipv6('2001:db8::1')],
      wlan0: [ipv4('10.0.0.7'), ipv6('fd12:3456::7')],
      docker0: [ipv4('172.17.0.1')],
      wan0: [ipv4('203.0.113.9'), ipv4('100.64.0.1')],
      none: undefined,
    })
    expect(addresses).toEqual([
      '127.0.0.1',
      '192.168.1.20',
      'fe80::a00:27ff:fe4e:66a1%eth0',
      '10.0.0.7',
      'fd12:3456::7',
      '172.17.0.1',
    ])
  })

  it('are 127.0.0.1 alone on a machine with no network', () => {
    expect(localNetworkAddresses({})).toEqual(['127.0.0.1'])
    expect(localNetworkAddresses({ lo: [ipv4('127.0.0.1', true)] })).toEqual(['127.0.0.1'])
  })

  it('take each private IPv4 range to its edges, and nothing past them', () => {
    const inside = [
      '10.0.0.0',
      '10.255.255.255',
      '172.16.0.0',
      '172.31.255.255',
      '192.168.0.0',
      '192.168.255.255',
      '169.254.0.1',
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
      '10.0.0',
      '10.0.0.256',
      'a.b.c.d',
    ]
    expect(inside.filter((address) => !isPrivateIPv4(address))).toEqual([])
    expect(outside.filter((address) => isPrivateIPv4(address))).toEqual([])
  })

  it('take the IPv6 unique-local range (fc00::/7) and link-local (fe80::/10), not their neighbours', () => {
    const found = (address: string) => localNetworkAddresses({ eth0: [ipv6(address)] }).slice(1)
    expect(found('fc00::1')).toEqual(['fc00::1'])
    expect(found('fdff::1')).toEqual(['fdff::1'])
    expect(found('fe80::1')).toEqual(['fe80::1%eth0'])
    expect(found('febf::1')).toEqual(['febf::1%eth0'])
    expect(found('fbff::1')).toEqual([])
    expect(found('fe00::1')).toEqual([])
    expect(found('fec0::1')).toEqual([])
    expect(found('ff02::1')).toEqual([])
  })
})
