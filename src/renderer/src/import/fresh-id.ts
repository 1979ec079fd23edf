import { randomId } from '../../../shared/random-id'
import { isStorableGameId } from '../../../shared/storage'

/** A fresh id no game in the library or in this import has. */
export function freshId(known: ReadonlySet<string>, newId: () => string): string {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const id = newId()
    if (isStorableGameId(id) && !known.has(id)) return id
  }
  return randomId()
}
