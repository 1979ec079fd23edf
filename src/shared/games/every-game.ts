import type * as v from 'valibot'
import type { GameId } from '../../engine/games'
import type { CatalogPart } from '../i18n'
import { jekyllHydeBambusHandDraftSchema } from '../../games/jekyll-hyde-bambus/words/hand-draft'
import { jekyllHydeBambusMessages } from '../../games/jekyll-hyde-bambus/words/messages'
import { jekyllVsHydeHandDraftSchema } from '../../games/jekyll-vs-hyde/words/hand-draft'
import { jekyllVsHydeWords } from '../../games/jekyll-vs-hyde/words/words'
import { jackTheRipperHandDraftSchema } from '../../games/mystery-rummy-jack-the-ripper/words/hand-draft'
import { mysteryRummyJackTheRipperMessages } from '../../games/mystery-rummy-jack-the-ripper/words/messages'
import { mysteryRummyJekyllHydeHandDraftSchema } from '../../games/mystery-rummy-jekyll-hyde/words/hand-draft'
import { mysteryRummyJekyllHydeMessages } from '../../games/mystery-rummy-jekyll-hyde/words/messages'

/*
 * The rest of the registry (registry.ts), for the programs that read any game's words or drafts
 * at once (the command line, the main process, a draft read back): kept apart so that the web
 * app's first screen, which has the registry's covers, does not download every game's words.
 */

/** Each game's engine words (its problems, breakdown and settings), for the command line's reports. */
export const gameEngineWords = {
  'mystery-rummy-jekyll-hyde': mysteryRummyJekyllHydeMessages,
  'jekyll-hyde-bambus': jekyllHydeBambusMessages,
  'mystery-rummy-jack-the-ripper': mysteryRummyJackTheRipperMessages,
  'jekyll-vs-hyde': jekyllVsHydeWords,
} satisfies Record<GameId, CatalogPart>

/** The schema of each game's hand draft values (what its hand form keeps while a hand is typed). */
export const handDraftSchemas = {
  'mystery-rummy-jekyll-hyde': mysteryRummyJekyllHydeHandDraftSchema,
  'jekyll-hyde-bambus': jekyllHydeBambusHandDraftSchema,
  'mystery-rummy-jack-the-ripper': jackTheRipperHandDraftSchema,
  'jekyll-vs-hyde': jekyllVsHydeHandDraftSchema,
} satisfies Record<GameId, v.GenericSchema>

/** The game of the drafts written before drafts named their game: there was only one. */
export const gameOfUnnamedDrafts: GameId = 'mystery-rummy-jekyll-hyde'
