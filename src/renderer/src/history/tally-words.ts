import { winRate, type Tally } from '../../../engine/stats/library-stats'

/** A tally's figures, in the order every History table and picture shows them. */
export const tallyFigures = ['games', 'finished', 'wins', 'draws', 'losses'] as const

/** A win rate as the History writes it: a percentage in the reader's language, or "not yet". */
export function winRateText(tally: Tally, t: (key: string) => string, locale: string): string {
  const value = winRate(tally)
  return value === null
    ? t('history.people.noRate')
    : new Intl.NumberFormat(locale, { style: 'percent' }).format(value)
}
