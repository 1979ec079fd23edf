import type { GameLog } from '../../../../engine'
import { formatPoints as points, formatScore as score } from '../../../../shared/points'

/** Building an Intl formatter costs far more than using one, and a sheet formats hundreds of numbers. */
const numberFormats = new Map<string, Intl.NumberFormat>()
const listFormats = new Map<string, Intl.ListFormat>()

function digits(magnitude: number, locale: string): string {
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    numberFormats.set(locale, format)
  }
  return format.format(magnitude)
}

/** A score or a total in the reader's digits: "52", "−4". */
export function formatScore(value: number, locale: string): string {
  return score(value, (magnitude) => digits(magnitude, locale))
}

/** A breakdown line's points in the reader's digits: "+20", "−4", "0". */
export function formatPoints(value: number, locale: string): string {
  return points(value, (magnitude) => digits(magnitude, locale))
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
