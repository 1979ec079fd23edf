import { open } from 'node:fs/promises'

/** A file's bytes, or how many it holds at least when that is more than the limit. */
export type ReadAtMost = { ok: true; bytes: Uint8Array } | { ok: false; atLeast: number }

/** What is read at a time past a file's stated size (a device, a pipe, a file still growing). */
const pieceBytes = 1024 * 1024

/**
 * Reads a file whole if it holds at most `maxBytes`. Its stated size is checked first, so a
 * big file is refused unread; then reading stops one byte past the limit, so `/dev/zero`, a
 * named pipe or a file another program is still writing cannot grow the reader without end.
 * Shared by the command line and the desktop app's open dialog. A file that cannot be opened
 * or read rejects, with the system's reason.
 */
export async function readAtMost(path: string, maxBytes: number): Promise<ReadAtMost> {
  const file = await open(path, 'r')
  try {
    const stats = await file.stat()
    // Only a regular file's size says what it holds; a folder's is refused by reading it.
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
    const pieces: Uint8Array[] = [whole.subarray(0, total)]
    const scratch = Buffer.allocUnsafe(Math.min(pieceBytes, maxBytes + 1))
    while (total <= maxBytes) {
      const wanted = Math.min(scratch.length, maxBytes + 1 - total)
      const { bytesRead } = await file.read(scratch, 0, wanted, null)
      if (bytesRead === 0) break
      // Copied, so that a pipe's small pieces do not each keep a whole scratch buffer.
      pieces.push(Buffer.from(scratch.subarray(0, bytesRead)))
      total += bytesRead
    }
    if (total > maxBytes) return { ok: false, atLeast: total }
    const bytes = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, total)
    return { ok: true, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) }
  } finally {
    await file.close()
  }
}
