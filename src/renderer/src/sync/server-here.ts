/*
 * Whether the page came from a Casebook sync server (the club's, or the desktop app's), which
 * then carries its shared games: "Share with the table" shows only there (decision 0055).
 */

let answer: Promise<boolean> | undefined

/** Asks the page's own host, once; any failure (a plain web host, offline) is a no. */
export function syncServerHere(): Promise<boolean> {
  answer ??= fetch('./casebook-sync.json', { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) return false
      const body: unknown = await response.json()
      return (body as { casebook?: unknown } | null)?.casebook === 'sync-server'
    })
    .catch(() => false)
  return answer
}
