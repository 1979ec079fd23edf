import type { IncomingMessage, ServerResponse } from 'node:http'
import { SECURITY_HEADERS } from './security-headers.js'

/**
 * `/casebook-sync.json`: how a page served from here knows that its host is a sync server, and so
 * offers "Share with the table" (decision 0055). It says nothing about any document.
 */
export const serverInfoPath = '/casebook-sync.json'

export function answerServerInfo(request: IncomingMessage, response: ServerResponse): boolean {
  const path = (request.url ?? '').split('?')[0]
  if (path !== serverInfoPath || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return false
  }
  const body = JSON.stringify({ casebook: 'sync-server', version: 1 })
  response.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
  })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}
