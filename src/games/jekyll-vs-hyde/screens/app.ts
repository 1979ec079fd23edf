import type { GameApp } from '../game-apps'

/** Jekyll vs. Hyde in the app: each piece fetched the first time it is shown. */
export const jekyllVsHydeApp: GameApp = {
  screens: async () => (await import('.')).jekyllVsHydeScreens,
  newGame: async () => (await import('./new-game')).jekyllVsHydeNewGame,
  words: async () =>
    (await import('../../../../shared/games/jekyll-vs-hyde/words')).jekyllVsHydeWords,
  figures: async () => (await import('./rules/figures')).jekyllVsHydeRulesFigures,
}
