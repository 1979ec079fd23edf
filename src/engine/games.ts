import type { GameModule } from './core/game-module'
import type { ReadResult } from './core/read-log'
import { jekyllHydeBambus } from '../games/jekyll-hyde-bambus/engine/module'
import { jekyllVsHyde } from '../games/jekyll-vs-hyde/engine/module'
import { mysteryRummyJackTheRipper } from '../games/mystery-rummy-jack-the-ripper/engine/module'
import { mysteryRummyJekyllHyde } from '../games/mystery-rummy-jekyll-hyde/engine/module'

/**
 * The registry, and the one list of game ids: every game this version scores, under its id, in
 * the order the app lists them. Adding a game is its folder and one line here
 * (docs/adding-a-game.md); the app's registries are typed by these keys (`GameId`), so a game
 * missing one of its pieces there does not compile. A module must read only logs of its own key.
 */
const modulesById = ownIdsOnly({
  'mystery-rummy-jekyll-hyde': mysteryRummyJekyllHyde,
  'jekyll-hyde-bambus': jekyllHydeBambus,
  'mystery-rummy-jack-the-ripper': mysteryRummyJackTheRipper,
  'jekyll-vs-hyde': jekyllVsHyde,
})

/** A registry whose every module reads logs of the game its key names, and no other. */
function ownIdsOnly<Modules extends ModulesOfOwnIds<Modules>>(modules: Modules): Modules {
  return modules
}
type ModulesOfOwnIds<Modules> = {
  readonly [Id in keyof Modules]: { read(...args: never[]): ReadResult<{ game: Id }> }
}

/** The id of a game this version scores. */
export type GameId = keyof typeof modulesById

/** Every game id, in the registry's order. */
export const gameIds = Object.keys(modulesById) as readonly GameId[]
/** The same, as the header reader takes it: a log naming another game is refused. */
export const knownGames: readonly string[] = gameIds

export const gameModules = gameIds.map((id) => modulesById[id])

type Registered = (typeof modulesById)[GameId]
type LogOf<M> = M extends { read(...args: never[]): ReadResult<infer Log> } ? Log : never
type ScoreOf<M> = M extends { score(...args: never[]): infer Score } ? Score : never

/** A log of any registered game; `game` tells which. */
export type GameLog = LogOf<Registered>
/** The score of any registered game's log. */
export type GameScore = ScoreOf<Registered>
/** The score of a log of one game: `ScoreFor<MysteryRummyLog>` is that game's own score. */
export type ScoreFor<L extends GameLog> = ScoreOf<
  Extract<Registered, { read(...args: never[]): ReadResult<{ game: L['game'] }> }>
>

/**
 * The module of a game id. Typed for any log: the registry guarantees a log reaches only the
 * module whose `game` it names, which is why the one cast lives here.
 */
export function gameModuleOf(game: string): GameModule<GameLog, GameScore> | undefined {
  return Object.hasOwn(modulesById, game)
    ? (modulesById[game as GameId] as GameModule<GameLog, GameScore>)
    : undefined
}
