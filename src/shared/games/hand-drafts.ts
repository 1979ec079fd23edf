import type * as v from 'valibot'
import { jekyllHydeBambusHandDraftSchema } from './jekyll-hyde-bambus/hand-draft'
import { jekyllVsHydeHandDraftSchema } from './jekyll-vs-hyde/hand-draft'
import { jackTheRipperHandDraftSchema } from './mystery-rummy-jack-the-ripper/hand-draft'
import { mysteryRummyJekyllHydeHandDraftSchema } from './mystery-rummy-jekyll-hyde/hand-draft'

/**
 * The schema of each game's hand draft values (what its hand form keeps while a hand is typed),
 * one line per game. A draft of a game not listed here is not read, and not kept.
 */
const handDraftSchemas: Readonly<Record<string, v.GenericSchema>> = {
  'mystery-rummy-jekyll-hyde': mysteryRummyJekyllHydeHandDraftSchema,
  'jekyll-hyde-bambus': jekyllHydeBambusHandDraftSchema,
  'mystery-rummy-jack-the-ripper': jackTheRipperHandDraftSchema,
  'jekyll-vs-hyde': jekyllVsHydeHandDraftSchema,
}

/** The schema of a game's draft values; undefined for a game with no hand form. */
export function handDraftSchemaOf(game: string): v.GenericSchema | undefined {
  return Object.hasOwn(handDraftSchemas, game) ? handDraftSchemas[game] : undefined
}
