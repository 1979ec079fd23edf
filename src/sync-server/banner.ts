import { hostWithPort, isLoopbackHost } from '../shared/reachable-hosts.js'

/** The web address a device opens to reach the server at `address`. */
export function addressUrl(address: string, port: number): string {
  return `http://${hostWithPort(address, port)}/`
}

/**
 * What the command prints once it listens: where to go (the addresses a browser opens, those of
 * the network first, as the other devices need them), where the data is, what is shared.
 */
export function serverBanner(details: {
  port: number
  /** The addresses listened on. */
  addresses: readonly string[]
  /** Those another device's browser opens now (local-addresses.ts: addressesOthersOpen). */
  networkAddresses: readonly string[]
  dataDir: string
  webRoot: string | undefined
}): string {
  const { port, networkAddresses, dataDir, webRoot } = details
  const wildcard = details.addresses.some(isWildcard)
  // 0.0.0.0 and :: stand for 127.0.0.1 too; nobody can open them as they are.
  const loopback = wildcard ? '127.0.0.1' : details.addresses.find(isLoopbackHost)
  const lines = ['Casebook sync server', '']
  for (const address of networkAddresses) {
    lines.push(`  On this network:    ${addressUrl(address, port)}`)
  }
  if (loopback !== undefined) lines.push(`  On this computer:   ${addressUrl(loopback, port)}`)
  if (wildcard) {
    lines.push('  Listening on every address: reachable from any network this machine is on.')
  } else if (networkAddresses.length === 0) {
    lines.push('  (no address on a network: only this computer can connect)')
  }
  lines.push(
    '',
    `  Data folder: ${dataDir}`,
    webRoot === undefined
      ? '  Web app: not served (build it with `npm run build`, or give --web FOLDER)'
      : `  Web app: ${webRoot}`,
    '',
    'What crosses the network: the web app, and each shared game or group (names, hands, scores)',
    'to the devices that open its link. Unencrypted (http, ws): use it on a network you trust.',
    'The server never lists what it holds, and sends nothing to the internet.',
    '',
    'Ctrl-C stops it.',
  )
  return lines.join('\n')
}

function isWildcard(address: string): boolean {
  return address === '0.0.0.0' || address === '::'
}
