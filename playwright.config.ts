import { existsSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { availableParallelism, networkInterfaces } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests run the web build (dist/web, made by `npm run build`) in the system's own
 * Chromium, served over http by `vite preview`. Nothing here ever downloads a browser.
 */
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromiumPath)) {
  throw new Error(
    [
      `No Chromium at ${chromiumPath}. The end-to-end tests use the system's Chromium:`,
      '  Debian/Ubuntu: sudo apt-get install chromium',
      '  macOS: brew install --cask chromium (then set CHROMIUM_PATH="/Applications/Chromium.app/Contents/MacOS/Chromium")',
      '  Windows: install Chrome or Chromium and set CHROMIUM_PATH to its chrome.exe',
      'or point CHROMIUM_PATH at any Chromium or Chrome executable.',
    ].join('\n'),
  )
}
if (!existsSync(fileURLToPath(new URL('./dist/web/index.html', import.meta.url)))) {
  throw new Error(
    'No web build in dist/web: run `npm run build` (or `npx vite build --config vite.web.config.ts`) first.',
  )
}

/** A port nothing listens on now, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

// Each run serves its own build on a port of its own, so that `npm test` in two clones at once
// never tests the other clone's build. The workers load this file again: they inherit the port.
process.env.CASEBOOK_E2E_PORT ??= String(await freePort())
const port = Number(process.env.CASEBOOK_E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`
/**
 * The host the table's devices (tests/e2e/table-devices.ts) open the sync server at: the test
 * network's address (scripts/test-lan.sh), where a page is not a secure context, as a phone's
 * is (decision 0061). Test traffic goes to that network or the loopback only, never to another
 * interface of the machine: the address must be on the test network's own interface. Under CI a
 * missing test network fails the run: on the loopback, a secure context, the table's tests would
 * prove nothing about a phone. On a developer's machine without root, the loopback stands in,
 * said once (the workers inherit the choice).
 */
function tableHostForThisRun(): string {
  const address = process.env.CASEBOOK_TEST_LAN_ADDRESS || '10.231.76.1'
  const testInterface = 'cbk-lan0'
  const up = (networkInterfaces()[testInterface] ?? []).some(
    (entry) => entry.family === 'IPv4' && entry.address === address,
  )
  if (up) return address
  const missing = `No test network: ${address} is not on interface ${testInterface}.`
  const create = 'Create it with `sudo scripts/test-lan.sh` (docs/development.md).'
  if (process.env.CI) throw new Error(`${missing} ${create} CI never falls back to 127.0.0.1.`)
  console.warn(
    `${missing} The table's devices use 127.0.0.1 instead, a secure context: what a phone at a ` +
      `network address lacks is not tested in this run. ${create}`,
  )
  return '127.0.0.1'
}
process.env.CASEBOOK_E2E_TABLE_HOST ??= tableHostForThisRun()

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  fullyParallel: true,
  // Playwright's default, half the cores, is one worker on a 2-core machine; Chromium waits on
  // timers and the server often enough that two share 2 cores well (6.6 min against 7.6 here).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Each action takes 0.3 to 1 s when two Chromiums share 2 cores with the preview server, so a
  // test of 20 s alone takes over 30 s there: a minute each, the long ones say more themselves.
  timeout: 60_000,
  use: {
    baseURL,
    viewport: { width: 1024, height: 700 },
    locale: 'en-US',
    colorScheme: 'light',
    // A trace records the page after every action and costs 40% of the run's time on 2 cores:
    // CASEBOOK_E2E_TRACE=1 keeps one for each failing test (docs/development.md). Without it a
    // failure still leaves its page's outline in test-results/<test>/error-context.md.
    trace: process.env.CASEBOOK_E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --config vite.web.config.ts --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
