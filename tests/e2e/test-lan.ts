/**
 * The host the table's devices reach the sync server at in the end-to-end tests: an address of
 * the test network that scripts/test-lan.sh creates, or the loopback where it is missing outside
 * CI (chosen once per run by playwright.config.ts; decision 0061). A page served over plain http
 * from there is not a secure context, as on a phone at a real table, so what a secure context
 * alone allows (crypto.randomUUID, a service worker, a wake lock, the clipboard, Web Locks) is
 * really missing.
 */
export const loopback = '127.0.0.1'

/** The host this run chose (playwright.config.ts sets it before any worker starts). */
export function tableHost(): string {
  const host = process.env.CASEBOOK_E2E_TABLE_HOST
  if (host) return host
  throw new Error('CASEBOOK_E2E_TABLE_HOST is not set: run the tests through playwright.config.ts')
}

/** True when the devices are served at the test network, not the loopback. */
export function tableAtNetworkAddress(): boolean {
  return tableHost() !== loopback
}
