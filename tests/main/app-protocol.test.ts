import { mkdtempSync } from 'node:fs'
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appPageUrl,
  appPathSegments,
  appResponseHeaders,
  appSchemePrivileges,
  contentTypeFor,
  createAppProtocolHandler,
  resolveAppFile,
} from '../../src/main/app-protocol'
import { desktopContentSecurityPolicy } from '../../src/main/security'

// A renderer folder with real files, beside a secret that must never be served.
// Made at load time: the hostile URLs below name the secret's absolute path.
const base = mkdtempSync(join(tmpdir(), 'casebook-app-protocol-'))
const root = join(base, 'renderer')
const secret = 'the secret outside the renderer folder'
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255])

beforeAll(async () => {
  await mkdir(join(root, 'assets'), { recursive: true })
  await mkdir(join(root, 'icons'))
  await mkdir(join(base, 'outside'))
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Casebook</title>')
  await writeFile(join(root, 'assets', 'index-abc.js'), 'export const answer = 42\n')
  await writeFile(join(root, 'assets', 'index-abc.css'), 'body { color: black }\n')
  await writeFile(join(root, 'icons', 'icon 192 é.png'), png)
  await writeFile(join(root, '..dots-first.txt'), 'a name that starts with two dots')
  await writeFile(join(root, '.hidden.txt'), 'a name that starts with one dot')
  await writeFile(join(base, 'secret.txt'), secret)
  await writeFile(join(base, 'outside', 'secret.txt'), secret)
  await symlink(join(base, 'secret.txt'), join(root, 'leak.txt'))
  await symlink(join(base, 'outside'), join(root, 'leak-folder'))
  await symlink(join(root, 'assets', 'index-abc.js'), join(root, 'alias.js'))
})

afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})

async function get(url: string, method = 'GET') {
  const response = await createAppProtocolHandler(root)(new Request(url, { method }))
  return { response, text: await response.text() }
}

describe('appSchemePrivileges', () => {
  it('makes app:// a standard, secure scheme that fetch() can reach, and nothing more', () => {
    expect(appSchemePrivileges).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    })
  })
})

