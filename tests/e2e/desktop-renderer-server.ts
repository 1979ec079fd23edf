import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createAppProtocolHandler } from '../../src/main/app-protocol'
import { test } from './fixtures'

/**
 * The desktop renderer (electron-vite's out/renderer) exactly as the app:// handler serves it:
 * Chromium cannot be given the app:// scheme here, so a local http server hands every request
 * to the same handler and sends back its status, headers and body. The Electron window itself
 * cannot be opened on these machines (docs/decisions/0028). Call at the top of a spec file: the
 * server runs for that file's tests, at `served.origin`.
 */
export function serveDesktopRenderer(): { readonly origin: string } {
  const rendererFolder = fileURLToPath(new URL('../../out/renderer', import.meta.url))
  const served = { origin: '' }
  let server: Server

  test.beforeAll(async () => {
    if (!existsSync(`${rendererFolder}/index.html`)) {
      throw new Error('No desktop build in out/renderer: run `npm run build` first.')
    }
    const handle = createAppProtocolHandler(rendererFolder)
    server = createServer((request, reply) => {
      void handle(new Request(`app://casebook${request.url ?? '/'}`, { method: request.method }))
        .then(async (response) => {
          reply.writeHead(response.status, Object.fromEntries(response.headers))
          reply.end(Buffer.from(await response.arrayBuffer()))
        })
        .catch((error: unknown) => reply.destroy(error as Error))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    served.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  return served
}
