import { createServer } from 'node:http'
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { answerAddresses } from '../../src/sync-server/addresses-answer'
import { contentSecurityPolicy } from '../../src/shared/content-security-policy'
import {
  othersCanOpen,
  serverAddressesPath as addressesPath,
} from '../../src/shared/reachable-hosts'
import { freshFolder, startTestServer } from './support'

function info(address: string, family: 'IPv4' | 'IPv6', internal = false): NetworkInterfaceInfo {
  const base = { address, internal, netmask: '', mac: '00:00:00:00:00:00', cidr: null }
  return family === 'IPv4' ? { ...base, family } : { ...base, family, scopeid: 2 }
}

const closers: (() => void)[] = []
afterEach(() => closers.splice(0).forEach((close) => close()))

/** An HTTP server answering only the addresses, over a machine whose interfaces a test sets. */
async function answering(
  listened: string[],
  interfaces: () => NodeJS.Dict<NetworkInterfaceInfo[]>,
) {
  const server = createServer((request, response) => {
    if (
      !answerAddresses(request, response, () => ({ port: 3030, addresses: listened }), interfaces)
    ) {
      response.writeHead(418).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => server.close())
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('the server’s answer of its network addresses', () => {
  it('lists the addresses another device opens, worked out at each request', async () => {
    let interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = {
      lo: [info('127.0.0.1', 'IPv4', true)],
      eth0: [info('192.168.1.20', 'IPv4'), info('fe80::1', 'IPv6'), info('fd00::5', 'IPv6')],
    }
    const listened = ['127.0.0.1', 'fe80::1%eth0', 'fd00::5', '192.168.1.20', '10.0.0.7']
    const origin = await answering(listened, () => interfaces)
    const answer = await fetch(`${origin}${addressesPath}`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ hosts: ['192.168.1.20:3030', '[fd00::5]:3030'] })

    // The Wi-Fi is gone, another network came: the next answer says so.
    interfaces = { lo: interfaces.lo, wlan0: [info('10.0.0.7', 'IPv4')] }
    expect(await (await fetch(`${origin}${addressesPath}?again`)).json()).toEqual({
      hosts: ['10.0.0.7:3030'],
    })
    interfaces = { lo: interfaces.lo }
    expect(await (await fetch(`${origin}${addressesPath}`)).json()).toEqual({ hosts: [] })
  })

  it('answers GET and HEAD of its own path only', async () => {
    const origin = await answering(['127.0.0.1'], () => ({}))
    expect((await fetch(`${origin}${addressesPath}`, { method: 'HEAD' })).status).toBe(200)
    expect((await fetch(`${origin}${addressesPath}`, { method: 'POST' })).status).toBe(418)
    expect((await fetch(`${origin}${addressesPath}/x`)).status).toBe(418)
    expect((await fetch(`${origin}/.casebook/address`)).status).toBe(418)
  })

  it('comes from the real server with its headers, and lists a network address it listens on', async () => {
    // One of this machine's own addresses that another device could open, if it has one.
    const machine = Object.values(networkInterfaces())
      .flat()
      .find((i) => i !== undefined && !i.internal && othersCanOpen(i.address))?.address
    const hosts = machine === undefined ? ['127.0.0.1'] : ['127.0.0.1', machine]
    const server = await startTestServer({ dataDir: await freshFolder(), hosts })
    const answer = await fetch(`http://127.0.0.1:${server.port}${addressesPath}`)
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('content-security-policy')).toBe(contentSecurityPolicy)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('set-cookie')).toBe('casebook-sync=1; Path=/; SameSite=Strict')
    const expected =
      machine === undefined
        ? []
        : [machine.includes(':') ? `[${machine}]:${server.port}` : `${machine}:${server.port}`]
    expect(await answer.json()).toEqual({ hosts: expected })
  })
})
