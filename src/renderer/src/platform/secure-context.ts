/**
 * False in a page served over plain http from a network address (a phone opening
 * http://192.168.1.20:3030/), which is not a secure context: the browser withholds there the
 * service worker (working offline, installing), the screen wake lock, the async clipboard and
 * Web Locks (decision 0061). The desktop app's page and http://127.0.0.1 or localhost are secure.
 */
export function pageIsSecure(): boolean {
  return typeof window === 'undefined' || window.isSecureContext !== false
}
