import type { GameLog } from '../../../../engine'

/** U+2212, the real minus sign: a hyphen is easy to miss across a table. */
export const minusSign = '\u2212'

function digits(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.abs(value))
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
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names)
}
