import type { RoleKind } from '../core/game-module'
import { gameModuleOf } from '../games'
import { byPlace } from './variants'
import { isDraw, peopleByKey } from './game-people'
import type { HistoryGame } from './history-game'
import { personKey } from './people'
import { addGame, type Tally } from './tally'

/**
 * A person's results in one role: games (or, for a role held hand by hand, hands) played, over,
 * won, drawn and lost.
 */
export interface RoleTally extends Tally {
  per: RoleKind['per']
}

/** A person's results by role, per game id, in the order the game lists its roles. */
export interface PersonRoles {
  name: string
  byGame: { [game: string]: { [role: string]: RoleTally } }
}

/**
 * Each person's results in the roles the games give (issue 34, point 3: as Dr. Jekyll, as the
 * solo), over `games` (one copy each, none abandoned), for the people `people` lists (their
 * keys, in order), named by `nameOf`. A role held for the game has the game's result, counted as
 * every figure counts it (a win all the players share is a draw); one held hand by hand counts
 * its hands. A person seated twice in one game counts once per role: their first seat's. One pass.
 */
export function personRoles(
  games: readonly HistoryGame[],
  people: readonly string[],
  nameOf: (key: string) => string,
): PersonRoles[] {
  const byPerson = new Map<string, PersonRoles['byGame']>()
  for (const game of games) {
    const keyOf = new Map(game.players.map((player) => [player.id, personKey(player.name)]))
    const present = peopleByKey(game)
    const drawn = isDraw(game)
    const counted = new Set<string>()
    for (const played of game.roles) {
      const key = keyOf.get(played.player)
      const person = key === undefined ? undefined : present.get(key)
      if (person === undefined || counted.has(JSON.stringify([person.key, played.role]))) continue
      counted.add(JSON.stringify([person.key, played.role]))
      let byGame = byPerson.get(person.key)
      if (!byGame) byPerson.set(person.key, (byGame = {}))
      const roles = (byGame[game.game] ??= {})
      const { hands } = played
      const tally = (roles[played.role] ??= emptyRoleTally(hands === null ? 'game' : 'hand'))
      if (hands === null) addGame(tally, game.finished, person.won, drawn)
      else {
        tally.games += hands.played
        tally.finished += hands.played
        tally.wins += hands.won
        tally.draws += hands.drawn
        tally.losses += hands.played - hands.won - hands.drawn
      }
    }
  }
  return people.map((key) => ({ name: nameOf(key), byGame: inKindsOrder(byPerson.get(key) ?? {}) }))
}

/** Each game's roles in the order the game lists them (`roleKinds`), not the order first met. */
function inKindsOrder(byGame: PersonRoles['byGame']): PersonRoles['byGame'] {
  const ordered: PersonRoles['byGame'] = {}
  for (const [game, roles] of Object.entries(byGame)) {
    const kinds = gameModuleOf(game)?.roleKinds.map((kind) => kind.id) ?? []
    const at = (role: string) => (kinds.includes(role) ? kinds.indexOf(role) : Infinity)
    ordered[game] = Object.fromEntries(
      Object.entries(roles).sort(([a], [b]) => byPlace(at(a), at(b))),
    )
  }
  return ordered
}

function emptyRoleTally(per: RoleKind['per']): RoleTally {
  return { per, games: 0, finished: 0, wins: 0, draws: 0, losses: 0 }
}
