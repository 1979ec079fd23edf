import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  gamesBehind,
  libraryStats,
  personKey,
  type Figure,
  type HistoryGame,
} from '../../../src/engine'
import { arbitraryLibrary, game, names } from './history-games'

describe('a person across the library', () => {
  it('is known by name trimmed, in NFC and without case', () => {
    expect(personKey('  Zoe\u0308 ')).toBe(personKey('ZOË'))
    expect(personKey('Ada')).not.toBe(personKey('Adah'))
    const stats = libraryStats([game([' ada', 'Bram']), game(['ADA ', 'bram'])])
    // Neither game says when it was saved: the spelling of the first one listed.
    expect(stats.players.map((person) => [person.name, person.games])).toEqual([
      ['ada', 2],
      ['Bram', 2],
    ])
  })

  it('is shown under the spelling most of their games use, not the latest', () => {
    const at = (day: number) => ({ updatedAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00Z` })
    const games = [
      ...[1, 2, 3].map((day) => game(['Ada', 'Bram'], {}, at(day), `a${day}.json`)),
      ...[4, 5].map((day) => game(['ada', 'Bram'], {}, at(day), `b${day}.json`)),
    ]
    // Three games against two: "Ada", though "ada" is the later.
    expect(libraryStats(games).players[0]!.name).toBe('Ada')
    // One more "ada" makes them even: then the spelling used last.
    const even = [...games, game(['ada', 'Bram'], {}, at(6), 'b6.json')]
    expect(libraryStats(even).players[0]!.name).toBe('ada')
    expect(libraryStats(even).headToHead[0]!.players).toEqual(['ada', 'Bram'])
  })

  it('is one person whatever invisible characters or spaces their name was typed with', () => {
    for (const typed of [
      'A\u200Bda Lovelace',
      'Ada\u00A0Lovelace',
      'Ada\u3000Lovelace',
      'Ada  Lovelace',
    ]) {
      expect(personKey(typed)).toBe(personKey('ada lovelace'))
    }
    expect(personKey('AdaLovelace')).not.toBe(personKey('Ada Lovelace'))
    const stats = libraryStats([
      game(['Ada Lovelace', 'Bram']),
      game(['Ada\u00A0Lovelace\u200B', 'Bram']),
    ])
    expect(stats.players.map((person) => [person.name, person.games])).toEqual([
      ['Ada Lovelace', 2],
      ['Bram', 2],
    ])
  })

  it('is shown as spelt in the latest game they played, when spellings are as many', () => {
    const older = game(['Ada'], {}, { updatedAt: '2026-01-02T00:00:00Z' }, 'a.json')
    const newer = game(['ADA'], {}, { updatedAt: '2026-01-02T00:00:01Z' }, 'b.json')
    expect(libraryStats([newer, older]).players[0]!.name).toBe('ADA')
    expect(libraryStats([older, newer]).players[0]!.name).toBe('ADA')
  })

  it('sitting twice in one game is in it once', () => {
    const stats = libraryStats([game(['Ada', 'ada'], { finished: true, winners: [1] })])
    expect(stats.players).toEqual([
      {
        name: 'Ada',
        games: 1,
        finished: 1,
        wins: 1,
        draws: 0,
        losses: 0,
        byGame: expect.any(Object),
      },
    ])
    expect(stats.headToHead).toEqual([])
  })
})

describe('wins, draws and losses', () => {
  it('a shared win is a win for each winner, a finished game without a winner a draw for all', () => {
    const stats = libraryStats([
      game(['Ada', 'Bram', 'Cleo'], { finished: true, winners: [0, 1] }),
      game(['Ada', 'Bram'], { finished: true }),
      game(['Ada', 'Bram'], { finished: false }),
    ])
    const figures = stats.players.map(({ name, games, finished, wins, draws, losses }) => ({
      name,
      games,
      finished,
      wins,
      draws,
      losses,
    }))
    expect(figures).toEqual([
      { name: 'Ada', games: 3, finished: 2, wins: 1, draws: 1, losses: 0 },
      { name: 'Bram', games: 3, finished: 2, wins: 1, draws: 1, losses: 0 },
      { name: 'Cleo', games: 1, finished: 1, wins: 0, draws: 0, losses: 1 },
    ])
    expect(stats.headToHead[0]).toEqual({
      players: ['Ada', 'Bram'],
      games: 3,
      finished: 2,
      wins: { Ada: 1, Bram: 1 },
      draws: 1,
    })
  })

  it('a win every player shares is a draw for each; shared by all but one, a win for each winner', () => {
    const everyone = game(['Ada', 'Bram', 'Cleo', 'Dev'], { finished: true, winners: [0, 1, 2, 3] })
    const allButDev = game(['Ada', 'Bram', 'Cleo', 'Dev'], { finished: true, winners: [0, 1, 2] })
    const figure = (stats: ReturnType<typeof libraryStats>, name: string) => {
      const { wins, draws, losses } = stats.players.find((person) => person.name === name)!
      return { wins, draws, losses }
    }
    const shared = libraryStats([everyone])
    expect(figure(shared, 'Ada')).toEqual({ wins: 0, draws: 1, losses: 0 })
    expect(figure(shared, 'Dev')).toEqual({ wins: 0, draws: 1, losses: 0 })
    expect(shared.headToHead[0]).toMatchObject({ wins: { Ada: 0, Bram: 0 }, draws: 1 })
    const some = libraryStats([allButDev])
    expect(figure(some, 'Ada')).toEqual({ wins: 1, draws: 0, losses: 0 })
    expect(figure(some, 'Dev')).toEqual({ wins: 0, draws: 0, losses: 1 })
    expect(gamesBehind([everyone], { people: ['Ada'], figure: 'draws' })).toEqual([everyone])
    expect(gamesBehind([everyone], { people: ['Ada'], figure: 'wins' })).toEqual([])
    expect(gamesBehind([allButDev], { people: ['Ada'], figure: 'wins' })).toEqual([allButDev])
    expect(gamesBehind([allButDev], { people: ['Dev'], figure: 'losses' })).toEqual([allButDev])
  })

  it('a game in progress has no winner yet, even if its score names one', () => {
    const stats = libraryStats([game(['Ada', 'Bram'], { finished: false, winners: [0] })])
    expect(stats.players[0]).toMatchObject({ games: 1, finished: 0, wins: 0, draws: 0 })
  })
})

describe('the same game saved twice', () => {
  const at = (time: string, source: string) =>
    game(['Ada'], {}, { id: 'g', updatedAt: time }, source)

  it('counts once, the copy saved later by a millisecond', () => {
    const stats = libraryStats([
      at('2026-01-01T00:00:00.000Z', 'first.json'),
      at('2026-01-01T00:00:00.001Z', 'second.json'),
    ])
    expect(stats.games).toBe(1)
    expect(stats.superseded).toEqual([{ source: 'first.json', by: 'second.json' }])
  })

  it('keeps the first listed when both were saved at the same moment, or neither says when', () => {
    const same = libraryStats([
      at('2026-01-01T00:00:00Z', 'first.json'),
      at('2026-01-01T00:00:00.000Z', 'second.json'),
    ])
    expect(same.superseded).toEqual([{ source: 'second.json', by: 'first.json' }])
    const undated = libraryStats([
      game(['Ada'], {}, { id: 'g' }, 'first.json'),
      game(['Ada'], {}, { id: 'g', updatedAt: 'not a date' }, 'second.json'),
    ])
    expect(undated.superseded).toEqual([{ source: 'second.json', by: 'first.json' }])
  })

  it('games without an id are never taken for one another', () => {
    expect(libraryStats([game(['Ada']), game(['Ada'])]).games).toBe(2)
  })
})

describe('a game its players gave up', () => {
  it('counts in no figure, and is named apart', () => {
    const stats = libraryStats([
      game(['Ada', 'Bram'], { finished: true, winners: [0] }, {}, 'played.json'),
      game(['Ada', 'Eve'], { abandoned: true }, {}, 'given-up.json'),
    ])
    expect(stats.games).toBe(1)
    expect(stats.players.map((person) => [person.name, person.games])).toEqual([
      ['Ada', 1],
      ['Bram', 1],
    ])
    expect(stats.headToHead.map((pair) => pair.players)).toEqual([['Ada', 'Bram']])
    expect(stats.abandoned).toEqual(['given-up.json'])
    expect(
      gamesBehind([game(['Ada'], { abandoned: true })], { people: ['Ada'], figure: 'games' }),
    ).toEqual([])
  })

  it('counts again once resumed: the copy saved last decides', () => {
    const copy = (abandoned: boolean, time: string, source: string) =>
      game(['Ada'], { abandoned }, { id: 'g', updatedAt: time }, source)
    const resumed = libraryStats([
      copy(true, '2026-01-01T00:00:00.000Z', 'given-up.json'),
      copy(false, '2026-01-01T00:00:00.001Z', 'resumed.json'),
    ])
    expect([resumed.games, resumed.abandoned]).toEqual([1, []])
    const givenUp = libraryStats([
      copy(false, '2026-01-01T00:00:00.000Z', 'playing.json'),
      copy(true, '2026-01-01T00:00:00.001Z', 'given-up.json'),
    ])
    expect([givenUp.games, givenUp.abandoned]).toEqual([0, ['given-up.json']])
    expect(givenUp.superseded).toEqual([{ source: 'playing.json', by: 'given-up.json' }])
  })
})

describe('the history, for any library', () => {
  it('wins, losses and draws add up to the finished games, for everyone and at every game', () => {
    fc.assert(
      fc.property(arbitraryLibrary, (games) => {
        for (const person of libraryStats(games).players) {
          for (const tally of [person, ...Object.values(person.byGame)]) {
            expect(tally.wins + tally.losses + tally.draws).toBe(tally.finished)
            expect(tally.finished).toBeLessThanOrEqual(tally.games)
          }
        }
      }),
    )
  })

  it('a pair is the same whoever sits first: the head-to-head is symmetric', () => {
    fc.assert(
      fc.property(arbitraryLibrary, (games) => {
        const reseated = games.map((each) => ({ ...each, players: [...each.players].reverse() }))
        const stats = libraryStats(games)
        expect(libraryStats(reseated).headToHead).toEqual(stats.headToHead)
        const gamesOf = new Map(stats.players.map((person) => [person.name, person.games]))
        for (const pair of stats.headToHead) {
          const [first, second] = pair.players
          expect(pair.games).toBeLessThanOrEqual(
            Math.min(gamesOf.get(first)!, gamesOf.get(second)!),
          )
          expect(pair.wins[first]! + pair.wins[second]! + pair.draws).toBeLessThanOrEqual(
            pair.finished + pair.wins[first]!,
          )
        }
      }),
    )
  })

  it('renaming a person everywhere changes no figure', () => {
    fc.assert(
      fc.property(arbitraryLibrary, fc.constantFrom(...names), (games, renamed) => {
        const newName = 'Renamed Person'
        const rename = (each: HistoryGame) => ({
          ...each,
          players: each.players.map((player) =>
            personKey(player.name) === personKey(renamed) ? { ...player, name: newName } : player,
          ),
        })
        const before = libraryStats(games)
        const after = libraryStats(games.map(rename))
        const figuresOf = (stats: typeof before, name: string) => {
          const person = stats.players.find((each) => personKey(each.name) === personKey(name))
          return person && { ...person, name: undefined }
        }
        expect(after.games).toBe(before.games)
        expect(after.finished).toBe(before.finished)
        for (const person of before.players) {
          const now = personKey(person.name) === personKey(renamed) ? newName : person.name
          expect(figuresOf(after, now)).toEqual(figuresOf(before, person.name))
        }
        expect(after.headToHead.length).toBe(before.headToHead.length)
      }),
    )
  })
})

describe('abandoning a game, for any library', () => {
  const marked = (games: HistoryGame[], index: number, abandoned: boolean) =>
    games.map((each, at) => (at === index ? { ...each, abandoned } : each))

  it('gives the figures of the library without it, and names it apart', () => {
    fc.assert(
      fc.property(arbitraryLibrary, fc.nat(), (games, pick) => {
        fc.pre(games.length > 0)
        const index = pick % games.length
        // A game without an id has no other copy: leaving it out is removing it.
        fc.pre(games[index]!.id === undefined)
        const given = libraryStats(marked(games, index, true))
        const without = libraryStats(games.filter((_, at) => at !== index))
        expect({ ...given, abandoned: [] }).toEqual({ ...without, abandoned: [] })
        expect(given.abandoned).toContain(games[index]!.source)
      }),
    )
  })

  it('changes the figures of its own people only, and the games counted by one at most', () => {
    fc.assert(
      fc.property(arbitraryLibrary, fc.nat(), (games, pick) => {
        fc.pre(games.length > 0)
        const index = pick % games.length
        const before = libraryStats(marked(games, index, false))
        const after = libraryStats(marked(games, index, true))
        expect(before.games - after.games).toBeGreaterThanOrEqual(0)
        expect(before.games - after.games).toBeLessThanOrEqual(1)
        const inIt = new Set(games[index]!.players.map((player) => personKey(player.name)))
        const others = (stats: typeof before) =>
          stats.players
            .filter((person) => !inIt.has(personKey(person.name)))
            .map((person) => ({ ...person, name: personKey(person.name) }))
        expect(others(after)).toEqual(others(before))
      }),
    )
  })
})

describe('the games behind a figure', () => {
  it('are as many as the figure says, for every person, game and pair', () => {
    fc.assert(
      fc.property(arbitraryLibrary, (games) => {
        const stats = libraryStats(games)
        for (const person of stats.players) {
          for (const figure of ['games', 'finished', 'wins', 'draws', 'losses'] as const) {
            expect(gamesBehind(games, { people: [person.name], figure })).toHaveLength(
              person[figure],
            )
            for (const [id, tally] of Object.entries(person.byGame)) {
              const behind = gamesBehind(games, { people: [person.name], figure, game: id })
              expect(behind).toHaveLength(tally[figure])
            }
          }
        }
        for (const pair of stats.headToHead) {
          const [first, second] = pair.players
          const both = (figure: Figure, people = [first, second]) =>
            gamesBehind(games, { people, figure }).length
          expect(both('games')).toBe(pair.games)
          expect(both('finished')).toBe(pair.finished)
          expect(both('draws')).toBe(pair.draws)
          expect(both('wins')).toBe(pair.wins[first])
          expect(both('wins', [second, first])).toBe(pair.wins[second])
        }
      }),
    )
  })

  it('are the same asked once or again: what is kept of a game between two questions changes nothing', () => {
    fc.assert(
      fc.property(arbitraryLibrary, (games) => {
        const fresh = () => games.map((each) => structuredClone(each))
        const asked = libraryStats(games)
        expect(libraryStats(games)).toEqual(asked)
        expect(libraryStats(fresh())).toEqual(asked)
        for (const person of asked.players) {
          const behind = gamesBehind(games, { people: [person.name], figure: 'wins' })
          const again = gamesBehind(fresh(), { people: [person.name], figure: 'wins' })
          expect(again.map((each) => each.source)).toEqual(behind.map((each) => each.source))
        }
      }),
    )
  })
})
