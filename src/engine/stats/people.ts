/** Characters that show nothing: zero-width spaces and joiners, the word joiner, a BOM. */
const invisible = /[\u200B-\u200D\u2060\uFEFF]/g
/** Any run of spaces, no-break and ideographic spaces included. */
const spaces = /\s+/g

/**
 * A person across the library is known by name (issue 23): in Unicode NFC, without what shows
 * nothing (a zero-width space), every run of spaces one plain space (a no-break or ideographic
 * one too), trimmed, and compared without case: "Ada", " ada ", "ADA" and "A\u200Bda" are one
 * person (issue 32). The key is what compares; the name shown is one of the spellings that
 * person was entered with.
 */
export function personKey(name: string): string {
  return personName(name).toLowerCase()
}

/**
 * How a person is shown: the name as entered, its invisible differences taken out, in NFC. In
 * that order, so that a name shown gives its own key again: NFC before would leave "e", a zero-
 * width space and an accent as an "e" and a loose accent, which a second pass composes.
 */
export function personName(name: string): string {
  return name.replace(invisible, '').replace(spaces, ' ').trim().normalize('NFC')
}

/**
 * The spellings one person was entered with, each with its number of games and when it was
 * last used: a person is shown under the spelling most of their games use (issue 32: a group
 * that writes "Ada" in 27 games of 32 read "ada" everywhere, the latest), the latest of those
 * on a tie, then the first one met.
 */
export class Spellings {
  readonly #uses = new Map<string, { games: number; at: number }>()

  /** One more game spelt `name`, saved at `at` (a time to compare). */
  add(name: string, at: number): void {
    const use = this.#uses.get(name)
    if (use === undefined) this.#uses.set(name, { games: 1, at })
    else {
      use.games += 1
      use.at = Math.max(use.at, at)
    }
  }

  get shown(): string {
    let best: { name: string; games: number; at: number } | undefined
    for (const [name, use] of this.#uses) {
      if (
        best === undefined ||
        use.games > best.games ||
        (use.games === best.games && use.at > best.at)
      ) {
        best = { name, ...use }
      }
    }
    return best?.name ?? ''
  }
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
 * The people of a library, each once, under the spelling most of their games use (`Spellings`):
 * those who played most first, then by name without case. The new-game page offers them in
 * this order.
 */
export function libraryPeople(games: readonly Seated[]): { name: string; games: number }[] {
  const people = new Map<string, { spellings: Spellings; games: number }>()
  for (const game of games) {
    const at = timeOf(game.updatedAt ?? game.createdAt)
    for (const key of new Set(game.players.map((player) => personKey(player.name)))) {
      const name = personName(game.players.find((player) => personKey(player.name) === key)!.name)
      let known = people.get(key)
      if (!known) people.set(key, (known = { spellings: new Spellings(), games: 0 }))
      known.games += 1
      known.spellings.add(name, at)
    }
  }
  return [...people.entries()]
    .sort(([a, first], [b, second]) => second.games - first.games || byPersonKey(a, b))
    .map(([, { spellings, games: count }]) => ({ name: spellings.shown, games: count }))
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
