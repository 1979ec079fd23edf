import * as fs from 'node:fs/promises'
import type { StorageResult } from '../shared/storage'
import { fileLimits } from '../shared/file-limits'
import { failed } from '../shared/storage-results'
import { readAtMost } from './read-at-most'

/**
 * The file operations the game store needs, and nothing more. The store receives them as a
 * parameter, so a test can make any single step fail (a full disk, a crash before the rename).
 */
export interface GameFileSystem {
  /** Creates a folder and its parents; does nothing if it exists. */
  mkdir(path: string): Promise<void>
  readdir(path: string): Promise<string[]>
  readFile(path: string): Promise<Uint8Array>
  /** Writes the whole content and flushes it to the disk (fsync) before resolving. */
  writeFileDurably(path: string, data: string | Uint8Array): Promise<void>
  /** Replaces `to` atomically if it exists. */
  rename(from: string, to: string): Promise<void>
  /** Copies a file, replacing `to`, and flushes the copy to the disk before resolving. */
  copyFileDurably(from: string, to: string): Promise<void>
  unlink(path: string): Promise<void>
  /** Flushes a folder's entries after a rename, where the system allows it; never fails. */
  syncFolder(path: string): Promise<void>
}

/**
 * A file of the games folder over the most the app opens (docs/decisions/0025): another program
 * may have put anything there, so it is not read further than that.
 */
export class GameFileTooLarge extends Error {
  readonly code = 'EFBIG'
  constructor(readonly limitBytes: number) {
    super(`more than ${limitBytes} bytes`)
  }
}

/** Reads a game, backup or draft file of the games folder, refusing one over `maxBytes`. */
export async function readGameFolderFile(
  path: string,
  maxBytes: number = fileLimits.appGameLog,
): Promise<Uint8Array> {
  // A named pipe in the folder is not waited for: the listing would stop on it.
  const read = await readAtMost(path, maxBytes, 0)
  if (!read.ok) throw new GameFileTooLarge(maxBytes)
  return read.bytes
}

/** The real thing, over node:fs/promises. */
export const nodeGameFileSystem: GameFileSystem = {
  async mkdir(path) {
    await fs.mkdir(path, { recursive: true })
  },
  readdir: (path) => fs.readdir(path),
  readFile: (path) => readGameFolderFile(path),
  async writeFileDurably(path, data) {
    const file = await fs.open(path, 'w')
    try {
      await file.writeFile(data)
      await file.sync()
    } finally {
      await file.close()
    }
  },
  rename: (from, to) => fs.rename(from, to),
  async copyFileDurably(from, to) {
    await fs.copyFile(from, to)
    const copy = await fs.open(to, 'r+')
    try {
      await copy.sync()
    } finally {
      await copy.close()
    }
  },
  unlink: (path) => fs.unlink(path),
  async syncFolder(path) {
    // Makes the rename itself survive a power cut on POSIX systems; Windows cannot open a folder
    // for syncing, and the rename is already as durable as it gets there.
    try {
      const folder = await fs.open(path, 'r')
      try {
        await folder.sync()
      } finally {
        await folder.close()
      }
    } catch {
      // Best effort only.
    }
  },
}

/** The `code` of a Node system error (ENOSPC, ENOENT...), if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' ? error.code : undefined
}

/** What to show of an error: its code when it has one, its message otherwise. */
export function errorDetail(error: unknown): string {
  return errorCode(error) ?? (error instanceof Error ? error.message : String(error))
}

/** A failed write as the stores answer it: a full disk, or anything else with its detail. */
export function writeFailure(error: unknown): StorageResult {
  const code = errorCode(error)
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return failed('disk-full', 'storage.failure.disk-full')
  }
  return failed('write-failed', 'storage.failure.write-failed', { detail: errorDetail(error) })
}
