import { isDraw, peopleOf } from './game-people'
import type { HistoryGame } from './history-game'
import { personKey } from './people'
import { addGame, emptyTally, type Tally } from './tally'

/** A person's results by the table they sat at (issue 34, point 3). */
export interface PersonSeats {
  name: string
  /** By the number of players at the table ("2", "3", "4"), fewest first. */
  byPlayers: { [players: string]: Tally }
  /** The games where they dealt the first hand (as the log records `firstDealer`). */
  asFirstDealer: Tally
}

/**
 * Each person's games, finished games, wins, draws and losses by the number of players at the
 * table, and in the games where they dealt first, over `games` (one copy each, none abandoned),
 * for the people `people` lists (their keys, in order), named by `nameOf`. One pass.
 */
export function personSeats(
  games: readonly HistoryGame[],
  people: readonly string[],
  nameOf: (key: string) => string,
): PersonSeats[] {
  const seats = new Map<string, { byPlayers: Map<number, Tally>; asFirstDealer: Tally }>()
  for (const game of games) {
    const drawn = isDraw(game)
    const dealer = game.players.find((player) => player.id === game.firstDealer)
    const dealerKey = dealer === undefined ? null : personKey(dealer.name)
    for (const person of peopleOf(game)) {
      let kept = seats.get(person.key)
      if (!kept)
        seats.set(person.key, (kept = { byPlayers: new Map(), asFirstDealer: emptyTally() }))
      let atTable = kept.byPlayers.get(game.players.length)
      if (!atTable) kept.byPlayers.set(game.players.length, (atTable = emptyTally()))
      addGame(atTable, game.finished, person.won, drawn)
      if (person.key === dealerKey) addGame(kept.asFirstDealer, game.finished, person.won, drawn)
    }
  }
  return people.map((key) => {
    const kept = seats.get(key)
    const byPlayers = [...(kept?.byPlayers ?? [])].sort(([a], [b]) => a - b)
    return {
      name: nameOf(key),
      byPlayers: Object.fromEntries(byPlayers.map(([count, tally]) => [String(count), tally])),
      asFirstDealer: kept?.asFirstDealer ?? emptyTally(),
    }
  })
}
