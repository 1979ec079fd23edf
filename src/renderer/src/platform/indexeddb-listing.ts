import type { GameLog } from '../../../engine'
import type { GameListing, StorageProblem } from '../../../shared/storage'
import { inTransaction, type CasebookDb } from './indexeddb-database'
import { readStoredGame } from '../../../shared/storage-results'

/**
 * Every readable game, in id order. A record that cannot be read as a game log is moved to the
 * `damaged` store in the same transaction and reported. If setting it aside fails (a full disk),
 * the listing is read again without moving anything: the games still show, the damaged record
 * is reported where it is, and the next listing tries again.
 */
export async function listRecords(db: CasebookDb, now: () => Date): Promise<GameListing> {
  try {
    return await listAndSetAside(db, now())
  } catch {
    return await listInPlace(db)
  }
}

interface Unreadable {
  key: IDBValidKey
  value: unknown
  reason: StorageProblem
  keepInPlace: boolean
}

function classify(keys: IDBValidKey[], values: unknown[]) {
  const games: GameLog[] = []
  const unreadable: Unreadable[] = []
  for (const [index, key] of keys.entries()) {
    const value = values[index]
    const stored = readStoredGame(key, value)
    if (stored.ok) games.push(stored.log)
    else unreadable.push({ key, value, reason: stored.reason, keepInPlace: stored.keepInPlace })
  }
  return { games, unreadable }
}

async function listAndSetAside(db: CasebookDb, date: Date): Promise<GameListing> {
  const tx = db.transaction(['games', 'damaged'], 'readwrite')
  return inTransaction(tx, async () => {
    const games = tx.objectStore('games')
    const damaged = tx.objectStore('damaged')
    const [keys, values] = await Promise.all([games.getAllKeys(), games.getAll()])
    const found = classify(keys, values)
    const listing: GameListing = { games: found.games, damaged: [] }
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
      listing.damaged.push({ name, setAsideAs, reason })
    }
    return listing
  })
}

async function listInPlace(db: CasebookDb): Promise<GameListing> {
  const tx = db.transaction('games', 'readonly')
  return inTransaction(tx, async () => {
    const store = tx.objectStore('games')
    const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()])
    const { games, unreadable } = classify(keys, values)
    const damaged = unreadable.map(({ key, reason }) => ({
      name: String(key),
      setAsideAs: String(key),
      reason,
    }))
    return { games, damaged }
  })
}
