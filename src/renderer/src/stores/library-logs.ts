import type { GameLog } from '../../../engine'
import { logEngine } from '../game/log-engine'

/**
 * A stored game not read yet: its text, and the content version a kept summary was made from.
 * Only a text whose version matches a summary this build made from it is left unread, so it is
 * known to read; it is read the first time the game itself is asked for (opened, exported).
 * The desktop app leaves the text in the file (null) until then: the store asks for it.
 */
export interface UnreadGame {
  text: string | null
  version: string
}

const readLater = new WeakMap<UnreadGame, GameLog | null>()

function readNow(id: string, unread: UnreadGame): GameLog | undefined {
  let log = readLater.get(unread)
  if (log === undefined) {
    if (unread.text === null) return undefined
    const read = logEngine().readStoredGame(id, unread.text)
    log = read.ok ? read.log : null
    readLater.set(unread, log)
  }
  return log ?? undefined
}

/**
 * The library's games by id, some of them read only when asked for. A map like any other to
 * its readers; never changed in place (a change makes a new one), so it can sit in a shallowRef.
 */
export class LibraryLogs implements ReadonlyMap<string, GameLog> {
  readonly #games: ReadonlyMap<string, GameLog | UnreadGame>

  constructor(games: Iterable<readonly [string, GameLog | UnreadGame]> = []) {
    this.#games = new Map(games)
  }

  /** The game's text and version when it was listed unread (read since or not). */
  unread(id: string): UnreadGame | undefined {
    const game = this.#games.get(id)
    return game && isUnread(game) ? game : undefined
  }

  /** The games whose text is not here yet: the store fetches it before they are read. */
  notFetched(): string[] {
    return [...this.#games].flatMap(([id, game]) =>
      isUnread(game) && game.text === null ? [id] : [],
    )
  }

  /** The games by these ids as they are here (read or not), with these logs added. */
  keeping(ids: Iterable<string>, logs: readonly GameLog[]): LibraryLogs {
    const kept = [...ids].flatMap((id) => {
      const game = this.#games.get(id)
      return game === undefined ? [] : [[id, game] as const]
    })
    return new LibraryLogs(kept).with(logs)
  }

  /** The same games, with these logs added or replacing the ones with their ids. */
  with(logs: readonly GameLog[]): LibraryLogs {
    return new LibraryLogs([
      ...this.#games,
      ...logs.map((log): [string, GameLog] => [log.id ?? '', log]),
    ])
  }

  /** The same games, without this one. */
  without(id: string): LibraryLogs {
    return new LibraryLogs([...this.#games].filter(([key]) => key !== id))
  }

  get size(): number {
    return this.#games.size
  }

  has(id: string): boolean {
    return this.#games.has(id)
  }

  get(id: string): GameLog | undefined {
    const game = this.#games.get(id)
    if (game === undefined) return undefined
    return isUnread(game) ? readNow(id, game) : game
  }

  keys(): MapIterator<string> {
    return this.#games.keys()
  }

  *entries(): MapIterator<[string, GameLog]> {
    for (const id of this.#games.keys()) {
      const log = this.get(id)
      if (log) yield [id, log]
    }
  }

  *values(): MapIterator<GameLog> {
    for (const [, log] of this.entries()) yield log
  }

  [Symbol.iterator](): MapIterator<[string, GameLog]> {
    return this.entries()
  }

  forEach(callback: (log: GameLog, id: string, map: ReadonlyMap<string, GameLog>) => void): void {
    for (const [id, log] of this.entries()) callback(log, id, this)
  }
}

/** Every game log read names its format; an unread game is only text and version. */
function isUnread(game: GameLog | UnreadGame): game is UnreadGame {
  return !('format' in game)
}
