import * as v from 'valibot'

/*
 * A reader of BG Stats play files (`.bgsplay`) written from the shape BG Stats shares and open
 * tools read and write (a .NET parser of shared plays, a Board Game Arena exporter): the games,
 * players and locations each under a number, and plays that refer to them by it. It checks what
 * such a reader relies on, then gives each play with its game and players resolved.
 */

const refId = v.pipe(v.number(), v.integer(), v.minValue(1))
/** BG Stats writes every date so, in the local time of the device that made the file. */
const dateTime = v.pipe(
  v.string(),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/),
)
const uuid = v.pipe(
  v.string(),
  v.regex(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/),
)

const game = v.object({
  id: refId,
  uuid,
  name: v.string(),
  bggId: v.pipe(v.number(), v.integer(), v.minValue(0)),
  highestWins: v.boolean(),
  noPoints: v.boolean(),
  cooperative: v.boolean(),
  usesTeams: v.boolean(),
})

const player = v.object({ id: refId, uuid, name: v.string(), isAnonymous: v.boolean() })

const playerScore = v.object({
  playerRefId: refId,
  score: v.string(),
  winner: v.boolean(),
  newPlayer: v.boolean(),
  startPlayer: v.boolean(),
  rank: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seatOrder: v.pipe(v.number(), v.integer(), v.minValue(0)),
  team: v.optional(v.string()),
})

const play = v.object({
  uuid,
  gameRefId: refId,
  locationRefId: v.optional(refId),
  playDate: dateTime,
  entryDate: v.optional(dateTime),
  modificationDate: v.optional(dateTime),
  durationMin: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ignored: v.boolean(),
  manualWinner: v.boolean(),
  rounds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  usesTeams: v.boolean(),
  playerScores: v.pipe(v.array(playerScore), v.minLength(1)),
})

const playFile = v.object({
  games: v.array(game),
  plays: v.array(play),
  players: v.array(player),
  locations: v.array(v.object({ id: refId, uuid, name: v.string() })),
  userInfo: v.object({ meRefId: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
})

export interface ReadPlay {
  uuid: string
  game: { name: string; bggId: number; highestWins: boolean; usesTeams: boolean }
  date: string
  durationMin: number
  manualWinner: boolean
  usesTeams: boolean
  players: {
    name: string
    uuid: string
    score: string
    winner: boolean
    rank: number
    seatOrder: number
    team: string | undefined
  }[]
}

/** The plays of a file, or an error saying what a reader of the shape would refuse. */
export function readBgStatsPlays(text: string): ReadPlay[] {
  const file = v.parse(playFile, JSON.parse(text))
  const games = byRef(file.games, 'game')
  const players = byRef(file.players, 'player')
  unique(
    file.plays.map((each) => each.uuid),
    'play uuid',
  )
  unique(
    file.players.map((each) => each.uuid),
    'player uuid',
  )
  unique(
    file.games.map((each) => each.uuid),
    'game uuid',
  )
  return file.plays.map((each) => {
    const { name, bggId, highestWins, usesTeams } = found(games, each.gameRefId, 'game')
    unique(
      each.playerScores.map((score) => score.playerRefId),
      'player in one play',
    )
    if (each.locationRefId !== undefined) {
      found(byRef(file.locations, 'location'), each.locationRefId, 'location')
    }
    return {
      uuid: each.uuid,
      game: { name, bggId, highestWins, usesTeams },
      date: each.playDate,
      durationMin: each.durationMin,
      manualWinner: each.manualWinner,
      usesTeams: each.usesTeams,
      players: each.playerScores.map((score) => {
        const { name: playerName, uuid: playerUuid } = found(players, score.playerRefId, 'player')
        return {
          name: playerName,
          uuid: playerUuid,
          score: score.score,
          winner: score.winner,
          rank: score.rank,
          seatOrder: score.seatOrder,
          team: score.team,
        }
      }),
    }
  })
}

function byRef<T extends { id: number }>(entries: readonly T[], what: string): Map<number, T> {
  unique(
    entries.map((entry) => entry.id),
    `${what} id`,
  )
  return new Map(entries.map((entry) => [entry.id, entry]))
}

function found<T>(entries: ReadonlyMap<number, T>, id: number, what: string): T {
  const entry = entries.get(id)
  if (entry === undefined) throw new Error(`a play refers to ${what} ${id}, which the file lacks`)
  return entry
}

function unique<T>(values: readonly T[], what: string): void {
  if (new Set(values).size !== values.length) throw new Error(`the same ${what} twice`)
}
