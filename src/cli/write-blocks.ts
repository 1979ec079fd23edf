/** About 64 KiB: few enough writes for speed, small enough that a long report is never held whole. */
const blockLength = 64 * 1024

/**
 * Writes `lines` (each without its newline) in blocks as they are made, waiting whenever `write`
 * asks to, so a report of any length takes about one block of memory.
 */
export async function writeInBlocks(
  lines: Iterable<string>,
  write: (text: string) => void | Promise<void>,
): Promise<void> {
  await writeTextInBlocks(withNewlines(lines), write)
}

/** The same for text made in pieces of any length, written as they join. */
export async function writeTextInBlocks(
  pieces: Iterable<string>,
  write: (text: string) => void | Promise<void>,
): Promise<void> {
  let block = ''
  for (const piece of pieces) {
    block += piece
    if (block.length >= blockLength) {
      await write(block)
      block = ''
    }
  }
  if (block !== '') await write(block)
}

function* withNewlines(lines: Iterable<string>): Generator<string> {
  for (const line of lines) yield `${line}\n`
}
