import type { IncomingMessage, ServerResponse } from 'node:http'
import { networkInterfaces } from 'node:os'
import { hostWithPort, serverAddressesPath } from '../shared/reachable-hosts.js'
import { addressesOthersOpen } from './local-addresses.js'
import { SECURITY_HEADERS } from './security-headers.js'

/**
 * How the other devices reach this server (issue 30): a page opened at 127.0.0.1 links the phones
 * to one of these instead. `host:port` as a URL writes them, IPv4 first; none without a network.
 * Its path is a dot segment, which no file of the web app can have (static-files.ts serves none),
 * so the answer never hides a file.
 */
export interface AddressesAnswer {
  hosts: string[]
}

/**
 * Answers a GET or HEAD of `serverAddressesPath` with the addresses another device's browser opens,
 * worked out now (a network may have come or gone since the start); true when it answered.
 */
export function answerAddresses(
  request: IncomingMessage,
  response: ServerResponse,
  listening: () => { port: number; addresses: readonly string[] },
  interfaces = networkInterfaces,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if ((request.url ?? '').split('?', 1)[0] !== serverAddressesPath) return false
  const { port, addresses } = listening()
  const answer: AddressesAnswer = {
    hosts: addressesOthersOpen(addresses, interfaces()).map((a) => hostWithPort(a, port)),
  }
  const body = JSON.stringify(answer)
  response.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
  })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}
