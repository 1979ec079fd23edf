/**
 * How every readable report writes points: the app's sheet, the printable sheet and the command
 * line. One sign everywhere, U+2212, the real minus: a hyphen is easy to miss across a table.
 * (CSV and JSON are data for programs and keep plain ASCII numbers.)
 */
export const minusSign = '\u2212'

/** Writes the digits of a whole number; the app passes a locale-aware one, reports the plain one. */
export type DigitWriter = (magnitude: number) => string

const plainDigits: DigitWriter = (magnitude) => String(magnitude)

/** A score or a total: "52", "−4", "0". */
export function formatScore(value: number, digits: DigitWriter = plainDigits): string {
  return value < 0 ? `${minusSign}${digits(-value)}` : digits(Math.abs(value))
}

/** A breakdown line's points, always signed so additions and deductions read apart: "+20", "−4", "0". */
export function formatPoints(value: number, digits: DigitWriter = plainDigits): string {
  return value > 0 ? `+${digits(value)}` : formatScore(value, digits)
}
