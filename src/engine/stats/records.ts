import type { GameRecord, RecordKind } from '../core/game-module'
import { byPersonKey, personKey, personName } from './people'

/** One game's records, as the history adds them up: which game, who sat, what each kept. */
export interface GameRecords {
  /** The game's id (which game it is). */
  game: string
  /** The log's own id, so a page links to it. */
  id: string
  players: readonly { id: string; name: string }[]
  records: readonly GameRecord[]
}

/** Where a record was kept: the game (its log id) and the hands in it. */
export interface RecordSource {
  id: string
  hands: readonly number[]
}

/**
 * A person's record of one kind at one game: the best value (`highest`, `lowest`) with every game
 * that reached it, or the total (`total`) with every game that added to it.
 */
export interface PersonRecord {
  kind: string
  aggregate: RecordKind['aggregate']
  value: number
  from: RecordSource[]
}

export interface PersonRecords {
  name: string
  /** Per game id, its records in the order of the game's kinds, only the kinds the person kept. */
  byGame: { [game: string]: PersonRecord[] }
}

/**
 * Every person's records over many games, known by name across them (`personKey`). `kinds`
 * gives each game's record kinds, as its module lists them. A person seated twice in one game
 * keeps the better of his two records for a best value, and both for a total.
 */
export function libraryRecords(
  games: readonly GameRecords[],
  kinds: (game: string) => readonly RecordKind[],
): PersonRecords[] {
  const people = new Map<string, { name: string; byGame: Map<string, Map<string, PersonRecord>> }>()
  for (const game of games) {
    const kindsOfGame = kinds(game.game)
    for (const record of game.records) {
      const kind = kindsOfGame.find((known) => known.id === record.kind)
      const seat = game.players.find((player) => player.id === record.player)
      if (kind === undefined || seat === undefined) continue
      const key = personKey(seat.name)
      const person = people.get(key) ?? { name: personName(seat.name), byGame: new Map() }
      people.set(key, person)
      const ofGame = person.byGame.get(game.game) ?? new Map<string, PersonRecord>()
      person.byGame.set(game.game, ofGame)
      const source = { id: game.id, hands: record.hands }
      const known = ofGame.get(kind.id)
      if (known === undefined)
        ofGame.set(kind.id, {
          kind: kind.id,
          aggregate: kind.aggregate,
          value: record.value,
          from: kind.aggregate === 'total' && record.value === 0 ? [] : [source],
        })
      else add(known, record.value, source)
    }
  }
  return [...people.entries()]
    .sort(([a], [b]) => byPersonKey(a, b))
    .map(([, { name, byGame }]) => ({
      name,
      byGame: Object.fromEntries(
        [...byGame.entries()].map(([game, records]) => [
          game,
          kinds(game)
            .map((kind) => records.get(kind.id))
            .filter((record) => record !== undefined),
        ]),
      ),
    }))
}

/** One more game's value: a better one replaces the best, an equal one joins it, a total adds. */
function add(record: PersonRecord, value: number, source: RecordSource): void {
  if (record.aggregate === 'total') {
    record.value += value
    if (value !== 0) record.from.push(source)
    return
  }
  const better = record.aggregate === 'highest' ? value > record.value : value < record.value
  if (better) [record.value, record.from] = [value, [source]]
  else if (value === record.value) record.from.push(source)
}
