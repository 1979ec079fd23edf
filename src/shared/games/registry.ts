import type { GameId } from '../../engine/games'
import type { GameReference } from '../rules/reference'
import type { CatalogPart } from '../i18n/catalog-part'
import type * as v from 'valibot'
import { jekyllHydeBambusCover } from '../../games/jekyll-hyde-bambus/words/cover'
import { jekyllVsHydeCover } from '../../games/jekyll-vs-hyde/words/cover'
import { mysteryRummyJackTheRipperCover } from '../../games/mystery-rummy-jack-the-ripper/words/cover'
import { mysteryRummyJekyllHydeCover } from '../../games/mystery-rummy-jekyll-hyde/words/cover'

/*
 * The registry of what every program (the app, the main process, the command line) knows of each
 * game besides its rules and its screens, one line per game in each list, in the engine
 * registry's order, typed by the engine's ids: a game missing from a list does not compile. The
 * web app's first screen takes the covers only; the bundler leaves the rest out of its download
 * (every game's words and draft schemas are data, and nothing the first screen imports uses them).
 */

/** Each game's cover words: its name, its players, one line on it. The first screen has them. */
export const gameCovers = {
  'mystery-rummy-jekyll-hyde': mysteryRummyJekyllHydeCover,
  'jekyll-hyde-bambus': jekyllHydeBambusCover,
  'mystery-rummy-jack-the-ripper': mysteryRummyJackTheRipperCover,
  'jekyll-vs-hyde': jekyllVsHydeCover,
} satisfies Record<GameId, CatalogPart>

/**
 * Each game's rules reference, fetched the first time it is shown: its texts are long. Pure data,
 * so the command line's tests and the contract tests check each against its engine module.
 */
export const gameReferences = {
  'mystery-rummy-jekyll-hyde': async () =>
    (await import('../../games/mystery-rummy-jekyll-hyde/words/reference')).mysteryRummyReference,
  'jekyll-hyde-bambus': async () =>
    (await import('../../games/jekyll-hyde-bambus/words/reference')).bambusReference,
  'mystery-rummy-jack-the-ripper': async () =>
    (await import('../../games/mystery-rummy-jack-the-ripper/words/reference'))
      .jackTheRipperReference,
  'jekyll-vs-hyde': async () =>
    (await import('../../games/jekyll-vs-hyde/words/reference')).jekyllVsHydeReference,
} satisfies Record<GameId, () => Promise<GameReference>>

/**
 * The reference `/rules` shows when the address names no game: the flagship's, which every link
 * written before there were several games pointed to (decision 0016).
 */
export const defaultReferenceGame: GameId = 'mystery-rummy-jekyll-hyde'

/** Every game id, in the registry's order, without loading any game's rules (the engine's). */
export const listedGames = Object.keys(gameCovers) as readonly GameId[]

/**
 * Each game's engine words (its problems, breakdown and settings), for the command line's
 * reports: fetched when asked for, so the web app's first screen, which has this registry's
 * covers, does not download every game's words.
 */
export const gameEngineWords = {
  'mystery-rummy-jekyll-hyde': async () =>
    (await import('../../games/mystery-rummy-jekyll-hyde/words/messages'))
      .mysteryRummyJekyllHydeMessages,
  'jekyll-hyde-bambus': async () =>
    (await import('../../games/jekyll-hyde-bambus/words/messages')).jekyllHydeBambusMessages,
  'mystery-rummy-jack-the-ripper': async () =>
    (await import('../../games/mystery-rummy-jack-the-ripper/words/messages'))
      .mysteryRummyJackTheRipperMessages,
  'jekyll-vs-hyde': async () =>
    (await import('../../games/jekyll-vs-hyde/words/words')).jekyllVsHydeWords,
} satisfies Record<GameId, () => Promise<CatalogPart>>

/**
 * The schema of each game's hand draft values (what its hand form keeps while a hand is typed),
 * fetched when asked for, like the words above.
 */
export const handDraftSchemas = {
  'mystery-rummy-jekyll-hyde': async () =>
    (await import('../../games/mystery-rummy-jekyll-hyde/words/hand-draft'))
      .mysteryRummyJekyllHydeHandDraftSchema,
  'jekyll-hyde-bambus': async () =>
    (await import('../../games/jekyll-hyde-bambus/words/hand-draft'))
      .jekyllHydeBambusHandDraftSchema,
  'mystery-rummy-jack-the-ripper': async () =>
    (await import('../../games/mystery-rummy-jack-the-ripper/words/hand-draft'))
      .jackTheRipperHandDraftSchema,
  'jekyll-vs-hyde': async () =>
    (await import('../../games/jekyll-vs-hyde/words/hand-draft')).jekyllVsHydeHandDraftSchema,
} satisfies Record<GameId, () => Promise<v.GenericSchema>>

/** The game of the drafts written before drafts named their game: there was only one. */
export const gameOfUnnamedDrafts: GameId = 'mystery-rummy-jekyll-hyde'
