import { describe, expect, it } from 'vitest'
import { libraryRecords, type GameRecord, type RecordKind } from '../../../src/engine'

const kinds: Record<string, RecordKind[]> = {
  rummy: [
    { id: 'best-hand', aggregate: 'highest' },
    { id: 'shut-outs', aggregate: 'total' },
  ],
  duel: [{ id: 'fastest-win', aggregate: 'lowest' }],
}
const kindsOf = (game: string) => kinds[game] ?? []

/** One game: Ada is p1, Bram p2 (unless seated otherwise), and each record as [kind, player, value]. */
function game(
  id: string,
  records: [string, string, number][],
  players = [
    { id: 'p1', name: 'Ada' },
    { id: 'p2', name: 'Bram' },
  ],
  name = 'rummy',
) {
  return {
    game: name,
    id,
    players,
    records: records.map(([kind, player, value]): GameRecord => ({
      kind,
      player,
      value,
      hands: [1],
    })),
  }
}

describe('records across games', () => {
  it('keeps the best value with every game that reached it, a tie included', () => {
    const people = libraryRecords(
      [
        game('g1', [['best-hand', 'p1', 52]]),
        game('g2', [['best-hand', 'p1', 60]]),
        game('g3', [['best-hand', 'p1', 60]]),
        game('g4', [['best-hand', 'p1', 59]]),
      ],
      kindsOf,
    )
    expect(people[0]!.byGame.rummy).toEqual([
      {
        kind: 'best-hand',
        aggregate: 'highest',
        value: 60,
        from: [
          { id: 'g2', hands: [1] },
          { id: 'g3', hands: [1] },
        ],
      },
    ])
  })

  it('keeps the lowest value of a lowest record', () => {
    const [ada] = libraryRecords(
      [
        game('d1', [['fastest-win', 'p1', 3]], undefined, 'duel'),
        game('d2', [['fastest-win', 'p1', 2]], undefined, 'duel'),
        game('d3', [['fastest-win', 'p1', 3]], undefined, 'duel'),
      ],
      kindsOf,
    )
    expect(ada!.byGame.duel).toEqual([
      { kind: 'fastest-win', aggregate: 'lowest', value: 2, from: [{ id: 'd2', hands: [1] }] },
    ])
  })

  it('adds up a total, naming only the games that added to it', () => {
    const [ada] = libraryRecords(
      [
        game('g1', [['shut-outs', 'p1', 2]]),
        game('g2', [['shut-outs', 'p1', 0]]),
        game('g3', [['shut-outs', 'p1', 1]]),
      ],
      kindsOf,
    )
    expect(ada!.byGame.rummy).toEqual([
      {
        kind: 'shut-outs',
        aggregate: 'total',
        value: 3,
        from: [
          { id: 'g1', hands: [1] },
          { id: 'g3', hands: [1] },
        ],
      },
    ])
  })

  it('a total of none is 0 with no game behind it', () => {
    const [ada] = libraryRecords([game('g1', [['shut-outs', 'p1', 0]])], kindsOf)
    expect(ada!.byGame.rummy![0]).toMatchObject({ value: 0, from: [] })
  })

  it('knows a person by name across games, without case, and orders people by name', () => {
    const people = libraryRecords(
      [
        game('g1', [['best-hand', 'p2', 10]]),
        game('g2', [['best-hand', 'x', 12]], [{ id: 'x', name: ' bram ' }]),
        game('g3', [['best-hand', 'p1', 5]]),
      ],
      kindsOf,
    )
    expect(people.map((person) => [person.name, person.byGame.rummy![0]!.value])).toEqual([
      ['Ada', 5],
      ['Bram', 12],
    ])
  })

  it('lists a game’s kinds in the game’s order and ignores a kind or seat it does not know', () => {
    const [ada] = libraryRecords(
      [
        game('g1', [
          ['shut-outs', 'p1', 1],
          ['best-hand', 'p1', 40],
          ['no-such-record', 'p1', 99],
          ['best-hand', 'nobody', 99],
        ]),
      ],
      kindsOf,
    )
    expect(ada!.byGame.rummy!.map((record) => record.kind)).toEqual(['best-hand', 'shut-outs'])
  })
})
