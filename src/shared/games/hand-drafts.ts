import type * as v from 'valibot'
import type { GameId } from '../../engine/games'
import { handDraftSchemas, listedGames } from './registry'

/*
 * Every game's draft schema, fetched together the first time a draft is read or kept (they are
 * small, and a draft's check is synchronous): whatever reads a draft awaits
 * `loadHandDraftSchemas()` first, as whatever reads a log awaits the log engine.
 */
let loaded: ReadonlyMap<string, v.GenericSchema> | undefined

export async function loadHandDraftSchemas(): Promise<void> {
  if (loaded) return
  const schemas = await Promise.all(listedGames.map((game: GameId) => handDraftSchemas[game]()))
  loaded = new Map(listedGames.map((game, at) => [game, schemas[at]!]))
}

/** The schema of a game's draft values; undefined for a game with no hand form. */
export function handDraftSchemaOf(game: string): v.GenericSchema | undefined {
  if (!loaded) throw new Error('A draft was checked before its schemas were loaded')
  return loaded.get(game)
}
