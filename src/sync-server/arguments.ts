import { isIP } from 'node:net'
import { parseOrigin } from './origins.js'

export const USAGE = `Usage: npm run sync-server -- [options]

Shares Casebook games between the devices of a local network, and serves them the web app.

Options:
  --port PORT      port to listen on, 0 to 65535 (default 3030; 0 picks a free one)
  --host ADDRESS   an IP address to listen on; repeat for several. Default: 127.0.0.1 and
                   this machine's local-network addresses. --host 0.0.0.0 listens on every
                   address, including any reachable from the internet.
  --data FOLDER    where the shared documents are kept (default ./casebook-sync)
  --web FOLDER     the built web app to serve (default dist/web when it exists)
  --allow-origin ORIGIN
                   let pages from ORIGIN (http://host:port) sync too; repeat for several.
                   Default: only the pages this server serves and the desktop app.
  --help           this text
`

export interface SyncServerArguments {
  port: number
  /** Undefined: the local-network addresses. */
  hosts?: string[]
  dataDir: string
  /** Undefined: dist/web if it exists. */
  webRoot?: string
  /** Origins allowed besides the server's own pages and the desktop app's. */
  allowedOrigins: string[]
}

export type ParsedArguments =
  | { kind: 'run'; arguments: SyncServerArguments }
  | { kind: 'help' }
  | { kind: 'error'; message: string }

const OPTIONS_WITH_VALUE = new Set(['--port', '--host', '--data', '--web', '--allow-origin'])

/** Reads the command's arguments (`--name value` or `--name=value`), without touching anything. */
export function parseArguments(argv: readonly string[]): ParsedArguments {
  const result: SyncServerArguments = { port: 3030, dataDir: './casebook-sync', allowedOrigins: [] }
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? ''
    if (argument === '--help' || argument === '-h') return { kind: 'help' }
    const equals = argument.indexOf('=')
    const name = equals === -1 ? argument : argument.slice(0, equals)
    if (!OPTIONS_WITH_VALUE.has(name)) return error(`unknown argument: ${argument}`)
    const value = equals === -1 ? argv[++index] : argument.slice(equals + 1)
    if (value === undefined || value === '') return error(`${name} needs a value`)
    switch (name) {
      case '--port': {
        const port = parsePort(value)
        if (port === undefined)
          return error(`--port must be a whole number from 0 to 65535, not ${value}`)
        result.port = port
        break
      }
      case '--host':
        if (!isIpAddress(value)) return error(`--host must be an IP address, not ${value}`)
        result.hosts = [...(result.hosts ?? []), value]
        break
      case '--data':
        result.dataDir = value
        break
      case '--web':
        result.webRoot = value
        break
      case '--allow-origin': {
        const origin = parseOrigin(value)
        if (origin === undefined) {
          return error(
            `--allow-origin must be an origin such as http://localhost:5173, not ${value}`,
          )
        }
        result.allowedOrigins.push(origin)
        break
      }
    }
  }
  return { kind: 'run', arguments: result }
}

function parsePort(text: string): number | undefined {
  if (!/^\d{1,5}$/.test(text)) return undefined
  const port = Number(text)
  return port <= 65535 ? port : undefined
}

/** An IPv4 or IPv6 address; an IPv6 link-local one may name its interface (`fe80::1%eth0`). */
function isIpAddress(text: string): boolean {
  const [address = '', zone] = text.split('%')
  if (zone !== undefined) return isIP(address) === 6 && /^[\w.-]+$/.test(zone)
  return isIP(address) !== 0
}

function error(message: string): ParsedArguments {
  return { kind: 'error', message }
}
