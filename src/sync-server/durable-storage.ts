import { mkdir, readdir, readFile, rename, rm, unlink } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { next as A } from '@automerge/automerge'
import type { Chunk, StorageAdapterInterface, StorageKey } from '@automerge/automerge-repo'
import {
  TEMPORARY_SUFFIX,
  writeFileDurably,
  writeFileWhole,
  type FileCalls,
} from './durable-write.js'

/** Where chunks that do not read as Automerge data are moved, out of every document's way. */
export const SET_ASIDE_FOLDER = 'unreadable'

/**
 * The server's documents on disk, in the folder layout of automerge-repo's NodeFSStorageAdapter
 * (key `[id, kind, hash]` at `<dataDir>/<id[0..2]>/<id[2..]>/<kind>/<hash>`), so that a data
 * folder written by earlier versions loads as it is. Unlike that adapter:
 * - a chunk is written whole or not at all (`writeFileDurably`), so a crash never cuts one; a
 *   peer's sync state too, but not waited on to reach the disk (`writeFileWhole`);
 * - nothing is cached: a chunk is read from disk when a document is loaded, and only then;
 * - a document's chunk that is not Automerge data (cut by an earlier version's crash) is moved
 *   to `<dataDir>/unreadable/` and logged, and the document loads from its other chunks;
 *   otherwise its loading would fail and a request for it would never be answered;
 * - a key part that is not a plain file name (a peer's storage id is one) is never a path;
 * - once closed, it writes nothing: automerge-repo saves a document a moment after its last
 *   change, and such a save could land after `close()`, in a folder the desktop app or a test
 *   has moved on from;
 * - a save that fails never becomes an unhandled rejection where nobody awaits it: automerge-repo
 *   saves a peer's sync state from a timer (a lost one costs a fuller sync next time, and is
 *   logged), and a save under way when its document is deleted (a revocation) is moot.
 */
export class DurableStorage implements StorageAdapterInterface {
  #closed = false
  /** How many times a deletion of each document started or ended: a save it overlapped is moot. */
  readonly #deletions = new Map<string, number>()
  /** Deletions under way, per document: a save that fails meanwhile (its folder going) is moot. */
  readonly #deleting = new Map<string, number>()

  constructor(
    private readonly dataDir: string,
    private readonly log: (line: string) => void,
    /** How its writes make their file calls (`durable-write.ts`). */
    private readonly calls: FileCalls = 'asynchronous',
  ) {}

  close(): void {
    this.#closed = true
  }

  /** Whether any chunk of the document is on disk (its folder is read, not its chunks). */
  async hasDocument(documentId: string): Promise<boolean> {
    for (const kind of ['snapshot', 'incremental']) {
      const folder = this.#path([documentId, kind])
      if (folder !== undefined && (await filesUnder(folder)).length > 0) return true
    }
    return false
  }

