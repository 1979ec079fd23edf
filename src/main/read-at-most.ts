import { constants } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'

/** A file's bytes, or how many it holds at least when that is more than the limit. */
export type ReadAtMost = { ok: true; bytes: Uint8Array } | { ok: false; atLeast: number }

/** What is read at a time past a file's stated size (a pipe, a file still growing). */
const pieceBytes = 1024 * 1024
/** How long a named pipe may stay silent (no writer yet, or one that writes nothing) at most. */
const pipeSilenceMs = 10_000
/** How often a silent pipe is asked again. */
const pipePollMs = 20

/**
 * A path Casebook never reads: a device (`/dev/tty` would wait for a person to type, `/dev/zero`
 * never ends) or a socket. `code` names the case for the message that says it.
 */
export class NotAFileToRead extends Error {
  constructor(readonly code: 'not-a-file' | 'pipe-silent') {
    super(code === 'not-a-file' ? 'not a regular file' : 'nothing came through the named pipe')
  }
}

/**
 * Reads a file whole if it holds at most `maxBytes`. Its stated size is checked first, so a
 * big file is refused unread; then reading stops one byte past the limit, so a named pipe or a
 * file another program is still writing cannot grow the reader without end. A named pipe is
 * opened without waiting for a writer and read until it ends, given up after `silenceMs`
 * without a byte; a device or a socket is refused (`NotAFileToRead`). Shared by the command
 * line, the desktop app's open dialog and its games folder. A file that cannot be opened or
 * read rejects, with the system's reason.
 */
export async function readAtMost(
  path: string,
  maxBytes: number,
  silenceMs = pipeSilenceMs,
): Promise<ReadAtMost> {
  // Without O_NONBLOCK, opening a pipe nobody writes to waits forever (and holds a thread).
  const file = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0))
  try {
    const stats = await file.stat()
    if (stats.isFIFO()) return await readPipe(file, maxBytes, silenceMs)
    // A folder is refused by reading it, with the system's own reason (EISDIR).
    if (!stats.isFile() && !stats.isDirectory()) throw new NotAFileToRead('not-a-file')
    const size = stats.isFile() ? stats.size : 0
    if (size > maxBytes) return { ok: false, atLeast: size }
    // The usual case, a regular file, is read straight into a buffer of its size.
    const whole = Buffer.allocUnsafe(size)
    let total = 0
    while (total < size) {
      const { bytesRead } = await file.read(whole, total, size - total, null)
      if (bytesRead === 0) break
      total += bytesRead
    }
    // A file still growing is read on, up to the limit.
    const pieces: Uint8Array[] = [whole.subarray(0, total)]
    const scratch = Buffer.allocUnsafe(Math.min(pieceBytes, maxBytes + 1))
    while (total <= maxBytes) {
      const wanted = Math.min(scratch.length, maxBytes + 1 - total)
      const { bytesRead } = await file.read(scratch, 0, wanted, null)
      if (bytesRead === 0) break
      pieces.push(Buffer.from(scratch.subarray(0, bytesRead)))
      total += bytesRead
    }
    return result(pieces, total, maxBytes)
  } finally {
    await file.close()
  }
}

/**
 * A pipe opened without blocking answers "nothing yet" (EAGAIN) while its writer is quiet, and
 * "ended" while it has none: either way it is asked again, until it ends after some bytes, goes
 * one byte past the limit, or stays silent for `silenceMs`.
 */
async function readPipe(
  file: FileHandle,
  maxBytes: number,
  silenceMs: number,
): Promise<ReadAtMost> {
  const pieces: Uint8Array[] = []
  const scratch = Buffer.allocUnsafe(Math.min(pieceBytes, maxBytes + 1))
  let total = 0
  let silentSince = Date.now()
  while (total <= maxBytes) {
    const wanted = Math.min(scratch.length, maxBytes + 1 - total)
    const bytesRead = await readOrNothingYet(file, scratch, wanted)
    if (bytesRead !== null && bytesRead > 0) {
      // Copied, so that a pipe's small pieces do not each keep a whole scratch buffer.
      pieces.push(Buffer.from(scratch.subarray(0, bytesRead)))
      total += bytesRead
      silentSince = Date.now()
      continue
    }
    // A writer that wrote and closed: the pipe's content is whole.
    if (bytesRead === 0 && total > 0) break
    if (Date.now() - silentSince >= silenceMs) throw new NotAFileToRead('pipe-silent')
    await sleep(pipePollMs)
  }
  return result(pieces, total, maxBytes)
}

function result(pieces: Uint8Array[], total: number, maxBytes: number): ReadAtMost {
  if (total > maxBytes) return { ok: false, atLeast: total }
  const bytes = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, total)
  return { ok: true, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) }
}

/** The bytes read, 0 at the end, or null when a pipe has nothing yet (EAGAIN). */
async function readOrNothingYet(
  file: FileHandle,
  into: Buffer,
  wanted: number,
): Promise<number | null> {
  try {
    return (await file.read(into, 0, wanted, null)).bytesRead
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return null
    throw error
  }
}
