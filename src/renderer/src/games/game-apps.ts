import type { GameId } from '../../../engine/games'
import type { CatalogPart } from '../../../shared/i18n'
import type { RulesFigures } from '../rules/figures'
import type { GameScreens, NewGameScreens } from './screens'
import { jekyllHydeBambusApp } from '../../../games/jekyll-hyde-bambus/screens/app'
import { jekyllVsHydeApp } from '../../../games/jekyll-vs-hyde/screens/app'
import { mysteryRummyJackTheRipperApp } from '../../../games/mystery-rummy-jack-the-ripper/screens/app'
import { mysteryRummyJekyllHydeApp } from '../../../games/mystery-rummy-jekyll-hyde/screens/app'

/**
 * What the app has of a game beyond its rules and the shared registry's parts (cover words, rules reference: shared/games/registry.ts): each piece is fetched the
 * first time it is needed, so neither the first screen nor one game's page grows with the others.
 */
export interface GameApp {
  /** Its hand form, score sheet cells and panels. */
  screens(): Promise<GameScreens>
  /** Its part of the new-game page. */
  newGame(): Promise<NewGameScreens>
  /** Its words beyond the cover's: the engine's and its screens'. */
  words(): Promise<CatalogPart>
  /** Its own figures (card tables), by the name its reference's entries use. */
  figures(): Promise<RulesFigures>
}

/**
 * The app's registry: one line per game, typed by the engine's ids, so a game without its app
 * part does not compile (docs/adding-a-game.md).
 */
export const gameApps = {
  'mystery-rummy-jekyll-hyde': mysteryRummyJekyllHydeApp,
  'jekyll-hyde-bambus': jekyllHydeBambusApp,
  'mystery-rummy-jack-the-ripper': mysteryRummyJackTheRipperApp,
  'jekyll-vs-hyde': jekyllVsHydeApp,
} satisfies Record<GameId, GameApp>

/** A game's app part; undefined for a game this version does not know. */
export function gameAppOf(game: string): GameApp | undefined {
  return Object.hasOwn(gameApps, game) ? gameApps[game as GameId] : undefined
}
