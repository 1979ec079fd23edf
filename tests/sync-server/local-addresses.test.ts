import type { NetworkInterfaceInfo } from 'node:os'
import { describe, expect, it } from 'vitest'
import { addressesOthersOpen, localNetworkAddresses } from '../../src/sync-server/local-addresses'

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

describe('the addresses the server tells of (its banner, and its answer to a page)', () => {
  const machine = {
    lo: [ipv4('127.0.0.1', true), ipv6('::1', 0, true)],
    eth0: [ipv4('192.168.1.20'), ipv6('fe80::a00:27ff:fe4e:66a1'), ipv6('fd00::5')],
    wan0: [ipv4('203.0.113.9')],
  }

  it('are those listened on that another device’s browser opens, IPv4 first', () => {
    const listened = ['127.0.0.1', 'fe80::a00:27ff:fe4e:66a1%eth0', 'fd00::5', '192.168.1.20']
    expect(addressesOthersOpen(listened, machine)).toEqual(['192.168.1.20', 'fd00::5'])
  })

  it('leave out an address the machine no longer has (a network left since the start)', () => {
    const listened = ['127.0.0.1', '192.168.1.20', '10.0.0.7']
    expect(addressesOthersOpen(listened, machine)).toEqual(['192.168.1.20'])
    expect(addressesOthersOpen(listened, { lo: machine.lo })).toEqual([])
  })

  it('keep a public address the user chose to listen on', () => {
    expect(addressesOthersOpen(['203.0.113.9'], machine)).toEqual(['203.0.113.9'])
  })

  it('are, for a wildcard, the local-network addresses it stands for', () => {
    expect(addressesOthersOpen(['0.0.0.0'], machine)).toEqual(['192.168.1.20', 'fd00::5'])
    expect(addressesOthersOpen(['::'], {})).toEqual([])
  })
})
