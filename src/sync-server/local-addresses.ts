import type { NetworkInterfaceInfo } from 'node:os'

/**
 * The addresses the sync server listens on unless told otherwise: this machine's loopback and its
 * local-network addresses, never a wildcard. A phone at the table reaches a private-range address
 * (or a link-local one when there is no router); an address reachable from the internet is left
 * out, so that starting the server never publishes a game beyond the room.
 */
export function localNetworkAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  const found = ['127.0.0.1']
  for (const [name, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      const address = localAddress(name, info)
      if (address !== undefined && !found.includes(address)) found.push(address)
    }
  }
  return found
}

function localAddress(name: string, info: NetworkInterfaceInfo): string | undefined {
  if (info.internal) return undefined
  if (info.family === 'IPv4') return isPrivateIPv4(info.address) ? info.address : undefined
  const address = info.address.toLowerCase()
  if (isUniqueLocalIPv6(address)) return address
  // A link-local address means nothing without the interface it belongs to.
  if (isLinkLocalIPv6(address)) return address.includes('%') ? address : `${address}%${name}`
  return undefined
}

/** 10/8, 172.16/12, 192.168/16 (RFC 1918) and 169.254/16 (link-local, RFC 3927). */
export function isPrivateIPv4(address: string): boolean {
  const octets = address.split('.').map(Number)
  if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) {
    return false
  }
  const [a, b] = octets as [number, number, number, number]
  return (
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  )
}

/** fc00::/7 (RFC 4193). */
function isUniqueLocalIPv6(address: string): boolean {
  return /^f[cd][0-9a-f]{0,2}:/.test(address)
}

/** fe80::/10 (RFC 4291). */
function isLinkLocalIPv6(address: string): boolean {
  return /^fe[89ab][0-9a-f]?:/.test(address)
}
