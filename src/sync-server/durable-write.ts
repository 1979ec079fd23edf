import { randomBytes } from 'node:crypto'
import * as files from 'node:fs'
import * as promises from 'node:fs/promises'
import { basename, dirname, join, relative, sep } from 'node:path'

/** Ends the name of every temporary file this server writes; no name it keeps ends so. */
export const TEMPORARY_SUFFIX = '.casebook-tmp'

/**
 * How the server makes its file calls (decision 0071). `asynchronous`: each call goes to
 * libuv's thread pool and back, and the process goes on meanwhile; what the desktop app's
 * server, inside its main process, must do. `synchronous`: the calls are made at once; the
 * standalone server's, which has nothing else to do meanwhile, and on a machine whose cores are
 * busy saves the wait for a core at each of a write's seven hand-overs.
 */
export type FileCalls = 'synchronous' | 'asynchronous'

/** The steps of a write, made one way or the other; each may return at once. */
interface FileSteps {
  /** Creates a folder and those missing above it; gives the first one created, if any. */
  makeFolder(folder: string): Promise<string | undefined> | string | undefined
  /** Creates `file` (never an existing one) holding `data`, flushed to disk if asked. */
  writeNew(file: string, data: Uint8Array, flush: boolean): Promise<void> | void
  rename(from: string, to: string): Promise<void> | void
  removeIfThere(file: string): Promise<void> | void
  /** Flushes a folder's entries to disk. */
  syncFolder(folder: string): Promise<void> | void
}

const asynchronousSteps: FileSteps = {
  makeFolder: (folder) => promises.mkdir(folder, { recursive: true }),
  async writeNew(file, data, flush) {
    const handle = await promises.open(file, 'wx')
    try {
      await handle.writeFile(data)
      if (flush) await handle.sync()
    } finally {
      await handle.close()
    }
  },
  rename: (from, to) => promises.rename(from, to),
  removeIfThere: (file) => promises.rm(file, { force: true }),
  async syncFolder(folder) {
    const handle = await promises.open(folder, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  },
}

const synchronousSteps: FileSteps = {
  makeFolder: (folder) => files.mkdirSync(folder, { recursive: true }),
  writeNew(file, data, flush) {
    const descriptor = files.openSync(file, 'wx')
    try {
      for (let written = 0; written < data.length;) {
        written += files.writeSync(descriptor, data, written)
      }
      if (flush) files.fsyncSync(descriptor)
    } finally {
      files.closeSync(descriptor)
    }
  },
  rename: (from, to) => files.renameSync(from, to),
  removeIfThere: (file) => files.rmSync(file, { force: true }),
  syncFolder(folder) {
    const descriptor = files.openSync(folder, 'r')
    try {
      files.fsyncSync(descriptor)
    } finally {
      files.closeSync(descriptor)
    }
  },
}

const stepsOf = (calls: FileCalls): FileSteps =>
  calls === 'synchronous' ? synchronousSteps : asynchronousSteps

/**
 * Writes `data` to `file` so that after a crash (the process killed, the machine losing power)
 * the file holds either its old content or all of the new one, never a part: the data goes to a
 * temporary file of its own in the same folder, which is flushed to disk, then renamed over
 * `file`, and the folder is flushed so that the rename itself is on disk. The folders on the way,
 * up to `root`, are on disk too.
 */
export function writeFileDurably(
  root: string,
  file: string,
  data: Uint8Array,
  calls: FileCalls = 'asynchronous',
): Promise<void> {
  return writeWhole(stepsOf(calls), root, file, data, { flush: true })
}

/**
 * Writes `data` to `file` whole or not at all, as `writeFileDurably` does, without waiting for
 * the disk: for what a crash may lose (it then holds its old content, or none), never a part.
 * Its folders are made as `writeFileDurably` makes them: their entries on disk.
 */
export function writeFileWhole(
  root: string,
  file: string,
  data: Uint8Array,
  calls: FileCalls = 'asynchronous',
): Promise<void> {
  return writeWhole(stepsOf(calls), root, file, data, { flush: false })
}

/** The folders on disk, the file replaced whole; flushed, with its folder, if asked. */
async function writeWhole(
  steps: FileSteps,
  root: string,
  file: string,
  data: Uint8Array,
  { flush }: { flush: boolean },
): Promise<void> {
  const folder = dirname(file)
  await makeFoldersDurably(steps, root, folder)
  await replaceFile(steps, file, data, { flush })
  if (flush) await steps.syncFolder(folder)
}

/** Folders whose entries this process has flushed to disk (or seen flushed). */
const durableFolders = new Set<string>()

/**
 * Creates `folder` and the missing ones above it, up to `root`, and returns once each one's entry
 * is on disk. Each write makes sure of it for itself: one that created a folder may still be
 * flushing it while another, which found the folder there, writes into it.
 */
async function makeFoldersDurably(steps: FileSteps, root: string, folder: string): Promise<void> {
  const firstCreated = await steps.makeFolder(folder)
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
  for (const each of unsure) await steps.syncFolder(dirname(each))
  for (const each of unsure) durableFolders.add(each)
}

/** Writes a temporary file of its own in the same folder (flushed if asked), renamed over `file`. */
async function replaceFile(
  steps: FileSteps,
  file: string,
  data: Uint8Array,
  { flush }: { flush: boolean },
): Promise<void> {
  const temporary = join(
    dirname(file),
    `.${basename(file)}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`,
  )
  try {
    await steps.writeNew(temporary, data, flush)
    await steps.rename(temporary, file)
  } catch (error) {
    await steps.removeIfThere(temporary)
    throw error
  }
}

/** Whether `path` is a folder inside `root`, not `root` itself. */
function isBelow(root: string, path: string): boolean {
  const fromRoot = relative(root, path)
  return fromRoot !== '' && !fromRoot.startsWith('..') && !fromRoot.startsWith(sep)
}
