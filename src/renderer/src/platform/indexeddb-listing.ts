import type { GameLog } from '../../../engine'
import type { GameListing, StorageProblem } from '../../../shared/storage'
import { inTransaction, type CasebookDb } from './indexeddb-database'
import { loadLogEngine, logEngine, logEngineLoaded } from '../game/log-engine'
import { textVersion } from '../game/text-version'
import type { UnreadGame } from '../stores/library-logs'

/**
 * Whether a stored text needs no reading yet: this build kept a summary made from that very
 * text (same id, same content version).
 */
export type KnownText = (id: string, version: string) => boolean

/**
 * A listing where the games known by their text are left unread (library-logs.ts), with the
 * content version of every stored text read, since a log read may not write back to the same text.
 */
export interface LazyListing extends GameListing {
  /** Left unread; a text of null is still where the games are kept (the desktop app's files). */
  unread: [string, UnreadGame][]
  versions: Map<GameLog, string>
}

/**
 * Every readable game, in id order. A record that cannot be read as a game log is moved to the
 * `damaged` store in the same transaction and reported. If setting it aside fails (a full disk),
 * the listing is read again without moving anything: the games still show, the damaged record
 * is reported where it is, and the next listing tries again.
 */
export async function listRecords(
  db: CasebookDb,
  now: () => Date,
  known: KnownText = () => false,
): Promise<LazyListing> {
  // Before the transaction: waiting on anything else than the database would end it. An empty
  // library lists without the games' rules, so its first screen waits for nothing.
  if (!logEngineLoaded() && (await db.count('games')) > 0) await loadLogEngine()
  try {
    return await listAndSetAside(db, now(), known)
  } catch {
    if (!logEngineLoaded()) {
      // A game stored by another tab since the count: listed again, with the rules this time.
      await loadLogEngine()
      return listRecords(db, now, known)
    }
    return await listInPlace(db, known)
  }
}

interface Unreadable {
  key: IDBValidKey
  value: unknown
  reason: StorageProblem
  keepInPlace: boolean
}

function classify(keys: IDBValidKey[], values: unknown[], known: KnownText) {
  const games: GameLog[] = []
  const unread: [string, UnreadGame][] = []
  const versions = new Map<GameLog, string>()
  const unreadable: Unreadable[] = []
  for (const [index, key] of keys.entries()) {
    const value = values[index]
    const version = typeof value === 'string' ? textVersion(value) : null
    if (typeof key === 'string' && version !== null && known(key, version)) {
      unread.push([key, { text: value as string, version }])
      continue
    }
    const stored = logEngine().readStoredGame(key, value)
    if (stored.ok) {
      games.push(stored.log)
      if (version !== null) versions.set(stored.log, version)
    } else unreadable.push({ key, value, reason: stored.reason, keepInPlace: stored.keepInPlace })
  }
  return { games, unread, versions, unreadable }
}

async function listAndSetAside(db: CasebookDb, date: Date, known: KnownText): Promise<LazyListing> {
  const tx = db.transaction(['games', 'damaged', 'versions'], 'readwrite')
  return inTransaction(tx, async () => {
    const games = tx.objectStore('games')
    const damaged = tx.objectStore('damaged')
    const [keys, values] = await Promise.all([games.getAllKeys(), games.getAll()])
    const found = classify(keys, values, known)
    const { games: read, unread, versions } = found
    const listing: LazyListing = { games: read, unread, versions, damaged: [] }
    // Each text read gets its version beside it (a game saved before versions were kept, or put
    // there by something else), so the next start lists it by its kept summary.
    const textVersions = tx.objectStore('versions')
    for (const [log, version] of versions) void textVersions.put(version, log.id ?? '')
    for (const { key, value, reason, keepInPlace } of found.unreadable) {
      const name = String(key)
      if (keepInPlace) {
        listing.damaged.push({ name, setAsideAs: name, reason })
        continue
      }
      const base = `${name}.${date.toISOString()}`
      let setAsideAs = base
      for (let n = 2; (await damaged.getKey(setAsideAs)) !== undefined; n++) {
        setAsideAs = `${base}-${n}`
      }
      await damaged.add({ name, value, reason, setAsideAt: date.toISOString() }, setAsideAs)
      await games.delete(key as string)
      await textVersions.delete(key as string)
      listing.damaged.push({ name, setAsideAs, reason })
    }
    return listing
  })
}

async function listInPlace(db: CasebookDb, known: KnownText): Promise<LazyListing> {
  const tx = db.transaction('games', 'readonly')
  return inTransaction(tx, async () => {
    const store = tx.objectStore('games')
    const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()])
    const { games, unread, versions, unreadable } = classify(keys, values, known)
    const damaged = unreadable.map(({ key, reason }) => ({
      name: String(key),
      setAsideAs: String(key),
      reason,
    }))
    return { games, unread, versions, damaged }
  })
}
