import type { HistoryGame } from './history-game'
import { byPersonKey, personKey, personName } from './people'

/** A person at one game, as the history counts them. */
export interface Present {
  key: string
  name: string
  won: boolean
  /**
   * Their side (the engine's holder); of a person seated twice, the first side listed that holds
   * one of their seats, whatever the seating order. Null when no holder names them.
   */
  side: number | null
  /** Their total at the end (the best of their seats); null when the engine gave none. */
  total: number | null
}

/** A finished game nobody won, or whose win every seat shares: nobody beat anybody. */
export function isDraw(game: HistoryGame): boolean {
  if (!game.finished) return false
  const winners = new Set(game.winners)
  return winners.size === 0 || game.players.every((player) => winners.has(player.id))
}

/**
 * Each game's people, worked out once per game: a HistoryGame is never changed once made, and
 * the History page asks about the same games again for every person chosen (issue 32: a person
 * chosen among 1,000 games within twice the time among 50).
 */
const peopleOfGame = new WeakMap<
  HistoryGame,
  { list: readonly Present[]; byKey: ReadonlyMap<string, Present> }
>()

/**
 * The people of one game, each once (two seats with one name are one person), in the order of
 * their keys; in a draw, nobody won.
 */
export function peopleOf(game: HistoryGame): readonly Present[] {
  return peopleIn(game).list
}

/** The people of one game by their key (`personKey`). */
export function peopleByKey(game: HistoryGame): ReadonlyMap<string, Present> {
  return peopleIn(game).byKey
}

function peopleIn(game: HistoryGame) {
  const known = peopleOfGame.get(game)
  if (known) return known
  const winners = new Set(isDraw(game) ? [] : game.winners)
  const present = new Map<string, Present>()
  for (const player of game.players) {
    const key = personKey(player.name)
    const seen = present.get(key)
    const won = game.finished && winners.has(player.id)
    const name = personName(player.name)
    const total = totalOf(game, player.id)
    if (!seen) present.set(key, { key, name, won, side: sideOf(game, player.id), total })
    else {
      seen.won ||= won
      const side = sideOf(game, player.id)
      if (side !== null && (seen.side === null || side < seen.side)) seen.side = side
      if (total !== null && (seen.total === null || total > seen.total)) seen.total = total
      // Two seats, two spellings: the same one shown whichever seat comes first.
      if (name < seen.name) seen.name = name
    }
  }
  const list = [...present.values()].sort((a, b) => byPersonKey(a.key, b.key))
  const people = { list, byKey: present }
  peopleOfGame.set(game, people)
  return people
}

function sideOf(game: HistoryGame, player: string): number | null {
  const side = game.sides.findIndex((members) => members.includes(player))
  return side < 0 ? null : side
}

function totalOf(game: HistoryGame, player: string): number | null {
  const total = Object.hasOwn(game.totals, player) ? game.totals[player] : undefined
  return typeof total === 'number' && Number.isFinite(total) ? total : null
}

/** Whether two people of one game played on one side (a holder with both of them in it). */
export function partners(first: Present, second: Present): boolean {
  return first.side !== null && first.side === second.side
}
