/**
 * A Markdown (GFM) table with its columns padded to the same width, so the file reads as a
 * table in a plain text editor too, the way Prettier lays one out. Cells must already be
 * escaped and on one line.
 */
export type ColumnAlignment = 'left' | 'right'

/**
 * The most columns a cell is padded to: more than any real cell takes (a breakdown line, about
 * 100). A cell wider (a name of 100 KiB) is written as it is and does not widen the others: padding every row to it made the file rows times its size (1.36 GB
 * and minutes for one long name, issue 33). GFM reads a table whatever its padding.
 */
const widestPadding = 160

export function markdownTable(
  header: readonly string[],
  alignment: readonly ColumnAlignment[],
  rows: readonly (readonly string[])[],
): string[] {
  const widths = header.map((cell, column) => {
    let widest = Math.max(3, displayWidth(cell))
    for (const row of rows) widest = Math.max(widest, displayWidth(row[column] ?? ''))
    return widest
  })
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => pad(cells[column] ?? '', width, alignment[column])).join(' | ')} |`
  const rule = widths.map((width, column) =>
    alignment[column] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  )
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)]
}

function pad(text: string, width: number, alignment: ColumnAlignment = 'left'): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)))
  return alignment === 'right' ? `${fill}${text}` : `${text}${fill}`
}

/**
 * Columns a text takes in a monospaced font: accents take none, wide (CJK) and emoji two. Counted
 * only as far as `widestPadding`: past it, a cell is not padded, and its width is not needed.
 */
function displayWidth(text: string): number {
  let width = 0
  // Each character takes at most two columns: this much of the text is enough to count.
  const start = text.length > 4 * widestPadding ? text.slice(0, 4 * widestPadding) : text
  for (const character of start.normalize('NFC')) {
    if (/^[\p{M}\p{Cf}]$/u.test(character)) continue
    width += isWide(character) ? 2 : 1
    if (width > widestPadding) return Math.min(width, widestPadding + 1)
  }
  return width
}

function isWide(character: string): boolean {
  return (
    /\p{Emoji_Presentation}/u.test(character) ||
    /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
      character,
    ) ||
    /[\u{20000}-\u{3fffd}]/u.test(character)
  )
}
