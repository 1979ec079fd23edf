import { networkInterfaces } from 'node:os'

/**
 * The host the table's devices reach the sync server at in the end-to-end tests: an address of
 * the test network that scripts/test-lan.sh creates (decision 0061). A page served over plain
 * http from there is not a secure context, as on a phone at a real table, so what a secure
 * context alone allows (crypto.randomUUID, a service worker, a wake lock, the clipboard) is
 * really missing. Test traffic goes to that network or to the loopback, never to another
 * interface of the machine: the address must be on the test network's own interface.
 */
export const testLanInterface = 'cbk-lan0'
export const testLanAddress = process.env.CASEBOOK_TEST_LAN_ADDRESS || '10.231.76.1'
export const loopback = '127.0.0.1'

function testLanIsUp(): boolean {
  return (networkInterfaces()[testLanInterface] ?? []).some(
    (entry) => entry.family === 'IPv4' && entry.address === testLanAddress,
  )
}

/**
 * Called once, by playwright.config.ts. Under CI a missing test network fails the run: the tests
 * would otherwise pass on the loopback, a secure context, and prove nothing about a phone. On a
 * developer's machine without root, the loopback stands in, said once.
 */
export function tableHostForThisRun(ci: boolean): string {
  if (testLanIsUp()) return testLanAddress
  const missing = `No test network: ${testLanAddress} is not on interface ${testLanInterface}.`
  const create = 'Create it with `sudo scripts/test-lan.sh` (docs/development.md).'
  if (ci) throw new Error(`${missing} ${create} CI never falls back to 127.0.0.1.`)
  console.warn(
    `${missing} The table's devices use ${loopback} instead, a secure context: what a phone ` +
      `at a network address lacks is not tested in this run. ${create}`,
  )
  return loopback
}

/** The host this run chose (playwright.config.ts sets it before any worker starts). */
export function tableHost(): string {
  const host = process.env.CASEBOOK_E2E_TABLE_HOST
  if (!host)
    throw new Error(
      'CASEBOOK_E2E_TABLE_HOST is not set: run the tests through playwright.config.ts',
    )
  return host
}

/** True when the devices are served at the test network, not the loopback. */
export function tableAtNetworkAddress(): boolean {
  return tableHost() !== loopback
}
