import { readFile, realpath, stat } from 'node:fs/promises'
import { extname, isAbsolute, join, relative, sep } from 'node:path'
import type { CustomScheme } from 'electron'
import { desktopContentSecurityPolicy } from './security'

/**
 * The built renderer is served from `app://casebook/…` rather than file://: a page of its own
 * origin, whose every response carries the Content-Security-Policy as a header, and which does
 * not need the extra privileges Electron grants to file:// pages (docs/decisions/0028).
 */
export const appScheme = 'app'
export const appHost = 'casebook'
export const appPageUrl = `${appScheme}://${appHost}/index.html`

/**
 * Registered before the app is ready: a standard scheme (real origin, relative URLs, storage),
 * secure (like https, so module scripts and storage work) and reachable by fetch(). Not CORS
 * enabled and no service workers: no other origin ever reads these files.
 */
export const appSchemePrivileges: CustomScheme = {
  scheme: appScheme,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
}

/** Why a URL names no file of the built renderer. */
export type AppUrlRefusal =
  | 'not-app-url' // unparsable, or another scheme
  | 'unknown-host' // app://somewhere-else, or credentials or a port
  | 'unsafe-path' // `..`, `.`, empty segments, (encoded) slashes or backslashes, NUL, drive letters
  | 'outside-root' // a symbolic link that leads out of the renderer's folder

export type AppFileResolution =
  { kind: 'file'; file: string } | { kind: 'refused'; refusal: AppUrlRefusal } | { kind: 'missing' }

/**
 * The path segments an app:// URL names under the renderer's folder, decoded, or why it names
 * none. Pure: it only reads the text. `app://casebook/` is the page itself.
 */
export function appPathSegments(
  url: string,
): { ok: true; segments: string[] } | { ok: false; refusal: AppUrlRefusal } {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { ok: false, refusal: 'not-app-url' }
  }
  if (parsed.protocol !== `${appScheme}:`) return { ok: false, refusal: 'not-app-url' }
  if (
    parsed.hostname !== appHost ||
    parsed.port !== '' ||
    parsed.username !== '' ||
    parsed.password !== ''
  ) {
    return { ok: false, refusal: 'unknown-host' }
  }
  const path = parsed.pathname
  const raw = path === '' || path === '/' ? ['index.html'] : path.slice(1).split('/')
  const segments: string[] = []
  for (const encoded of raw) {
    const segment = decodeSegment(encoded)
    if (segment === undefined || !isSafeSegment(segment)) {
      return { ok: false, refusal: 'unsafe-path' }
    }
    segments.push(segment)
  }
  return { ok: true, segments }
}

function decodeSegment(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded)
  } catch {
    return undefined // a malformed escape such as %E0%A4%A
  }
}

/**
 * One file or folder name (the URL parser has removed `.` and `..` already; they are refused
 * again here so that this check alone is enough), nothing that a file system could read as a way up, a way across or
 * a root: no `.` or `..`, no separator of any platform, no NUL or control character, and no
 * colon (a Windows drive letter or an NTFS stream).
 */
function isSafeSegment(segment: string): boolean {
  if (segment === '' || segment === '.' || segment === '..') return false
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  return !/[/\\:\u0000-\u001f\u007f]/.test(segment)
}

/** True when `path` is `root` itself or lies under it. */
function isInside(root: string, path: string): boolean {
  const way = relative(root, path)
  return way !== '..' && !way.startsWith(`..${sep}`) && !isAbsolute(way)
}

/**
 * The file an app:// URL names in the renderer's folder `root`, after symbolic links are
 * followed: a link that leads out of the folder is refused, a folder or a missing file is
 * missing.
 */
export async function resolveAppFile(url: string, root: string): Promise<AppFileResolution> {
  const named = appPathSegments(url)
  if (!named.ok) return { kind: 'refused', refusal: named.refusal }
  const candidate = join(root, ...named.segments)
  if (!isInside(root, candidate)) return { kind: 'refused', refusal: 'unsafe-path' }
  let realRoot: string
  let realFile: string
  try {
    realRoot = await realpath(root)
    realFile = await realpath(candidate)
  } catch {
    return { kind: 'missing' }
  }
  if (!isInside(realRoot, realFile)) return { kind: 'refused', refusal: 'outside-root' }
  try {
    return (await stat(realFile)).isFile() ? { kind: 'file', file: realFile } : { kind: 'missing' }
  } catch {
    return { kind: 'missing' }
  }
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/** A file's media type by its extension; unknown ones are plain bytes, never sniffed. */
export function contentTypeFor(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * Headers of every app:// response: the CSP (the page's meta, plus what only a header can say:
 * frame-ancestors; and the table server's loopback WebSocket), no MIME sniffing, no referrer,
 * and no use by other origins.
 */
export function appResponseHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': desktopContentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
}

const statusTexts = { 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed' } as const

function errorResponse(status: keyof typeof statusTexts, detail: string): Response {
  return new Response(`${statusTexts[status]}: ${detail}\n`, {
    status,
    statusText: statusTexts[status],
    headers: appResponseHeaders('text/plain; charset=utf-8'),
  })
}

/**
 * The app:// handler for protocol.handle: GET and HEAD of the files under `root` (electron-vite's
 * out/renderer), with the headers above; anything else is refused with a plain-text status.
 */
export function createAppProtocolHandler(root: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return errorResponse(405, request.method)
    }
    const resolution = await resolveAppFile(request.url, root)
    if (resolution.kind === 'refused') return errorResponse(403, resolution.refusal)
    if (resolution.kind === 'missing') return errorResponse(404, new URL(request.url).pathname)
    let body: Uint8Array<ArrayBuffer>
    try {
      body = await readFile(resolution.file)
    } catch {
      return errorResponse(404, new URL(request.url).pathname) // removed since it was resolved
    }
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 200,
      headers: appResponseHeaders(contentTypeFor(resolution.file)),
    })
  }
}
