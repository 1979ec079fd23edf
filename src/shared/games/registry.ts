import type * as v from 'valibot'
import type { GameId } from '../../engine/games'
import type { GameReference } from '../../renderer/src/rules/reference'
import type { CatalogPart } from '../i18n'
import { jekyllHydeBambusCover } from './jekyll-hyde-bambus/cover'
import { jekyllHydeBambusHandDraftSchema } from './jekyll-hyde-bambus/hand-draft'
import { jekyllHydeBambusMessages } from './jekyll-hyde-bambus/messages'
import { jekyllVsHydeCover } from './jekyll-vs-hyde/cover'
import { jekyllVsHydeHandDraftSchema } from './jekyll-vs-hyde/hand-draft'
import { jekyllVsHydeWords } from './jekyll-vs-hyde/words'
import { mysteryRummyJackTheRipperCover } from './mystery-rummy-jack-the-ripper/cover'
import { jackTheRipperHandDraftSchema } from './mystery-rummy-jack-the-ripper/hand-draft'
import { mysteryRummyJackTheRipperMessages } from './mystery-rummy-jack-the-ripper/messages'
import { mysteryRummyJekyllHydeCover } from './mystery-rummy-jekyll-hyde/cover'
import { mysteryRummyJekyllHydeHandDraftSchema } from './mystery-rummy-jekyll-hyde/hand-draft'
import { mysteryRummyJekyllHydeMessages } from './mystery-rummy-jekyll-hyde/messages'

/*
 * The registry of what every program (the app, the main process, the command line) knows of each
 * game besides its rules, one line per game in each list, in the engine registry's order. Typed
 * by the engine's ids: a game missing from a list does not compile. The lists are apart so that
 * a program takes only those it uses (the web app's first screen, the covers only).
 */

/** Each game's cover words: its name, its players, one line on it. The first screen has them. */
export const gameCovers = {
  'mystery-rummy-jekyll-hyde': mysteryRummyJekyllHydeCover,
  'jekyll-hyde-bambus': jekyllHydeBambusCover,
  'mystery-rummy-jack-the-ripper': mysteryRummyJackTheRipperCover,
  'jekyll-vs-hyde': jekyllVsHydeCover,
} satisfies Record<GameId, CatalogPart>

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

/**
 * Each game's rules reference, fetched the first time it is shown: its texts are long. Pure data,
 * so the command line's tests and the contract tests check each against its engine module.
 */
export const gameReferences = {
  'mystery-rummy-jekyll-hyde': async () =>
    (await import('../../renderer/src/games/mystery-rummy-jekyll-hyde/rules/reference'))
      .mysteryRummyReference,
  'jekyll-hyde-bambus': async () =>
    (await import('../../renderer/src/games/jekyll-hyde-bambus/rules/reference')).bambusReference,
  'mystery-rummy-jack-the-ripper': async () =>
    (await import('../../renderer/src/games/mystery-rummy-jack-the-ripper/rules/reference'))
      .jackTheRipperReference,
  'jekyll-vs-hyde': async () =>
    (await import('../../renderer/src/games/jekyll-vs-hyde/rules/reference')).jekyllVsHydeReference,
} satisfies Record<GameId, () => Promise<GameReference>>

/**
 * The reference `/rules` shows when the address names no game: the flagship's, which every link
 * written before there were several games pointed to (decision 0016).
 */
export const defaultReferenceGame: GameId = 'mystery-rummy-jekyll-hyde'

/** The game of the drafts written before drafts named their game: there was only one. */
export const gameOfUnnamedDrafts: GameId = 'mystery-rummy-jekyll-hyde'

/** Every game id, in the registry's order, without loading any game's rules (the engine's). */
export const listedGames = Object.keys(gameCovers) as readonly GameId[]
