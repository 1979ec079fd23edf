import { existsSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { tableHostForThisRun } from './tests/e2e/test-lan'

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
// The table's devices (tests/e2e/table-devices.ts) are served at the test network's address, a
// page that is not a secure context, as a phone's is (decision 0061). Chosen once per run.
process.env.CASEBOOK_E2E_TABLE_HOST ??= tableHostForThisRun(!!process.env.CI)

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
  use: {
    baseURL,
    viewport: { width: 1024, height: 700 },
    locale: 'en-US',
    colorScheme: 'light',
    trace: 'retain-on-failure',
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
