/*
 * Which addresses another device at the table can open in its browser (issue 30): the one notion
 * behind the sync server's banner and its answer of addresses, the share link of the web app and
 * of the desktop app, and the servers the desktop app joins. Pure: no DNS, no network.
 *
 * A host is written as in a URL (`192.168.1.20`, `[fd00::5]`, `club.example`) or as the system
 * gives an address (`fd00::5`, `fe80::1%eth0`).
 */

/**
 * Where a page asks the sync server that served it how the other devices reach it: its answer is
 * `{ "hosts": ["192.168.1.20:3030", "[fd00::5]:3030"] }` (sync-server/addresses-answer.ts).
 */
export const serverAddressesPath = '/.casebook/addresses'

type Address = { kind: 'ipv4'; octets: number[] } | { kind: 'ipv6'; words: number[] }

/**
 * Whether a browser on ANOTHER device can open `http://<host>:<port>/`: not this computer's own
 * names (loopback, `localhost`), not an unspecified, multicast or broadcast address, and not an
 * IPv6 link-local address, which needs its interface's name (`%eth0`) and no browser opens such
 * a URL. A private, link-local IPv4 (169.254, a network without a router), unique-local IPv6 or
 * public address is one; so is a host name, which the other device's resolver may know.
 */
export function othersCanOpen(host: string): boolean {
  const address = parseAddress(host)
  if (address === undefined) return isHostName(host) && !isLocalhostName(host)
  if (address.kind === 'ipv4') return ipv4OthersCanOpen(address.octets)
  const [first = 0] = address.words
  const mapped = mappedIPv4(address.words)
  if (mapped) return ipv4OthersCanOpen(mapped)
  if (address.words.every((word, index) => word === (index === 7 ? 1 : 0))) return false // ::1
  if (address.words.every((word) => word === 0)) return false // ::
  return !isIPv6LinkLocal(first) && (first & 0xff00) !== 0xff00 // not fe80::/10, not ff00::/8
}

/** This computer alone: 127/8, ::1, `localhost` (and its subdomains, RFC 6761). */
export function isLoopbackHost(host: string): boolean {
  const address = parseAddress(host)
  if (address === undefined) return isLocalhostName(host)
  if (address.kind === 'ipv4') return address.octets[0] === 127
  const mapped = mappedIPv4(address.words)
  if (mapped) return mapped[0] === 127
  return address.words.every((word, index) => word === (index === 7 ? 1 : 0))
}

/**
 * An address of the local network only, never routed to the internet: 10/8, 172.16/12,
 * 192.168/16 (RFC 1918), 169.254/16 (RFC 3927), fc00::/7 (RFC 4193), and IPv6 link-local
 * (fe80::/10) when `withLinkLocalIPv6` (a server may listen there; no browser opens it).
 */
export function isLocalNetworkAddress(host: string, withLinkLocalIPv6 = false): boolean {
  const address = parseAddress(host)
  if (address === undefined) return false
  if (address.kind === 'ipv4') return isPrivateIPv4(address.octets)
  const mapped = mappedIPv4(address.words)
  if (mapped) return isPrivateIPv4(mapped)
  const [first = 0] = address.words
  return (first & 0xfe00) === 0xfc00 || (withLinkLocalIPv6 && isIPv6LinkLocal(first))
}

/** The host and port as a URL writes them: an IPv6 address in brackets. */
export function hostWithPort(address: string, port: number): string {
  return `${address.includes(':') && !address.startsWith('[') ? `[${address}]` : address}:${port}`
}

/** IPv4 addresses first (what a phone on the same Wi-Fi surely has too), the order kept otherwise. */
export function ipv4First(addresses: readonly string[]): string[] {
  const ipv4 = addresses.filter((address) => !address.includes(':'))
  return [...ipv4, ...addresses.filter((address) => address.includes(':'))]
}

function ipv4OthersCanOpen([a = 0, b = 0, c = 0, d = 0]: number[]): boolean {
  if (a === 0 || a === 127 || a >= 224) return false // this network, loopback, multicast and up
  return !(a === 255 && b === 255 && c === 255 && d === 255)
}

function isPrivateIPv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  )
}

function isIPv6LinkLocal(firstWord: number): boolean {
  return (firstWord & 0xffc0) === 0xfe80
}

/** ::ffff:a.b.c.d, an IPv4 address written as IPv6. */
function mappedIPv4(words: number[]): number[] | undefined {
  if (!words.slice(0, 5).every((word) => word === 0) || words[5] !== 0xffff) return undefined
  const [high = 0, low = 0] = words.slice(6)
  return [high >> 8, high & 0xff, low >> 8, low & 0xff]
}

function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '')
  return name === 'localhost' || name.endsWith('.localhost')
}

/**
 * Letters, digits, hyphens and dots, as DNS names are (RFC 1123), at most 253 characters; not
 * ending in a number, which a browser reads as an IPv4 address (`10.0.0.256` is none).
 */
function isHostName(host: string): boolean {
  const label = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i
  const labels = host.replace(/\.$/, '').split('.')
  return host.length <= 253 && labels.every((l) => label.test(l)) && !/^\d+$/.test(labels.at(-1)!)
}

function parseAddress(host: string): Address | undefined {
  const ipv4 = parseIPv4(host)
  if (ipv4) return { kind: 'ipv4', octets: ipv4 }
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  // A zone (`%eth0`, `%25eth0` in a URL) only ever follows a link-local address.
  const [address = '', zone] = bare.split('%')
  const words = parseIPv6(address)
  if (words === undefined) return undefined
  if (zone !== undefined && !isIPv6LinkLocal(words[0] ?? 0)) return undefined
  return { kind: 'ipv6', words }
}

function parseIPv4(text: string): number[] | undefined {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return undefined
  const octets = text.split('.').map(Number)
  return octets.every((octet) => octet <= 255) ? octets : undefined
}

/** The eight 16-bit words of an IPv6 address (RFC 4291 text forms), or undefined. */
function parseIPv6(text: string): number[] | undefined {
  if (!/^[0-9a-f:.]{2,45}$/i.test(text)) return undefined
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const parts = halves.map((half) => (half === '' ? [] : half.split(':')))
  const words: number[][] = []
  for (const [index, part] of parts.entries()) {
    const parsed: number[] = []
    for (const [position, group] of part.entries()) {
      const last = index === parts.length - 1 && position === part.length - 1
      const ipv4 = last ? parseIPv4(group) : undefined
      if (ipv4) parsed.push((ipv4[0]! << 8) | ipv4[1]!, (ipv4[2]! << 8) | ipv4[3]!)
      else if (/^[0-9a-f]{1,4}$/i.test(group)) parsed.push(parseInt(group, 16))
      else return undefined
    }
    words.push(parsed)
  }
  const [head = [], tail = []] = words
  const missing = 8 - head.length - tail.length
  if (halves.length === 1) return missing === 0 ? head : undefined
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : undefined
}
