import { randomBytes } from 'node:crypto'
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs'
import { basename, dirname, join, relative, sep } from 'node:path'

/** Ends the name of every temporary file this server writes; no name it keeps ends so. */
export const TEMPORARY_SUFFIX = '.casebook-tmp'

/*
 * The writes are synchronous, on purpose (decision 0071). Done the asynchronous way, each of a
 * write's seven steps (create, write, flush, close, rename, open the folder, flush it) waits for
 * a thread of libuv's pool and then for the event loop: on a machine whose cores are busy, that
 * made a change wait tens of milliseconds more before the other devices heard of it, while the
 * disk's own work is the same either way. A table's server has nothing else to do meanwhile.
 */

/**
 * Writes `data` to `file` so that after a crash (the process killed, the machine losing power)
 * the file holds either its old content or all of the new one, never a part: the data goes to a
 * temporary file of its own in the same folder, which is flushed to disk, then renamed over
 * `file`, and the folder is flushed so that the rename itself is on disk. The folders on the way,
 * up to `root`, are on disk too.
 */
export async function writeFileDurably(
  root: string,
  file: string,
  data: Uint8Array,
): Promise<void> {
  const folder = dirname(file)
  makeFoldersDurably(root, folder)
  replaceFile(file, data, { flush: true })
  syncFolder(folder)
}

/**
 * Writes `data` to `file` whole or not at all, as `writeFileDurably` does, without waiting for
 * the disk: for what a crash may lose (it then holds its old content, or none), never a part.
 * Its folders are made as `writeFileDurably` makes them: their entries on disk.
 */
export async function writeFileWhole(root: string, file: string, data: Uint8Array): Promise<void> {
  makeFoldersDurably(root, dirname(file))
  replaceFile(file, data, { flush: false })
}

/** Folders whose entries this process has flushed to disk (or seen flushed). */
const durableFolders = new Set<string>()

/**
 * Creates `folder` and the missing ones above it, up to `root`, and returns once each one's entry
 * is on disk.
 */
function makeFoldersDurably(root: string, folder: string): void {
  const firstCreated = mkdirSync(folder, { recursive: true })
  // Made just now, maybe again after a deletion: not on disk yet, whatever was known before.
  if (firstCreated !== undefined) {
    for (let each = folder; isBelow(root, each); each = dirname(each)) {
      durableFolders.delete(each)
      if (each === firstCreated) break
    }
  }
  const unsure: string[] = []
  for (let each = folder; isBelow(root, each) && !durableFolders.has(each); each = dirname(each)) {
    unsure.push(each)
  }
  // Each folder's entry is in its parent: flush the parents, from the deepest up.
  for (const each of unsure) syncFolder(dirname(each))
  for (const each of unsure) durableFolders.add(each)
}

/** Writes a temporary file of its own in the same folder (flushed if asked), renamed over `file`. */
function replaceFile(file: string, data: Uint8Array, { flush }: { flush: boolean }): void {
  const temporary = join(
    dirname(file),
    `.${basename(file)}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`,
  )
  try {
    const descriptor = openSync(temporary, 'wx')
    try {
      for (let written = 0; written < data.length;) {
        written += writeSync(descriptor, data, written)
      }
      if (flush) fsyncSync(descriptor)
    } finally {
      closeSync(descriptor)
    }
    renameSync(temporary, file)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

function syncFolder(folder: string): void {
  const descriptor = openSync(folder, 'r')
  try {
    fsyncSync(descriptor)
  } finally {
    closeSync(descriptor)
  }
}

/** Whether `path` is a folder inside `root`, not `root` itself. */
function isBelow(root: string, path: string): boolean {
  const fromRoot = relative(root, path)
  return fromRoot !== '' && !fromRoot.startsWith('..') && !fromRoot.startsWith(sep)
}
