import type * as v from 'valibot'
import { handDraftSchemas } from './every-game'

/** The schema of a game's draft values; undefined for a game with no hand form. */
export function handDraftSchemaOf(game: string): v.GenericSchema | undefined {
  return Object.hasOwn(handDraftSchemas, game)
    ? handDraftSchemas[game as keyof typeof handDraftSchemas]
    : undefined
}
