import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { chromium } from '@playwright/test'
import { median } from './timing'

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}

/** Serves a built folder on 127.0.0.1, on a free port. */
function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!))
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path)
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** Median first contentful paint of each built page, loaded fresh `runs` times in Chromium. */
export async function firstPaints(
  roots: Record<string, string>,
  runs = 7,
): Promise<Record<string, number>> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const results: Record<string, number> = {}
  try {
    for (const [name, root] of Object.entries(roots)) {
      const server = await serve(root)
      const { port } = server.address() as AddressInfo
      const times: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext()
        const page = await context.newPage()
        await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' })
        const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        await page.waitForFunction(fcp)
        const paint = (await page.evaluate(fcp)) ?? Number.NaN
        times.push(paint)
        await context.close()
      }
      results[name] = median(times)
      server.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
