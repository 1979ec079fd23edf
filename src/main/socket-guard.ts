import type { WebRequest } from 'electron'
import { isLocalNetworkAddress, isLoopbackHost } from '../shared/reachable-hosts'

/**
 * Whether the window may open this WebSocket (decision 0063): plain ws:// (what the CSP allows)
 * to this computer (its own table server; the dev server) or to an address of the local network
 * (another computer's table server, joined from a link), no credentials. Never a host name, which
 * could lead anywhere, nor an address of the internet.
 */
export function isAllowedSocket(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'ws:' || parsed.username !== '' || parsed.password !== '') return false
  return isLoopbackHost(parsed.hostname) || isLocalNetworkAddress(parsed.hostname)
}

/**
 * What CSP cannot say ("ws: to private-range addresses only"), the session says: every WebSocket
 * any page of the app opens is cancelled unless allowed above. Installed once on the session.
 */
export function guardSockets(webRequest: Pick<WebRequest, 'onBeforeRequest'>): void {
  webRequest.onBeforeRequest({ urls: ['<all_urls>'], types: ['webSocket'] }, (details, callback) =>
    callback({ cancel: !isAllowedSocket(details.url) }),
  )
}
