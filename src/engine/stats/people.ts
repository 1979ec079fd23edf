/**
 * A person across the library is known by name (issue 23): trimmed, in Unicode NFC, and compared
 * without case, so "Ada", " ada " and "ADA" are one person. The key is what compares; the name
 * shown is one of the spellings that person was entered with.
 */
export function personKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase()
}

/** How a person is shown: the name as entered, trimmed and in NFC. */
export function personName(name: string): string {
  return name.trim().normalize('NFC')
}

/** Orders people by name without case (their keys), as every list of the history does. */
export function byPersonKey(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Who sat in a game, and when it was saved: what the list of a library's people needs. */
interface Seated {
  players: readonly { id: string; name: string }[]
  updatedAt?: string | null | undefined
  createdAt?: string | null | undefined
}

/**
 * The people of a library, each once, as spelt in their latest game: those who played most
 * first, then by name without case. The new-game page offers them in this order.
 */
export function libraryPeople(games: readonly Seated[]): { name: string; games: number }[] {
  const people = new Map<string, { name: string; games: number; at: number }>()
  for (const game of games) {
    const at = timeOf(game.updatedAt ?? game.createdAt)
    for (const key of new Set(game.players.map((player) => personKey(player.name)))) {
      const name = personName(game.players.find((player) => personKey(player.name) === key)!.name)
      const known = people.get(key)
      if (!known) people.set(key, { name, games: 1, at })
      else {
        known.games += 1
        if (at > known.at) Object.assign(known, { name, at })
      }
    }
  }
  return [...people.entries()]
    .sort(([a, first], [b, second]) => second.games - first.games || byPersonKey(a, b))
    .map(([, { name, games: count }]) => ({ name, games: count }))
}

/**
 * A log with one person renamed (every seat whose name is `from`, without case), and nothing
 * else changed; null when the person is not in it. Renaming to another person's name merges the
 * two: `renameClash` says first whether that would seat one person twice.
 */
export function renamePerson<Log extends Seated>(log: Log, from: string, to: string): Log | null {
  const key = personKey(from)
  if (!log.players.some((player) => personKey(player.name) === key)) return null
  const name = personName(to)
  return {
    ...log,
    players: log.players.map((player) =>
      personKey(player.name) === key ? { ...player, name } : player,
    ),
  }
}

/** Whether renaming `from` to `to` in this log would seat one person twice (two at one table). */
export function renameClash(log: Seated, from: string, to: string): boolean {
  const [fromKey, toKey] = [personKey(from), personKey(to)]
  if (fromKey === toKey) return false
  const keys = new Set(log.players.map((player) => personKey(player.name)))
  return keys.has(fromKey) && keys.has(toKey)
}

function timeOf(time: string | null | undefined): number {
  const at = time ? Date.parse(time) : NaN
  return Number.isNaN(at) ? -Infinity : at
}
