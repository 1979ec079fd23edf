// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createCasebookI18n } from '../../../src/shared/i18n'
import { historyPicture } from '../../../src/renderer/src/history/history-picture'

const tally = (games: number, finished: number, wins: number, draws: number) => ({
  games,
  finished,
  wins,
  draws,
  losses: finished - wins - draws,
})

describe('the History page as a picture', () => {
  it('draws the page’s people with its figures and win rate, in the reader’s language', () => {
    for (const [locale, rate, notYet] of [
      ['en', '38%', 'not yet'],
      ['fr', '38\u00a0%', 'pas encore'],
    ] as const) {
      const { t } = createCasebookI18n(locale).global
      const picture = historyPicture(
        {
          selection: 'Jekyll vs. Hyde',
          days: '',
          summary: 'Games: 12, finished: 8.',
          rows: [
            { label: 'Ada', tally: tally(12, 8, 3, 2) },
            { label: 'Zoë', tally: tally(2, 0, 0, 0) },
          ],
        },
        (key, named) => t(key, named ?? {}),
        locale,
      )
      expect(picture.title).toBe('Jekyll vs. Hyde')
      expect(picture.result).toBe('Games: 12, finished: 8.')
      expect(picture.holders).toHaveLength(6)
      expect(picture.rows).toEqual([
        { label: 'Ada', totals: ['12', '8', '3', '2', '3', rate] },
        { label: 'Zoë', totals: ['2', '0', '0', '0', '0', notYet] },
      ])
      expect(picture.total).toBeUndefined()
    }
  })
})
