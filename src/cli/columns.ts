import { eastAsianWidth } from 'get-east-asian-width'

/**
 * The readable report's table: text on the left, wrapped to fit, then the points and the rule,
 * each in a column of its own whatever the language or the players' names.
 */
const textColumns = 72
const pointsColumns = 5

/** Columns a text takes in a terminal: wide for CJK, none for combining marks. */
export function displayWidth(text: string): number {
  let width = 0
  for (const character of text) {
    const codePoint = character.codePointAt(0)!
    // Latin, with its accents precomposed, is one column each: the common case, checked first.
    if (codePoint < 0x300) width += 1
    else if (!zeroWidth.test(character)) width += eastAsianWidth(codePoint)
  }
  return width
}
const zeroWidth = /[\p{Mn}\p{Me}\p{Cf}]/u

/** Breaks `text` at spaces into lines of at most `width` columns; an overlong word is cut. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  let lineWidth = 0
  for (const word of text.split(' ')) {
    const wordWidth = displayWidth(word)
    if (line !== '' && lineWidth + 1 + wordWidth <= width) {
      line += ` ${word}`
      lineWidth += 1 + wordWidth
      continue
    }
    if (line !== '') lines.push(line)
    if (wordWidth <= width) {
      line = word
      lineWidth = wordWidth
      continue
    }
    const pieces = cut(word, width)
    const last = pieces.pop()!
    for (const piece of pieces) lines.push(piece.text)
    line = last.text
    lineWidth = last.width
  }
  lines.push(line)
  return lines
}

/**
 * An overlong word in pieces of at most `width` columns, in one pass over it: a 50 MB player
 * name is cut in proportion to its length (issue 33), never measured again from each cut.
 */
function cut(word: string, width: number): { text: string; width: number }[] {
  const pieces: { text: string; width: number }[] = []
  let piece = ''
  let pieceWidth = 0
  for (const character of word) {
    const characterWidth = displayWidth(character)
    // A piece takes at least one character, so a character wider than the column still moves on.
    if (piece !== '' && pieceWidth + characterWidth > width) {
      pieces.push({ text: piece, width: pieceWidth })
      piece = ''
      pieceWidth = 0
    }
    piece += character
    pieceWidth += characterWidth
  }
  pieces.push({ text: piece, width: pieceWidth })
  return pieces
}

/**
 * One row: `text` indented by `indent` spaces and wrapped inside the text column, its points and
 * rule on the first line; the following lines are indented two more spaces.
 */
export function row(indent: number, text: string, points: string, rule?: string): string[] {
  const first = indent
  const wrapped = wrap(text, textColumns - first - 2)
  const [head = '', ...tail] = wrapped
  const padding = ' '.repeat(textColumns - first - displayWidth(head))
  const columns = `${' '.repeat(first)}${head}${padding}${points.padStart(pointsColumns)}`
  const rest = tail.map((line) => `${' '.repeat(first + 2)}${line}`)
  return [rule ? `${columns}  ${rule}` : columns, ...rest]
}
