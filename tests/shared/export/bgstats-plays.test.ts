import { describe, expect, it } from 'vitest'
import { bgStatsPlays } from '../../../src/shared/export/bgstats-plays'
import { playsToExport } from '../../../src/shared/export/plays'
import { stableUuid } from '../../../src/shared/export/stable-uuid'
import { readBgStatsPlays, type ReadPlay } from './bgstats-reader'
import { historyGameOf, libraryGames } from './library-games'
import { translator } from './support'

/* The group's plays for BG Stats (issue 34, point 7), read back as a reader of the shape reads them. */

const english = translator('en')

function exported(games = libraryGames(), timeZone = 'Europe/Paris') {
  return bgStatsPlays(playsToExport(games, timeZone), english)
}

/** A play read back, in one line: what the fixture README says of the game. */
function described(play: ReadPlay): string {
  const players = play.players.map((each) =>
    [
      `${each.seatOrder}. ${each.name} ${each.score}`,
      each.winner ? ' won' : '',
      each.rank > 0 ? `, place ${each.rank}` : '',
      each.team === undefined ? '' : `, team ${each.team}`,
    ].join(''),
  )
  const marked = play.manualWinner ? ', winners as marked' : ''
  return `${play.date}, ${play.durationMin} min, ${play.game.name}${marked}: ${players.join('; ')}`
}

describe('the library worked out by hand, for BG Stats', () => {
  const plays = readBgStatsPlays(exported())

  it('holds the 8 finished games of fixtures/README.md, from the earliest, in Paris time', () => {
    expect(plays.map(described)).toEqual([
      // 03: Bram won the race with the higher total, so BG Stats would crown him itself.
      '2026-09-01 21:00:00, 60 min, Mystery Rummy: Dr. Jekyll & Mr. Hyde: 1. Ada 100; 2. Bram 140 won',
      '2026-10-02 20:30:00, 90 min, Mystery Rummy: Dr. Jekyll & Mr. Hyde: 1. Ada 100 won; 2. Bram 52',
      '2026-10-05 21:15:00, 45 min, Mystery Rummy: Jack the Ripper: 1. Ada 42 won; 2. Bram 40',
      // 08: the four shared the win, a draw: nobody won, both sides 1st, Ada and Cleo partners.
      '2026-10-08 20:00:00, 120 min, Dr. Jekyll & Mr. Hyde (Bambus), winners as marked: ' +
        '1. Ada 1080, place 1, team 1; 2. Bram 1080, place 1, team 2; ' +
        '3. Cleo 1080, place 1, team 1; 4. Dev 1080, place 1, team 2',
      '2026-10-09 20:20:00, 100 min, Dr. Jekyll & Mr. Hyde (Bambus): ' +
        '1. Ada 1080, place 2; 2. Bram 1440 won, place 1; 3. Cleo 1080, place 2',
      // Jekyll vs. Hyde's totals never pick its winner: BG Stats takes the winners as marked.
      '2026-10-10 21:00:00, 60 min, Jekyll vs. Hyde, winners as marked: 1. Ada 10; 2. Bram 10',
      '2026-10-11 20:45:00, 75 min, Jekyll vs. Hyde, winners as marked: 1. Ada 10; 2. Bram 10 won',
      '2026-10-13 21:50:00, 10 min, Jekyll vs. Hyde, winners as marked: 1. Ada 10 won; 2. Bram 0',
    ])
  })

  it('links Jekyll vs. Hyde to BoardGameGeek, and no game whose id nobody checked', () => {
    const games = new Map(plays.map((play) => [play.game.name, play.game]))
    expect([...games.values()].map((game) => [game.name, game.bggId, game.usesTeams])).toEqual([
      ['Mystery Rummy: Dr. Jekyll & Mr. Hyde', 0, false],
      ['Mystery Rummy: Jack the Ripper', 0, false],
      ['Dr. Jekyll & Mr. Hyde (Bambus)', 0, true],
      ['Jekyll vs. Hyde', 297129, false],
    ])
    expect(games.get('Jekyll vs. Hyde')?.highestWins).toBe(false)
  })

  it('counts what the History counts: the later copy, nothing abandoned, the unfinished apart', () => {
    const chosen = playsToExport(libraryGames(), 'Europe/Paris')
    expect([chosen.plays.length, chosen.unfinished, chosen.undated]).toEqual([8, 4, 0])
    // 02, the older copy of 01, spelt Ada "Adaline": not counted, so nobody is called so.
    expect(chosen.people.map((person) => person.name)).toEqual(['Ada', 'Bram', 'Cleo', 'Dev'])
  })

  it('names the games in the reader’s language', () => {
    const french = readBgStatsPlays(bgStatsPlays(playsToExport(libraryGames()), translator('fr')))
    expect(french[0]?.game.name).toBe('Mystery Rummy\u00a0: Dr Jekyll & Mr Hyde')
    expect(french[2]?.game.name).toBe('Mystery Rummy\u00a0: Jack l’Éventreur')
  })
})

