import { defaultReferenceGame, gameReferences, listedGames } from '../../../shared/games/registry'
import { FetchedOnce } from '../fetched-once'
import type { GameReference } from '../../../shared/rules/reference'

/*
 * Every game's rules reference (`gameReferences` in shared/games/registry.ts), fetched the first time
 * that game's reference (or a link to one of its rules) is shown: its texts are long, so the first
 * screen and each game's page do not carry the other games' rules. Pure data once loaded, so the
 * contract tests check each against its engine module; the page draws each game's figures with
 * `figures.ts`.
 */

/** The games that have a rules reference, in the order the rules page lists them. */
export const referenceGames: readonly string[] = listedGames

export { defaultReferenceGame }

const loaded = new FetchedOnce<GameReference | undefined>((game) =>
  Object.hasOwn(gameReferences, game)
    ? gameReferences[game as keyof typeof gameReferences]()
    : Promise.resolve(undefined),
)

/** The rules reference of a game, fetched once; undefined if Casebook has none for it. */
export function loadReference(game: string): Promise<GameReference | undefined> {
  return loaded.get(game)
}
