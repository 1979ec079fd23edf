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
  let block = ''
  for (const line of lines) {
    block += `${line}\n`
    if (block.length >= blockLength) {
      await write(block)
      block = ''
    }
  }
  if (block !== '') await write(block)
}
