import type { GameLog } from '../../../../engine'

/** U+2212, the real minus sign: a hyphen is easy to miss across a table. */
export const minusSign = '\u2212'

/** Building an Intl formatter costs far more than using one, and a sheet formats hundreds of numbers. */
const numberFormats = new Map<string, Intl.NumberFormat>()
const listFormats = new Map<string, Intl.ListFormat>()

function digits(value: number, locale: string): string {
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    numberFormats.set(locale, format)
  }
  return format.format(Math.abs(value))
}

/** A score or a total: "52", "−4". */
export function formatScore(value: number, locale: string): string {
  return value < 0 ? `${minusSign}${digits(value, locale)}` : digits(value, locale)
}

/** A breakdown line's points, always signed so additions and deductions read apart: "+20", "−4", "0". */
export function formatPoints(value: number, locale: string): string {
  if (value > 0) return `+${digits(value, locale)}`
  if (value < 0) return `${minusSign}${digits(value, locale)}`
  return '0'
}

/** Player ids become names; an id the log does not know is shown as it is. */
export function playerNamer(log: Pick<GameLog, 'players'>): (id: string) => string {
  return (id) => log.players.find((player) => player.id === id)?.name ?? id
}

/** "Ada and Bram", "Ada, Bram et Cleo": names joined the way the reader's language does it. */
export function joinNames(names: readonly string[], locale: string): string {
  let format = listFormats.get(locale)
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })
    listFormats.set(locale, format)
  }
  return format.format(names)
}