describe('the same plays at every export', () => {
  it('gives the same file whatever the order the games come in', () => {
    expect(exported([...libraryGames()].reverse())).toBe(exported())
  })

  it('names a play by its log id, or by what it holds when it has none, and a person by name', () => {
    const plays = readBgStatsPlays(exported())
    expect(plays[1]?.uuid).toBe(stableUuid('play', 'game-won'))
    // 05 has no id: its game, its start as the log writes it, its people and their final totals
    // (Ada 42, Bram 40: fixtures/README.md) name it.
    const ripper = [
      'mystery-rummy-jack-the-ripper',
      '2026-10-05T19:15:00.000Z',
      ['ada', 'bram'],
      [42, 40],
    ]
    expect(plays[2]?.uuid).toBe(stableUuid('play-content', JSON.stringify(ripper)))
    // " ADA " in 03 and "Ada" elsewhere are one person, one uuid in every file.
    const ada = stableUuid('person', 'ada')
    expect(plays.map((play) => play.players[0]?.uuid)).toEqual(plays.map(() => ada))
    const alone = readBgStatsPlays(
      exported(libraryGames().filter((game) => game.source.startsWith('13'))),
    )
    expect(alone[0]?.players[0]?.uuid).toBe(ada)
  })
})

const race = historyGameOf({
  source: 'race.json',
  game: 'mystery-rummy-jekyll-hyde',
  id: 'race',
  createdAt: '2026-03-01T19:00:00.000Z',
  updatedAt: '2026-03-01T20:00:00.000Z',
  players: [
    { id: 'a', name: 'Ada' },
    { id: 'b', name: 'Bram' },
  ],
  length: 3_600_000,
  firstDealer: 'a',
  finished: true,
  abandoned: false,
  winners: ['a'],
  totals: { a: 100, b: 52 },
  sides: [['a'], ['b']],
  highestWins: true,
})

function onePlay(game: typeof race, timeZone = 'UTC') {
  return readBgStatsPlays(bgStatsPlays(playsToExport([game], timeZone), english))[0]
}

describe('each play', () => {
  it('says its winner was set by hand when the highest total did not win', () => {
    expect(onePlay(race)?.manualWinner).toBe(false)
    // A tie-break hand won with the lower total.
    expect(onePlay({ ...race, winners: ['b'] })?.manualWinner).toBe(true)
  })

  it('lasts its length in whole minutes, and 0 when the log does not say', () => {
    const lasting = (length: number | null) => onePlay({ ...race, length })?.durationMin
    expect([null, 29_999, 30_000, 89_999, 90_000].map(lasting)).toEqual([0, 0, 1, 1, 2])
  })

  it('is dated when it started, else when it was last saved, else left out and counted', () => {
    expect(onePlay(race)?.date).toBe('2026-03-01 19:00:00')
    expect(onePlay({ ...race, createdAt: undefined })?.date).toBe('2026-03-01 20:00:00')
    expect(onePlay({ ...race, createdAt: 'soon' })?.date).toBe('2026-03-01 20:00:00')
    const undated = playsToExport([{ ...race, createdAt: undefined, updatedAt: undefined }])
    expect([undated.plays, undated.undated]).toEqual([[], 1])
  })

  it('is dated in four-digit years only, from year 1 to 9999 where the file is made', () => {
    const at = (createdAt: string, timeZone = 'UTC') =>
      playsToExport([{ ...race, createdAt, updatedAt: createdAt }], timeZone).plays[0]?.start
    expect(at('0001-01-01T00:00:00.000Z')).toEqual({ day: '0001-01-01', time: '00:00:00' })
    expect(at('0000-12-31T23:59:59.000Z')).toBeUndefined()
    expect(at('9999-12-31T23:59:59.000Z')).toEqual({ day: '9999-12-31', time: '23:59:59' })
    expect(at('+010000-01-01T00:00:00.000Z')).toBeUndefined()
    // A UTC time in range that the local clock puts past the year 9999.
    expect(at('9999-12-31T23:30:00.000Z', 'Europe/Paris')).toBeUndefined()
  })

  it('makes one play of two copies of a log without an id, the later copy', () => {
    const first = { ...race, id: undefined, source: 'a/race.json' }
    const later = { ...first, source: 'b/race.json', updatedAt: '2026-03-01T21:00:00.000Z' }
    for (const games of [
      [first, later],
      [later, first],
    ]) {
      const { plays } = playsToExport(games, 'UTC')
      expect(plays.map((play) => play.saved.time)).toEqual(['21:00:00'])
    }
  })

  it('keeps two games without an id of the same people begun the same day apart, by their totals', () => {
    const day = { ...race, id: undefined, createdAt: '2026-03-01' }
    const other = { ...day, source: 'other.json', totals: { a: 101, b: 52 } }
    expect(playsToExport([day, other], 'UTC').plays).toHaveLength(2)
    expect(playsToExport([day, { ...day, source: 'copy.json' }], 'UTC').plays).toHaveLength(1)
  })

  it('leaves out the games not finished, and says how many', () => {
    const chosen = playsToExport([race, { ...race, id: 'later', finished: false, winners: [] }])
    expect([chosen.plays.length, chosen.unfinished]).toEqual([1, 1])
  })
})
