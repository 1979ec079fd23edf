/**
 * A number as a person writes one: digits, a minus sign, one decimal point or comma. Not "1e2",
 * "0x10", "+5", "Infinity" or "12 points", which JavaScript's Number() would read all the same.
 */
const writtenNumber = /^-?[0-9]+(?:[.,][0-9]+)?$/

/** The number `text` says as a person writes it (a decimal comma read as a point), else null. */
export function readWrittenNumber(text: string): number | null {
  const trimmed = text.trim()
  return writtenNumber.test(trimmed) ? Number(trimmed.replace(',', '.')) : null
}
