import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, sep } from 'node:path'
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
 * leads out).
 */
export function staticFiles(root: string | undefined) {
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
    response.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(file.size),
      'Cache-Control': 'no-cache',
    })
    if (request.method === 'HEAD') return void response.end()
    createReadStream(file.path)
      .on('error', () => response.destroy())
      .pipe(response)
  }
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
): Promise<{ path: string; size: number } | undefined> {
  try {
    const path = await realpath(join(root, ...segments))
    if (!path.startsWith(root + sep)) return undefined
    const info = await stat(path)
    return info.isFile() ? { path, size: info.size } : undefined
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