  async load(key: StorageKey): Promise<Uint8Array | undefined> {
    const file = this.#path(key)
    if (file === undefined) return undefined
    try {
      return new Uint8Array(await readFile(file))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }

  async loadRange(keyPrefix: StorageKey): Promise<Chunk[]> {
    const folder = this.#path(keyPrefix)
    if (folder === undefined) return []
    const chunks: Chunk[] = []
    for (const file of await filesUnder(folder)) {
      const key = [...keyPrefix, ...relative(folder, file).split(sep)]
      const data = await this.#readChunk(file, key)
      if (data !== undefined) chunks.push({ key, data })
    }
    return chunks
  }

  async save(key: StorageKey, data: Uint8Array): Promise<void> {
    if (this.#closed) return
    const file = this.#path(key)
    if (file === undefined) {
      this.log(`not saved: ${JSON.stringify(key)} is not a storage key of this server`)
      return
    }
    const [documentId = '', kind] = key
    const deletionsBefore = this.#deletions.get(documentId)
    try {
      // A peer's sync state only saves a fuller sync next time: it is not worth the disk's wait,
      // which every change would pay once per device. A crash may lose it, never cut it.
      if (kind === 'sync-state') await writeFileWhole(this.dataDir, file, data, this.calls)
      else await writeFileDurably(this.dataDir, file, data, this.calls)
    } catch (error) {
      // Closed meanwhile (its folder may be gone), or the document deleted: the save is moot.
      const overlapped =
        this.#deletions.get(documentId) !== deletionsBefore || this.#deleting.has(documentId)
      if (this.#closed || overlapped) return
      if (kind !== 'sync-state') throw error
      this.log(`a sync state of document ${documentId} not saved: ${String(error)}`)
    }
  }

  async remove(key: StorageKey): Promise<void> {
    const file = this.#path(key)
    if (this.#closed || file === undefined) return
    try {
      await unlink(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }

  async removeRange(keyPrefix: StorageKey): Promise<void> {
    const folder = this.#path(keyPrefix)
    if (this.#closed || folder === undefined) return
    const documentId = keyPrefix[0] ?? ''
    addTo(this.#deletions, documentId, 1)
    addTo(this.#deleting, documentId, 1)
    try {
      // A save under way may add a file while the folder is emptied (ENOTEMPTY): Node tries again.
      await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 10 })
    } finally {
      addTo(this.#deleting, documentId, -1)
      addTo(this.#deletions, documentId, 1)
    }
  }

  /** A chunk's bytes, or undefined once a document chunk that does not parse is set aside. */
  async #readChunk(file: string, key: StorageKey): Promise<Uint8Array | undefined> {
    let data: Uint8Array
    try {
      data = new Uint8Array(await readFile(file))
    } catch (error) {
      // Removed meanwhile (a compaction), or unreadable: the document loads without it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        this.log(`chunk ${key.join('/')} skipped: ${String(error)}`)
      return undefined
    }
    if (!isDocumentChunk(key) || parsesAsAutomerge(data)) return data
    await this.#setAside(file, key, data.byteLength)
    return undefined
  }

  async #setAside(file: string, key: StorageKey, size: number): Promise<void> {
    const name = `${key.join('-')}-${Date.now()}`
    try {
      await mkdir(join(this.dataDir, SET_ASIDE_FOLDER), { recursive: true })
      await rename(file, join(this.dataDir, SET_ASIDE_FOLDER, name))
      this.log(
        `chunk ${key.join('/')} (${size} bytes) is not Automerge data: moved to ${SET_ASIDE_FOLDER}/${name}`,
      )
    } catch (error) {
      this.log(
        `chunk ${key.join('/')} is not Automerge data, and could not be moved: ${String(error)}`,
      )
    }
  }

  /** `undefined` for a key that cannot be a path inside the data folder. */
  #path(key: StorageKey): string | undefined {
    const [first, ...rest] = key
    if (first === undefined || first.length < 3 || !key.every(isPlainName)) return undefined
    return join(this.dataDir, first.slice(0, 2), first.slice(2), ...rest)
  }
}

function isPlainName(part: string): boolean {
  return (
    part.length > 0 &&
    part.length <= 255 &&
    part !== '.' &&
    part !== '..' &&
    !/[/\\\0]/.test(part) &&
    !part.endsWith(TEMPORARY_SUFFIX)
  )
}

function isDocumentChunk(key: StorageKey): boolean {
  return key.length === 3 && (key[1] === 'snapshot' || key[1] === 'incremental')
}

function parsesAsAutomerge(data: Uint8Array): boolean {
  const doc = A.init()
  try {
    A.loadIncremental(doc, data)
    return true
  } catch {
    return false
  } finally {
    A.free(doc)
  }
}

/** Every file under `folder` but our temporary ones (of a write in progress or cut short). */
async function filesUnder(folder: string): Promise<string[]> {
  let entries
  try {
    entries = await readdir(folder, { withFileTypes: true, recursive: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(TEMPORARY_SUFFIX))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/** Adds `by` to a count kept per document; a count back to 0 is forgotten. */
function addTo(counts: Map<string, number>, documentId: string, by: number): void {
  const next = (counts.get(documentId) ?? 0) + by
  if (next === 0) counts.delete(documentId)
  else counts.set(documentId, next)
}
