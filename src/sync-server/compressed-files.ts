import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

const gzipped = promisify(gzip)

/** Types worth compressing: text, and Automerge's WebAssembly (3.5 MiB, a third once gzipped). */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg\+xml)/
/** Below this, a gzip header and a second pass cost more than they save. */
const SMALLEST_WORTH_IT = 1024

export interface FileVersion {
  path: string
  size: number
  mtimeMs: number
}

/**
 * The web app's files gzipped once and kept, for a phone at the table: the server sends the
 * built app to every device that joins, over Wi-Fi, and Automerge's WebAssembly alone is 3.5 MiB
 * as stored against 1.1 MiB gzipped. Each file is compressed the first time it is asked for and
 * again when it changed (its size or time); the copies kept are bounded by `maxBytes` in all
 * (the oldest asked for goes first), so a large folder served by mistake cannot fill the memory.
 */
export class CompressedFiles {
  readonly #kept = new Map<string, { version: string; body: Buffer }>()
  #keptBytes = 0

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** Whether `type` of a file of `size` bytes is worth sending gzipped. */
  static worthIt(type: string, size: number): boolean {
    return size >= SMALLEST_WORTH_IT && COMPRESSIBLE.test(type)
  }

  /** The gzipped bytes of `file` as it is now. */
  async get(file: FileVersion): Promise<Buffer> {
    const version = `${file.size}:${file.mtimeMs}`
    const kept = this.#kept.get(file.path)
    if (kept?.version === version) {
      // Asked for again: now the most recent in the map's order.
      this.#kept.delete(file.path)
      this.#kept.set(file.path, kept)
      return kept.body
    }
    const body = await gzipped(await readFile(file.path))
    this.#forget(file.path)
    if (body.length <= this.maxBytes) {
      this.#kept.set(file.path, { version, body })
      this.#keptBytes += body.length
      for (const oldest of this.#kept.keys()) {
        if (this.#keptBytes <= this.maxBytes) break
        this.#forget(oldest)
      }
    }
    return body
  }

  #forget(path: string): void {
    const kept = this.#kept.get(path)
    if (!kept) return
    this.#kept.delete(path)
    this.#keptBytes -= kept.body.length
  }
}
