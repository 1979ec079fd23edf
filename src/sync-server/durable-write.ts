import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import { basename, dirname, join, relative, sep } from 'node:path'

/** Ends the name of every temporary file this server writes; no name it keeps ends so. */
export const TEMPORARY_SUFFIX = '.casebook-tmp'

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
  await makeFoldersDurably(root, folder)
  await replaceFile(file, data, { flush: true })
  await syncFolder(folder)
}

/**
 * Writes `data` to `file` whole or not at all, as `writeFileDurably` does, without waiting for
 * the disk: for what a crash may lose (it then holds its old content, or none), never a part.
 * Its folders are made as `writeFileDurably` makes them: their entries on disk.
 */
export async function writeFileWhole(root: string, file: string, data: Uint8Array): Promise<void> {
  await makeFoldersDurably(root, dirname(file))
  await replaceFile(file, data, { flush: false })
}

/** Folders whose entries this process has flushed to disk (or seen flushed). */
const durableFolders = new Set<string>()

/**
 * Creates `folder` and the missing ones above it, up to `root`, and returns once each one's entry
 * is on disk. Each write makes sure of it for itself: one that created a folder may still be
 * flushing it while another, which found the folder there, writes into it.
 */
async function makeFoldersDurably(root: string, folder: string): Promise<void> {
  const firstCreated = await mkdir(folder, { recursive: true })
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
  for (const each of unsure) await syncFolder(dirname(each))
  for (const each of unsure) durableFolders.add(each)
}

/** Writes a temporary file of its own in the same folder (flushed if asked), renamed over `file`. */
async function replaceFile(
  file: string,
  data: Uint8Array,
  { flush }: { flush: boolean },
): Promise<void> {
  const temporary = join(
    dirname(file),
    `.${basename(file)}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`,
  )
  try {
    const handle = await open(temporary, 'wx')
    try {
      await handle.writeFile(data)
      if (flush) await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Whether `path` is a folder inside `root`, not `root` itself. */
function isBelow(root: string, path: string): boolean {
  const fromRoot = relative(root, path)
  return fromRoot !== '' && !fromRoot.startsWith('..') && !fromRoot.startsWith(sep)
}
