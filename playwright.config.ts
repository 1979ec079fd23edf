import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { webPreviewPort } from './vite.web.config'

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

const baseURL = `http://127.0.0.1:${webPreviewPort}`

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  fullyParallel: true,
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
    command: 'npx vite preview --config vite.web.config.ts',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
