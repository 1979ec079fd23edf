import type { NetworkInterfaceInfo } from 'node:os'
import { ipv4First, isLocalNetworkAddress, othersCanOpen } from '../shared/reachable-hosts.js'

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>

/**
 * The addresses the sync server listens on unless told otherwise: this machine's loopback and its
 * local-network addresses, never a wildcard. A phone at the table reaches a private-range address
 * (or a link-local one when there is no router); an address reachable from the internet is left
 * out, so that starting the server never publishes a game beyond the room.
 */
export function localNetworkAddresses(interfaces: Interfaces): string[] {
  const found = ['127.0.0.1']
  for (const [name, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      const address = localAddress(name, info)
      if (address !== undefined && !found.includes(address)) found.push(address)
    }
  }
  return found
}

/**
 * The addresses of `listened` that a browser on another device opens now (shared/reachable-hosts),
 * IPv4 first: each one still on one of this machine's `interfaces` (a Wi-Fi left since the server
 * started takes its address along), and for a wildcard, the local-network addresses it stands for.
 */
export function addressesOthersOpen(listened: readonly string[], interfaces: Interfaces): string[] {
  const current = new Set(
    Object.values(interfaces).flatMap((infos) => (infos ?? []).map((i) => i.address.toLowerCase())),
  )
  const wildcard = listened.some((address) => address === '0.0.0.0' || address === '::')
  const candidates = wildcard
    ? localNetworkAddresses(interfaces)
    : listened.filter((address) => current.has(address.toLowerCase()))
  return ipv4First(candidates.filter(othersCanOpen))
}

function localAddress(name: string, info: NetworkInterfaceInfo): string | undefined {
  if (info.internal) return undefined
  const address = info.address.toLowerCase()
  if (!isLocalNetworkAddress(address, true)) return undefined
  // A link-local IPv6 address means nothing without the interface it belongs to.
  const linkLocalIPv6 = !isLocalNetworkAddress(address)
  return linkLocalIPv6 && !address.includes('%') ? `${address}%${name}` : address
}
