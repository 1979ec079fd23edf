// Draws the web app's icons (PNG) from the brand mark, in the system's Chromium: run it again
// when the mark changes, and commit what it writes (builds do not draw them).
//   node scripts/make-icons.mjs
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

const out = new URL('../src/renderer/public/icons/', import.meta.url)
const mark = readFileSync(new URL('../src/renderer/public/favicon.svg', import.meta.url), 'utf8')
// A maskable icon is cut to any shape: a full-bleed tile, the face inside the safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="#7b1e2b"/>
  <g transform="translate(16 16) scale(1.25) translate(-16 -16)">
    <circle cx="16" cy="16" r="9" fill="#fffaf0"/>
    <path d="M16 7a9 9 0 0 1 0 18z" fill="#2a2230"/>
    <circle cx="16" cy="16" r="9" fill="none" stroke="#fffaf0" stroke-width="1.5"/>
  </g>
</svg>`
const icons = [
  { name: 'icon-192.png', svg: mark, size: 192 },
  { name: 'icon-512.png', svg: mark, size: 512 },
  { name: 'maskable-512.png', svg: maskable, size: 512 },
  { name: 'apple-touch-icon-180.png', svg: maskable, size: 180 },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()
for (const { name, svg, size } of icons) {
  await page.setViewportSize({ width: size, height: size })
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `)
  await page.setContent(`<style>*{margin:0}svg{display:block}</style>${sized}`)
  await page.locator('svg').screenshot({ path: new URL(name, out).pathname, omitBackground: true })
  console.log(`wrote src/renderer/public/icons/${name}`)
}
await browser.close()
