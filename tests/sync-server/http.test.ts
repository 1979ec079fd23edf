import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy as CONTENT_SECURITY_POLICY } from '../../src/shared/content-security-policy'
import { freshFolder, startTestServer } from './support'

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request with the path sent exactly as written (fetch would tidy `..` away first). */
function get(port: number, path: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      )
    })
    sent.on('error', reject)
    sent.end()
  })
}

/** A built web app in `<folder>/web`, with a secret beside it and a dotfile inside. */
async function webApp(): Promise<string> {
  const folder = await freshFolder('casebook-web-')
  const web = join(folder, 'web')
  await mkdir(join(web, 'assets'), { recursive: true })
  await writeFile(join(folder, 'package.json'), '{"secret": "outside the web root"}')
  await writeFile(join(web, 'index.html'), '<!doctype html><title>Casebook</title>')
  await writeFile(join(web, 'assets', 'app.js'), 'console.log(1)')
  await writeFile(join(web, 'assets', 'automerge.wasm'), new Uint8Array([0, 97, 115, 109]))
  await writeFile(join(web, 'manifest.webmanifest'), '{}')
  await writeFile(join(web, '.env'), 'SECRET=1')
  await symlink(join(folder, 'package.json'), join(web, 'leak.json'))
  return web
}

describe('the sync server’s web pages', { timeout: 30_000 }, () => {
  it('serves the web app’s files with their types and the security headers', async () => {
    const server = await startTestServer({ dataDir: await freshFolder(), webRoot: await webApp() })
    const home = await get(server.port, '/')
    expect(home.status).toBe(200)
    expect(home.body).toContain('<title>Casebook</title>')
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(home.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    expect(home.headers['x-content-type-options']).toBe('nosniff')
    expect(home.headers['referrer-policy']).toBe('no-referrer')
    // The page reads it to offer "Share with the table", without asking anything of the network.
    expect(home.headers['set-cookie']).toEqual(['casebook-sync=1; Path=/; SameSite=Strict'])

    const types = {
      '/index.html': 'text/html; charset=utf-8',
      '/assets/app.js': 'text/javascript; charset=utf-8',
      '/assets/automerge.wasm': 'application/wasm',
      '/manifest.webmanifest': 'application/manifest+json',
      '/assets/app.js?v=2': 'text/javascript; charset=utf-8',
    }
    for (const [path, type] of Object.entries(types)) {
      const answer = await get(server.port, path)
      expect([path, answer.status, answer.headers['content-type']]).toEqual([path, 200, type])
    }
    const head = await get(server.port, '/assets/app.js', 'HEAD')
    expect([head.status, head.body, head.headers['content-length']]).toEqual([200, '', '14'])
  })

  it('serves nothing outside the folder, no dotfile, no folder, and only GET and HEAD', async () => {
    const server = await startTestServer({ dataDir: await freshFolder(), webRoot: await webApp() })
    const refused = [
      '/../package.json',
      '/assets/../../package.json',
      '/%2e%2e/package.json',
      '/%2E%2E/package.json',
      '/..%2fpackage.json',
      '/assets%2f..%2f..%2fpackage.json',
      '/..%5cpackage.json',
      '/.env',
      '/%2eenv',
      '/leak.json',
      '/assets',
      '/assets/',
      '/missing.js',
      '/%ZZ',
      '/index.html%00.js',
    ]
    for (const path of refused) {
      const answer = await get(server.port, path)
      expect([path, answer.status]).toEqual([path, 404])
      expect(answer.body).not.toContain('secret')
      expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    }
    const post = await get(server.port, '/', 'POST')
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD'])
  })

  it('says what it is at / when it serves no web app, and nothing else', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const home = await get(server.port, '/')
    expect([home.status, home.body, home.headers['content-type']]).toEqual([
      200,
      'Casebook sync server\n',
      'text/plain; charset=utf-8',
    ])
    expect((await get(server.port, '/index.html')).status).toBe(404)
  })

  it('sends the web app’s own Content Security Policy, plus frame-ancestors', async () => {
    const page = await readFile('src/renderer/index.html', 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(page)?.[1]
    expect(CONTENT_SECURITY_POLICY).toBe(`${meta}; frame-ancestors 'none'`)
  })
})
