/*
 * Whether the page came from a Casebook sync server (the club's, or the desktop app's), which
 * then carries its shared games: "Share with the table" shows only there (decision 0055). The
 * server marks every answer with a cookie; nothing is asked of the network.
 */

const syncServerCookie = 'casebook-sync=1'

export function syncServerHere(): boolean {
  return document.cookie.split('; ').includes(syncServerCookie)
}
