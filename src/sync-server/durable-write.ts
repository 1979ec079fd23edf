import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import { basename, dirname, join, relative, sep } from 'node:path'

/** Ends the name of every temporary file this server writes; no name it keeps ends so. */
export const TEMPORARY_SUFFIX = '.casebook-tmp'

/**
 * Writes `data` to `file` so that after a crash (the process killed, the machine losing power)
 * the file holds either its old content or all of the new one, never a part: the data goes to a
 * temporary file of its own in the same folder, which is flushed to disk, then renamed over
 * `file`, and the folder is flushed so that the rename itself is on disk. Folders created on the
 * way, up to `root`, are flushed too.
 */
export async function writeFileDurably(
  root: string,
  file: string,
  data: Uint8Array,
): Promise<void> {
  const folder = dirname(file)
  const firstCreated = await mkdir(folder, { recursive: true })
  await replaceFile(file, data, { flush: true })
  await syncFolder(folder)
  if (firstCreated !== undefined) {
    // Each new folder's entry is in its parent: flush the parents, from the deepest up.
    for (let parent = dirname(folder); isInside(root, parent); parent = dirname(parent)) {
      await syncFolder(parent)
      if (parent === dirname(firstCreated)) break
    }
  }
}

/**
 * Writes `data` to `file` whole or not at all, as `writeFileDurably` does, without waiting for
 * the disk: for what a crash may lose (it then holds its old content, or none), never a part.
 */
export async function writeFileWhole(file: string, data: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await replaceFile(file, data, { flush: false })
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

function isInside(root: string, path: string): boolean {
  const fromRoot = relative(root, path)
  return fromRoot === '' || (!fromRoot.startsWith('..') && !fromRoot.startsWith(sep))
}
