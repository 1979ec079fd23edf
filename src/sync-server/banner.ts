/** The web address a device opens to reach the server at `address`. */
export function addressUrl(address: string, port: number): string {
  // An IPv6 address goes in brackets, its interface's `%` encoded (RFC 6874).
  const host = address.includes(':') ? `[${address.replace('%', '%25')}]` : address
  return `http://${host}:${port}/`
}

/** What the command prints once it listens: where to go, where the data is, what is shared. */
export function serverBanner(details: {
  port: number
  /** The addresses listened on. */
  addresses: readonly string[]
  /** This machine's local-network addresses, shown for a wildcard address. */
  localAddresses: readonly string[]
  dataDir: string
  webRoot: string | undefined
}): string {
  const { port, dataDir, webRoot } = details
  const wildcard = details.addresses.some(isWildcard)
  // Nobody can open 0.0.0.0: show the addresses it stands for, the local-network ones at least.
  const addresses = wildcard ? details.localAddresses : details.addresses
  const others = addresses.filter((address) => !isLoopback(address))
  const lines = ['Casebook sync server', '']
  if (addresses.some(isLoopback))
    lines.push(`  On this computer:   ${addressUrl('127.0.0.1', port)}`)
  for (const address of others) lines.push(`  On this network:    ${addressUrl(address, port)}`)
  if (wildcard)
    lines.push('  Listening on every address: reachable from any network this machine is on.')
  else if (others.length === 0) {
    lines.push('  (no local-network address: only this computer can connect)')
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

function isLoopback(address: string): boolean {
  return address.startsWith('127.') || address === '::1'
}
