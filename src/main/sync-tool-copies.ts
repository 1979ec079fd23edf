import { createHash } from 'node:crypto'
import { isStorableGameId } from '../shared/storage'

// A sync tool that finds a file changed on two computers keeps one version under a name of its
// own beside the game (docs/decisions/0065). Those names are not game ids (spaces, capitals,
// dots), so the listing would not read them; recognised here, the copy is listed as the game's
// other version under an id made from its name, and its file stays where the tool put it.

const patterns: readonly { tool: string; stem: RegExp }[] = [
  // g1.sync-conflict-20261128-153000-ABCDEFG
  { tool: 'Syncthing', stem: /^(.+)\.sync-conflict-\d{8}-\d{6}-[A-Z0-9]{7}$/ },
  // g1 (conflicted copy 2026-11-28 153000): the time is Nextcloud's and ownCloud's.
  { tool: 'Nextcloud', stem: /^(.+) \(conflicted copy \d{4}-\d{2}-\d{2} \d{6}\)$/ },
  // g1 (conflicted copy 2026-11-28), g1 (Ada's conflicted copy 2026-11-28), then maybe (1)
  {
    tool: 'Dropbox',
    stem: /^(.+) \((?:[^()]+'s )?conflicted copy \d{4}-\d{2}-\d{2}\)(?: \(\d+\))?$/,
  },
  // g1-DESKTOP-AB12CD: the computer's name, capitals, at most 15 characters.
  { tool: 'OneDrive', stem: /^([a-z0-9_-]+)-(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{1,15}$/ },
  // g1 (1)
  { tool: 'Google Drive', stem: /^(.+) \(\d+\)$/ },
]

/** A sync tool's copy of a game: the game it copies, the tool, and the id it is listed under. */
export interface SyncToolCopy {
  of: string
  tool: string
  id: string
}

/** The copy a file named `stem.json` is, or null for any other name. */
export function syncToolCopyOf(stem: string): SyncToolCopy | null {
  if (isStorableGameId(stem)) return null
  for (const { tool, stem: pattern } of patterns) {
    const of = pattern.exec(stem)?.[1]
    if (of !== undefined && isStorableGameId(of)) return { of, tool, id: listedId(of, stem) }
  }
  return null
}

/**
 * A game id for the copy, the same at every listing: the game's id (shortened to leave room) and
 * a hash of the file's name. No Casebook file is named so, and no two copies share one.
 */
function listedId(of: string, stem: string): string {
  const hash = createHash('sha256').update(stem).digest('hex').slice(0, 8)
  return `${of.slice(0, 47)}-synced-${hash}`
}
