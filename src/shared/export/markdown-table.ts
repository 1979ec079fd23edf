/**
 * A Markdown (GFM) table with its columns padded to the same width, so the file reads as a
 * table in a plain text editor too, the way Prettier lays one out. Cells must already be
 * escaped and on one line.
 */
export type ColumnAlignment = 'left' | 'right'

export function markdownTable(
  header: readonly string[],
  alignment: readonly ColumnAlignment[],
  rows: readonly (readonly string[])[],
): string[] {
  const widths = header.map((cell, column) =>
    Math.max(3, displayWidth(cell), ...rows.map((row) => displayWidth(row[column] ?? ''))),
  )
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

/** Columns a text takes in a monospaced font: accents take none, wide (CJK) and emoji two. */
function displayWidth(text: string): number {
  let width = 0
  for (const character of text.normalize('NFC')) {
    if (/^[\p{M}\p{Cf}]$/u.test(character)) continue
    width += isWide(character) ? 2 : 1
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
