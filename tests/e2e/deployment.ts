import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
/** The build the other tests run (`npm run build`). */
export const currentBuild = join(projectRoot, 'dist', 'web')

/**
 * Another web build of the same sources, told apart by its build id (shown in About), in a
 * temporary folder. A real build, so that its service worker differs as a deployed one would.
 */
export async function buildWebApp(
  buildId: string,
): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'casebook-next-build-'))
  const vite = join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js')
  await promisify(execFile)(
    process.execPath,
    [
      vite,
      'build',
      '--config',
      'vite.web.config.ts',
      '--outDir',
      folder,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: projectRoot, env: { ...process.env, CASEBOOK_BUILD_ID: buildId } },
  )
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) }
}

const mediaTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
}

/**
 * A web server as a host would run one: it serves one build's folder, and `deploy` puts
 * another in its place, as a new release replaces the files on the server.
 */
export async function serveBuild(folder: string) {
  let root = resolve(folder)
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)
    const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`)
    const answer = (status: number, body: Buffer | string, type = 'text/plain') => {
      // Every request asks the server again, so the browser sees a new release at once.
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache' })
      response.end(body)
    }
    if (!file.startsWith(root + sep)) return answer(404, 'not found')
    readFile(file).then(
      (body) => answer(200, body, mediaTypes[extname(file)] ?? 'application/octet-stream'),
      () => answer(404, 'not found'),
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    deploy(next: string) {
      root = resolve(next)
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
