import type { GameId } from '../../../engine/games'
import type { GameApp } from './game-app'
import { jekyllHydeBambusApp } from '../../../games/jekyll-hyde-bambus/screens/app'
import { jekyllVsHydeApp } from '../../../games/jekyll-vs-hyde/screens/app'
import { mysteryRummyJackTheRipperApp } from '../../../games/mystery-rummy-jack-the-ripper/screens/app'
import { mysteryRummyJekyllHydeApp } from '../../../games/mystery-rummy-jekyll-hyde/screens/app'

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
