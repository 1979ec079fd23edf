import type { ScaleOptionsByType } from 'chart.js'

/** What the History's charts share: a colour of the page's theme, and their axis of games ended. */

/** A colour of the page's theme, read where the chart is drawn; the fallback before it is. */
export function themeColour(root: HTMLElement | null, name: string, fallback: string): string {
  const style = root ? getComputedStyle(root) : null
  return style?.getPropertyValue(name).trim() || fallback
}

/** When each game ended, as a time; null for all when one of them does not say. */
export function endedTimes(ats: readonly (string | null)[]): number[] | null {
  const each = ats.map((at) => (at === null ? NaN : Date.parse(at)))
  return each.every(Number.isFinite) ? each : null
}

/**
 * The axis along the games: the days they ended (a quiet month and a busy week do not look
 * alike), or their numbers when a game does not say when.
 */
export function endedAxis(options: {
  dated: boolean
  locale: string
  words: { day: string; game: string }
  text: string
  grid: string
}): ScaleOptionsByType<'linear'> {
  const { dated, locale, words, text, grid } = options
  const ticks = { color: text, font: { size: 13 } }
  const shortDay = (time: number) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(time)
  return (
    dated
      ? {
          type: 'linear',
          ticks: { ...ticks, maxTicksLimit: 6, callback: (value) => shortDay(Number(value)) },
          grid: { color: grid },
          title: { display: true, text: words.day, color: text },
        }
      : {
          type: 'linear',
          min: 1,
          ticks: { ...ticks, precision: 0 },
          grid: { color: grid },
          title: { display: true, text: words.game, color: text },
        }
  ) as ScaleOptionsByType<'linear'>
}
