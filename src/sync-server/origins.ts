import { isIP } from 'node:net'

/** The desktop app's page (src/main/app-protocol.ts: `app://casebook/`), which shares through its own server. */
export const DESKTOP_APP_ORIGIN = 'app://casebook'

/**
 * Whether a WebSocket upgrade may come from a page of `origin` (its Origin header) to this server
 * reached as `host` (its Host header). Browsers send an Origin with every WebSocket they open;
 * other programs (automerge-repo's Node client) send none, and are not web pages any site could
 * make a visitor open. Accepted: no Origin; the page this server served (the same host); the
 * desktop app's page; and the origins the operator allowed (`allowed`, as `new URL(…).origin`
 * writes them).
 *
 * "The same host" only counts when the host is an IP address, `localhost` or a `.local` name: a
 * site on the internet could otherwise point its own name at this server (DNS rebinding), and
 * its page would then be "served by this server".
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true
  const lowered = origin.toLowerCase()
  if (lowered === DESKTOP_APP_ORIGIN || allowed.includes(lowered)) return true
  let page: URL
  try {
    page = new URL(lowered)
  } catch {
    return false // "null" (a sandboxed or file:// page) and anything unparsable
  }
  return (
    (page.protocol === 'http:' || page.protocol === 'https:') &&
    page.host === host?.toLowerCase() &&
    cannotBeRebound(page.hostname)
  )
}

/** An `--allow-origin` value as the Origin header writes it, or undefined if it is not one. */
export function parseOrigin(text: string): string | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  // An origin has no path, query, fragment or credentials: refuse them rather than drop them.
  const originOnly =
    url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  return originOnly && !text.endsWith('?') && !text.endsWith('#') ? url.origin : undefined
}

function cannotBeRebound(hostname: string): boolean {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname
  return isIP(bare) !== 0 || bare === 'localhost' || bare.endsWith('.local')
}
