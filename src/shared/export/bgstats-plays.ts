import type { Translator } from '../explain'
import { exportedGame } from './game-names'
import type { Play, PlaysToExport } from './plays'
import { stableUuid } from './stable-uuid'

/**
 * The plays as a BG Stats play file (`.bgsplay`, JSON), in the shape of the files BG Stats
 * shares and reads back (decision 0078): the games, the people and the plays that refer to them
 * by number, each with the `uuid` it has at every export, by which BG Stats can tell a play it
 * already holds from a new one. Casebook knows no location and not which person "me" is: no
 * location, and `meRefId` 0 (nobody).
 */
export function bgStatsPlays(exported: PlaysToExport, translator: Translator): string {
  const gameRefs = new Map<string, BgStatsGame>()
  for (const play of exported.plays) {
    let game = gameRefs.get(play.game)
    if (!game) gameRefs.set(play.game, (game = gameEntry(play, gameRefs.size + 1, translator)))
    game.usesTeams ||= play.teams
  }
  const playerRefs = new Map(exported.people.map(({ key }, at) => [key, at + 1]))
  const file = {
    games: [...gameRefs.values()],
    plays: exported.plays.map((play) => ({
      uuid: stableUuid(play.identity.kind, play.identity.id),
      gameRefId: gameRefs.get(play.game)!.id,
      playDate: `${play.start.day} ${play.start.time}`,
      entryDate: `${play.start.day} ${play.start.time}`,
      modificationDate: `${play.saved.day} ${play.saved.time}`,
      durationMin: play.minutes ?? 0,
      ignored: false,
      manualWinner: !highestTotalsWon(play),
      rounds: 0,
      usesTeams: play.teams,
      playerScores: play.people.map((person) => ({
        playerRefId: playerRefs.get(person.key)!,
        score: person.total === null ? '' : String(person.total),
        winner: person.won,
        newPlayer: false,
        // The log says who dealt first, not who played first: each game's rules decide who
        // leads after the deal, and the core names no game.
        startPlayer: false,
        rank: person.place ?? 0,
        seatOrder: person.seat,
        ...(person.team === null ? {} : { team: String(person.team) }),
      })),
    })),
    players: exported.people.map(({ key, name }, at) => ({
      id: at + 1,
      uuid: stableUuid('person', key),
      name,
      isAnonymous: false,
    })),
    locations: [],
    userInfo: { meRefId: 0 },
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

interface BgStatsGame {
  id: number
  uuid: string
  name: string
  /** 0: not linked to a BoardGameGeek game. */
  bggId: number
  highestWins: boolean
  noPoints: boolean
  cooperative: boolean
  usesTeams: boolean
}

function gameEntry(play: Play, id: number, translator: Translator): BgStatsGame {
  const { name, boardGameGeekId } = exportedGame(play.game, translator)
  return {
    id,
    uuid: stableUuid('game', play.game),
    name,
    bggId: boardGameGeekId ?? 0,
    highestWins: play.highestWins,
    noPoints: false,
    cooperative: false,
    usesTeams: false,
  }
}

/**
 * Whether BG Stats, crowning the highest scores, would crown the engine's winners: a race won
 * without a tie-break hand. Otherwise (Jekyll vs. Hyde's track, a tie-break hand won with a lower
 * total, a draw) the play says its winners were set by hand (`manualWinner`).
 */
function highestTotalsWon(play: Play): boolean {
  if (!play.highestWins) return false
  const totals = play.people.map((person) => person.total)
  if (totals.some((total) => total === null)) return false
  const highest = Math.max(...(totals as number[]))
  return play.people.every((person) => person.won === (person.total === highest))
}
