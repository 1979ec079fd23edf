import { wrap, type DBSchema, type IDBPDatabase } from 'idb'
import type { CachedSummary, SummaryCache } from '../game/summary-cache'
import type { GameSummary } from '../game/summary'

const storeName = 'summaries'

interface StoredSummary extends CachedSummary {
  /** The build that made it: another build's engine may score the same log otherwise. */
  build: string
}

interface SummaryDatabase extends DBSchema {
  summaries: { key: string; value: unknown }
}

/**
 * The summary cache in its own IndexedDB database (the page's, in the browser and in the
 * desktop app alike), apart from the games: it may be lost or cleared at any time. `build`
 * names the app's build; a summary made by another build is not used.
 */
export function indexedDbSummaryCache(
  build: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
  name = 'casebook-summaries',
): SummaryCache {
  let opening: Promise<IDBPDatabase<SummaryDatabase>> | undefined
  async function open() {
    if (factory === undefined) throw new Error('IndexedDB is not available')
    const request = factory.open(name, 1)
    request.addEventListener('upgradeneeded', () => request.result.createObjectStore(storeName))
    const db = (await wrap(request)) as IDBPDatabase<SummaryDatabase>
    db.addEventListener('versionchange', () => {
      db.close()
      opening = undefined
    })
    return db
  }
  const database = () => (opening ??= open())
  async function quietly<T>(work: () => Promise<T>, otherwise: T): Promise<T> {
    try {
      return await work()
    } catch {
      opening = undefined
      return otherwise
    }
  }
  return {
    readAll: () =>
      quietly(async () => {
        const tx = (await database()).transaction(storeName)
        const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()])
        const found = new Map<string, CachedSummary>()
        for (const [index, key] of keys.entries()) {
          const value: unknown = values[index]
          if (typeof key === 'string' && isStoredSummary(value, key, build)) {
            found.set(key, { version: value.version, summary: value.summary })
          }
        }
        return found
      }, new Map()),
    write: (entries) =>
      quietly(async () => {
        const tx = (await database()).transaction(storeName, 'readwrite')
        for (const [id, { version, summary }] of entries) {
          void tx.store.put({ build, version, summary } satisfies StoredSummary, id)
        }
        await tx.done
      }, undefined),
    forget: (ids) =>
      quietly(async () => {
        const tx = (await database()).transaction(storeName, 'readwrite')
        for (const id of ids) void tx.store.delete(id)
        await tx.done
      }, undefined),
  }
}

/** What this build wrote, in the shape it wrote it: anything else is passed over. */
function isStoredSummary(value: unknown, id: string, build: string): value is StoredSummary {
  if (typeof value !== 'object' || value === null) return false
  const stored = value as Partial<Record<keyof StoredSummary, unknown>>
  return (
    stored.build === build &&
    typeof stored.version === 'string' &&
    isGameSummary(stored.summary, id)
  )
}

function isGameSummary(value: unknown, id: string): value is GameSummary {
  if (typeof value !== 'object' || value === null) return false
  const summary = value as Partial<Record<keyof GameSummary, unknown>>
  const textOrNull = (field: unknown) => field === null || typeof field === 'string'
  return (
    summary.id === id &&
    typeof summary.game === 'string' &&
    textOrNull(summary.title) &&
    textOrNull(summary.createdAt) &&
    textOrNull(summary.updatedAt) &&
    textOrNull(summary.status) &&
    textOrNull(summary.winner) &&
    typeof summary.hands === 'number' &&
    typeof summary.abandoned === 'boolean' &&
    typeof summary.highestWins === 'boolean' &&
    textOrNull(summary.firstDealer) &&
    (summary.length === null ||
      (typeof summary.length === 'number' && Number.isFinite(summary.length))) &&
    Array.isArray(summary.sides) &&
    summary.sides.every(
      (side: unknown) =>
        Array.isArray(side) && side.every((member: unknown) => typeof member === 'string'),
    ) &&
    Array.isArray(summary.players) &&
    summary.players.every(
      (player: unknown) =>
        typeof player === 'object' &&
        player !== null &&
        typeof (player as { id?: unknown }).id === 'string' &&
        typeof (player as { name?: unknown }).name === 'string',
    ) &&
    Array.isArray(summary.winners) &&
    summary.winners.every((winner: unknown) => typeof winner === 'string') &&
    typeof summary.totals === 'object' &&
    summary.totals !== null &&
    Object.values(summary.totals).every((total: unknown) => typeof total === 'number') &&
    Array.isArray(summary.roles) &&
    summary.roles.every(isPlayedRole) &&
    Array.isArray(summary.variants) &&
    summary.variants.every(isPlayedVariant)
  )
}

function isPlayedRole(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const role = value as Record<string, unknown>
  const hands = role.hands as Record<string, unknown> | null
  return (
    typeof role.role === 'string' &&
    typeof role.player === 'string' &&
    (hands === null ||
      (typeof hands === 'object' &&
        ['played', 'won', 'drawn'].every((count) => Number.isInteger(hands[count]))))
  )
}

function isPlayedVariant(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const variant = value as Record<string, unknown>
  const isPhrase = (phrase: unknown) =>
    typeof phrase === 'object' &&
    phrase !== null &&
    typeof (phrase as { key?: unknown }).key === 'string'
  return (
    typeof variant.rule === 'string' &&
    isPhrase(variant.label) &&
    (typeof variant.value === 'number' || isPhrase(variant.value)) &&
    (typeof variant.choice === 'string' || typeof variant.choice === 'number')
  )
}
