import { describe, expect, it } from 'vitest'
import { libraryStats } from '../../../src/engine'
import { historyCsv } from '../../../src/shared/export/history-csv'
import { createCasebookI18n } from '../../../src/shared/i18n'
import { libraryGames } from './library-games'

/* The History page's CSV (issue 34): one row per person, over the library worked out by hand. */

const fixtureStats = () => libraryStats(libraryGames())

function translator(locale: 'en' | 'fr') {
  const { global } = createCasebookI18n(locale)
  return {
    t: (key: string, named?: Record<string, unknown>) => global.t(key, named ?? {}),
    te: global.te,
  }
}

describe('the History as CSV', () => {
  const lines = historyCsv(fixtureStats(), translator('en')).split('\r\n')

  it('starts with a byte order mark and a header in the reader’s language', () => {
    expect(lines[0]).toMatch(/^\uFEFFPerson,Games,Finished,Wins,Draws,Losses,Win rate \(0 to 1\),/)
    const french = historyCsv(fixtureStats(), translator('fr')).split('\r\n')[0]
    expect(french).toMatch(/^\uFEFFPersonne,Parties,Terminées,Victoires,/)
  })

  it('gives each person the figures of the fixture README, empty where no game gave one', () => {
    expect(lines[1]).toBe(
      'Ada,12,8,3,2,3,0.375,304,1080,2432,100,1.5,580,64,2026-10-13,2,1,Bram,Cleo',
    )
    expect(lines[4]).toBe('Dev,2,1,0,1,0,0,1080,1080,1080,,1,140,70,2026-10-08,0,0,Ada,Bram')
    expect(lines[5]).toBe('Zoë,2,0,0,0,0,,,,,,,20,20,2026-10-07,0,0,Ada,')
    expect(lines).toHaveLength(7)
    expect(lines[6]).toBe('')
  })
})
