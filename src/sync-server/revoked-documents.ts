import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isValidDocumentId, type DocumentId } from '@automerge/automerge-repo'
import { writeFileDurably, type FileCalls } from './durable-write.js'

export const REVOKED_FILE = 'revoked.json'

/**
 * The documents this server will never serve again, kept in `<dataDir>/revoked.json` so that a
 * revoked link stays dead across restarts. Format: `{ "version": 1, "revoked": [documentId...] }`.
 */
export class RevokedDocuments {
  readonly #ids: Set<string>
  #writing: Promise<void> = Promise.resolve()

  private constructor(
    private readonly dataDir: string,
    private readonly file: string,
    ids: Iterable<string>,
    private readonly calls: FileCalls,
  ) {
    this.#ids = new Set(ids)
  }

  /**
   * A missing file is an empty list. A file this server cannot read is an error, never an empty
   * list: starting anyway would serve again the documents it names.
   */
  static async load(dataDir: string, calls: FileCalls = 'asynchronous'): Promise<RevokedDocuments> {
    const file = join(dataDir, REVOKED_FILE)
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return new RevokedDocuments(dataDir, file, [], calls)
      throw error
    }
    const ids = parseRevokedFile(text)
    if (ids === undefined)
      throw new Error(`${file} is not a list of revoked documents; fix or restore it`)
    return new RevokedDocuments(dataDir, file, ids, calls)
  }

  has(documentId: string): boolean {
    return this.#ids.has(documentId)
  }

  list(): DocumentId[] {
    return [...this.#ids] as DocumentId[]
  }

  /**
   * Takes effect at once for `has`; resolves once the file is on disk, written whole or not at
   * all (a crash leaves the previous list).
   */
  add(documentId: DocumentId): Promise<void> {
    if (this.#ids.has(documentId)) return this.#writing
    this.#ids.add(documentId)
    const content = `${JSON.stringify({ version: 1, revoked: [...this.#ids] }, null, 2)}\n`
    const write = (): Promise<void> =>
      writeFileDurably(this.dataDir, this.file, new TextEncoder().encode(content), this.calls)
    // A failed write does not stop the next one, which writes the whole list again.
    this.#writing = this.#writing.then(write, write)
    return this.#writing
  }

  /** Resolves once every revocation added so far is on disk; rejects if the last writing failed. */
  written(): Promise<void> {
    return this.#writing
  }
}

function parseRevokedFile(text: string): string[] | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { version, revoked } = parsed as Record<string, unknown>
  if (version !== 1 || !Array.isArray(revoked)) return undefined
  return revoked.every((id) => isValidDocumentId(id)) ? (revoked as string[]) : undefined
}
