import type { GameModule } from './core/game-module'
import type { ReadResult } from './core/read-log'
import { knownGames } from './game-ids'
import { jekyllHydeBambus } from './jekyll-hyde-bambus/module'
import { jekyllVsHyde } from './jekyll-vs-hyde/module'
import { mysteryRummyJackTheRipper } from './mystery-rummy-jack-the-ripper/module'
import { mysteryRummyJekyllHyde } from './mystery-rummy-jekyll-hyde/module'

/**
 * The registry: every game this version scores. Adding a game is one line here, its id in
 * game-ids.ts, and its own folder (docs/adding-a-game.md); nothing else in the engine names a game.
 */
export const gameModules = [
  mysteryRummyJekyllHyde,
  jekyllHydeBambus,
  mysteryRummyJackTheRipper,
  jekyllVsHyde,
] as const

type Registered = (typeof gameModules)[number]
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

export { knownGames }

/**
 * The module of a game id. Typed for any log: the registry guarantees a log reaches only the
 * module whose `game` it names, which is why the one cast lives here.
 */
export function gameModuleOf(game: string): GameModule<GameLog, GameScore> | undefined {
  return gameModules.find((module) => module.id === game) as
    GameModule<GameLog, GameScore> | undefined
}
