import type { Chunk, StorageAdapterInterface, StorageKey } from '@automerge/automerge-repo'
import { NodeFSStorageAdapter } from '@automerge/automerge-repo-storage-nodefs'

/**
 * The data folder, which nothing writes to once the server is closed: automerge-repo saves each
 * document a moment after its last change, and such a save could otherwise land after `close()`
 * had written everything, in a folder the desktop app or a test has moved on from.
 */
export class ClosableStorage implements StorageAdapterInterface {
  private readonly folder: NodeFSStorageAdapter
  private closed = false

  constructor(dataDir: string) {
    this.folder = new NodeFSStorageAdapter(dataDir)
  }

  close(): void {
    this.closed = true
  }

  load(key: StorageKey): Promise<Uint8Array | undefined> {
    return this.folder.load(key)
  }

  loadRange(keyPrefix: StorageKey): Promise<Chunk[]> {
    return this.folder.loadRange(keyPrefix)
  }

  async save(key: StorageKey, data: Uint8Array): Promise<void> {
    if (!this.closed) await this.folder.save(key, data)
  }

  async remove(key: StorageKey): Promise<void> {
    if (!this.closed) await this.folder.remove(key)
  }

  async removeRange(keyPrefix: StorageKey): Promise<void> {
    if (!this.closed) await this.folder.removeRange(keyPrefix)
  }
}
