import type { ServerResponse } from 'node:http'

/**
 * How a page served from here knows that its host is a sync server, and so offers "Share with
 * the table" (decision 0055): a cookie on every answer, which the page reads without asking
 * anything of the network (so an offline page, or one from a plain web host, logs no failure).
 * It says nothing about any document.
 */
export const syncServerCookie = 'casebook-sync=1'

export function markAsSyncServer(response: ServerResponse): void {
  response.setHeader('Set-Cookie', `${syncServerCookie}; Path=/; SameSite=Strict`)
}
