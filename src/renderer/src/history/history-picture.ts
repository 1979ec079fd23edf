import type { Tally } from '../../../engine/stats/library-stats'
import { tallyFigures, winRateText } from './tally-words'
import type { SheetPicture } from '../components/share/sheet-picture'

/** What the History page shows of its selection, for its picture. */
export interface HistoryShown {
  /** The games chosen, in words: a game's name, or all games; the days, when chosen. */
  selection: string
  days: string
  /** "Games: 12, finished: 8." */
  summary: string
  /** The people of the page's first table: everyone, or the person chosen. */
  rows: readonly { label: string; tally: Tally }[]
}

/**
 * The History page's people table as a picture, drawn as the sheet's is: the selection, then one
 * row per person with the page's figures and win rate, as the page words them.
 */
export function historyPicture(
  shown: HistoryShown,
  t: (key: string, named?: Record<string, unknown>) => string,
  locale: string,
): SheetPicture {
  const count = new Intl.NumberFormat(locale)
  const rate = (tally: Tally) => winRateText(tally, t, locale)
  return {
    game: t('history.title'),
    date: shown.days,
    title: shown.selection,
    result: shown.summary,
    totalsNote: t('history.picture.note'),
    handHeading: t('history.people.name'),
    holders: [
      ...tallyFigures.map((figure) => t(`history.people.${figure}`)),
      t('history.people.winRate'),
    ],
    members: [...tallyFigures, 'rate'].map(() => null),
    rows: shown.rows.map(({ label, tally }) => ({
      label,
      totals: [...tallyFigures.map((figure) => count.format(tally[figure])), rate(tally)],
    })),
  }
}