describe('serving the built renderer', () => {
  it('serves the page, with the Content-Security-Policy as a header', async () => {
    const { response, text } = await get(appPageUrl)
    expect(appPageUrl).toBe('app://casebook/index.html')
    expect(response.status).toBe(200)
    expect(text).toBe('<!doctype html><title>Casebook</title>')
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('Content-Security-Policy')).toBe(desktopContentSecurityPolicy)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('serves the page for the bare origin and whatever the query or hash', async () => {
    for (const url of ['app://casebook/', 'app://casebook', `${appPageUrl}?lang=fr#/games/3`]) {
      const { response, text } = await get(url)
      expect(response.status, url).toBe(200)
      expect(text, url).toContain('<title>Casebook</title>')
    }
  })

  it('serves scripts as JavaScript (module scripts refuse any other type) and styles as CSS', async () => {
    const script = await get('app://casebook/assets/index-abc.js')
    expect(script.text).toBe('export const answer = 42\n')
    expect(script.response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    const style = await get('app://casebook/assets/index-abc.css')
    expect(style.response.headers.get('Content-Type')).toBe('text/css; charset=utf-8')
    expect(style.response.headers.get('Content-Security-Policy')).toBe(desktopContentSecurityPolicy)
  })

  it('serves images byte for byte, under a percent-encoded name with a space and an accent', async () => {
    const response = await createAppProtocolHandler(root)(
      new Request('app://casebook/icons/icon%20192%20%C3%A9.png'),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png)
  })

  it('answers HEAD with the headers and no body', async () => {
    const { response, text } = await get(appPageUrl, 'HEAD')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(text).toBe('')
  })

  it('follows a symbolic link that stays inside the folder', async () => {
    const { response, text } = await get('app://casebook/alias.js')
    expect(response.status).toBe(200)
    expect(text).toBe('export const answer = 42\n')
  })

  it('serves names that only start with dots, while `.` and `..` never climb above the folder', async () => {
    expect((await get('app://casebook/..dots-first.txt')).response.status).toBe(200)
    expect((await get('app://casebook/.hidden.txt')).response.status).toBe(200)
    // The URL parser removes dot segments, encoded or not, and stops at the root.
    expect(appPathSegments('app://casebook/assets/%2e%2e/%2E%2E/%2e/index.html')).toEqual({
      ok: true,
      segments: ['index.html'],
    })
  })

  it('says 404 for a missing file and for a folder', async () => {
    expect((await get('app://casebook/nothing-here.js')).response.status).toBe(404)
    expect((await get('app://casebook/assets')).response.status).toBe(404)
    expect((await get('app://casebook/assets/')).response.status).toBe(403)
  })

  it('refuses anything but GET and HEAD', async () => {
    const { response } = await get(appPageUrl, 'POST')
    expect(response.status).toBe(405)
  })
})

describe('hostile URLs never reach a file outside the renderer folder', () => {
  const hostile = [
    'app://casebook/../secret.txt',
    'app://casebook/assets/../../secret.txt',
    'app://casebook/%2e%2e/secret.txt',
    'app://casebook/%2E%2E/%2E%2E/secret.txt',
    'app://casebook/assets/..%2f..%2fsecret.txt',
    'app://casebook/%2e%2e%2fsecret.txt',
    'app://casebook/..%5csecret.txt',
    'app://casebook/assets\\..\\..\\secret.txt',
    'app://casebook/assets%5c..%5c..%5csecret.txt',
    `app://casebook/${encodeURIComponent(join(base, 'secret.txt'))}`,
    `app://casebook/${join(base, 'secret.txt')}`,
    'app://casebook//etc/passwd',
    'app://casebook/C:/Windows/win.ini',
    'app://casebook/C%3A%5CWindows%5Cwin.ini',
    'app://casebook/index.html%00.png',
    'app://casebook/%E0%A4%A',
    'app://casebook/leak.txt',
    'app://casebook/leak-folder/secret.txt',
    'app://evil/index.html',
    'app://casebook.evil/index.html',
    'app://casebook:8080/index.html',
  ]

  it.each(hostile)('%s is refused or missing, and never the secret', async (url) => {
    const { response, text } = await get(url)
    expect([403, 404]).toContain(response.status)
    expect(text).not.toContain(secret)
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('Content-Security-Policy')).toBe(desktopContentSecurityPolicy)
  })

  it('names the reason for each refusal', async () => {
    const reasons = {
      'file:///etc/passwd': 'not-app-url',
      'https://casebook/index.html': 'not-app-url',
      'not a url': 'not-app-url',
      'app://evil/index.html': 'unknown-host',
      'app://casebook:8080/index.html': 'unknown-host',
      'app://user@casebook/index.html': 'unknown-host',
      'app://user:pw@casebook/index.html': 'unknown-host',
      'app://casebook/assets/..%2f..%2fsecret.txt': 'unsafe-path',
      'app://casebook/assets\\..\\secret.txt': 'unsafe-path',
      'app://casebook//etc/passwd': 'unsafe-path',
      'app://casebook/C:/Windows/win.ini': 'unsafe-path',
      'app://casebook/index.html%00.png': 'unsafe-path',
      'app://casebook/line%0Abreak.txt': 'unsafe-path',
      'app://casebook/%E0%A4%A': 'unsafe-path',
      'app://casebook/leak.txt': 'outside-root',
      'app://casebook/leak-folder/secret.txt': 'outside-root',
    } as const
    for (const [url, refusal] of Object.entries(reasons)) {
      expect(await resolveAppFile(url, root), url).toEqual({ kind: 'refused', refusal })
    }
  })

  it('lets URL normalisation turn a leading `..` into a file of the folder, here a missing one', async () => {
    expect(await resolveAppFile('app://casebook/../secret.txt', root)).toEqual({ kind: 'missing' })
    expect(await resolveAppFile('app://casebook/../index.html', root)).toEqual({
      kind: 'file',
      file: join(root, 'index.html'),
    })
  })
})

describe('response headers', () => {
  it('give a media type per extension, never a guess for unknown ones', () => {
    expect(contentTypeFor('/x/index.HTML')).toBe('text/html; charset=utf-8')
    expect(contentTypeFor('/x/a.mjs')).toBe('text/javascript; charset=utf-8')
    expect(contentTypeFor('/x/favicon.svg')).toBe('image/svg+xml')
    expect(contentTypeFor('/x/font.woff2')).toBe('font/woff2')
    expect(contentTypeFor('/x/no-extension')).toBe('application/octet-stream')
    expect(contentTypeFor('/x/archive.exe')).toBe('application/octet-stream')
  })

  it('carry the CSP, no sniffing, no referrer and no use by other origins', () => {
    expect(appResponseHeaders('text/css; charset=utf-8')).toEqual({
      'Content-Type': 'text/css; charset=utf-8',
      'Content-Security-Policy': desktopContentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Resource-Policy': 'same-origin',
    })
  })
})
