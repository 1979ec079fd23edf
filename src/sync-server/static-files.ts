import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, sep } from 'node:path'
import { CompressedFiles } from './compressed-files.js'
import { SECURITY_HEADERS } from './security-headers.js'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Answers an HTTP request from the files of `root` (the built web app, its real path), or,
 * without one, with a line saying what this server is. GET and HEAD only (Node sends no body to
 * a HEAD); no dotfile, no path out of the folder (`..`, encoded or not, or a symbolic link that
 * leads out). A phone joining over Wi-Fi is served gzipped files when it accepts them, is told
 * to keep the build's hashed assets, and gets "not modified" for a file it already has.
 */
export function staticFiles(root: string | undefined) {
  const compressed = new CompressedFiles()
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' })
    }
    const segments = pathSegments(request.url ?? '/')
    if (root === undefined) {
      return segments !== undefined && segments.length === 0
        ? reply(response, 200, 'Casebook sync server\n')
        : reply(response, 404, 'Not found')
    }
    if (segments === undefined) return reply(response, 404, 'Not found')
    const file = await containedFile(root, segments.length === 0 ? ['index.html'] : segments)
    if (file === undefined) return reply(response, 404, 'Not found')
    const type = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream'
    const etag = `"${file.size.toString(16)}-${Math.trunc(file.mtimeMs).toString(16)}"`
    const gzip = acceptsGzip(request) && CompressedFiles.worthIt(type, file.size)
    const headers = {
      ...SECURITY_HEADERS,
      'Content-Type': type,
      'Cache-Control': cacheControl(segments),
      ETag: gzip ? `${etag.slice(0, -1)}-gzip"` : etag,
      Vary: 'Accept-Encoding',
    }
    if (request.headers['if-none-match'] === headers.ETag) {
      response.writeHead(304, headers)
      return void response.end()
    }
    if (gzip) {
      const body = await compressed.get(file)
      response.writeHead(200, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': String(body.length),
      })
      return void response.end(request.method === 'HEAD' ? undefined : body)
    }
    response.writeHead(200, { ...headers, 'Content-Length': String(file.size) })
    if (request.method === 'HEAD') return void response.end()
    createReadStream(file.path)
      .on('error', () => response.destroy())
      .pipe(response)
  }
}

/** Whether the request's Accept-Encoding takes gzip (`gzip;q=0` refuses it). */
function acceptsGzip(request: IncomingMessage): boolean {
  const accepted = request.headers['accept-encoding']
  if (typeof accepted !== 'string') return false
  return accepted.split(',').some((entry) => {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    return coding === 'gzip' && (quality === undefined || Number(quality.slice(2)) > 0)
  })
}

/**
 * The build names what it puts in `assets/` after its content: such a file never changes, and a
 * phone that joins again need not ask for it. Anything else (index.html, the service worker, the
 * manifest) is checked again every time, so that a new version is seen at once.
 */
function cacheControl(segments: readonly string[]): string {
  return segments[0] === 'assets' && segments.length === 2 && /-[\w-]{8}\.\w+$/.test(segments[1]!)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache'
}

/** The decoded path's segments, or undefined for a path this server never serves. */
function pathSegments(url: string): string[] | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  if (!path.startsWith('/')) return undefined
  const segments: string[] = []
  for (const raw of path.slice(1).split('/')) {
    if (raw === '') continue
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return undefined
    }
    // A leading dot covers `.`, `..` and dotfiles; separators and NUL cannot hide a `..` here.
    if (segment.startsWith('.') || /[/\\\0]/.test(segment)) return undefined
    segments.push(segment)
  }
  return segments
}

async function containedFile(
  root: string,
  segments: string[],
): Promise<{ path: string; size: number; mtimeMs: number } | undefined> {
  try {
    const path = await realpath(join(root, ...segments))
    if (!path.startsWith(root + sep)) return undefined
    const info = await stat(path)
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : undefined
  } catch {
    return undefined
  }
}

function reply(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  })
  response.end(text)
}
