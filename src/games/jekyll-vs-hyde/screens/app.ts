import type { GameApp } from '../../../renderer/src/games/game-app'

/** Jekyll vs. Hyde in the app: each piece fetched the first time it is shown. */
export const jekyllVsHydeApp: GameApp = {
  screens: async () => (await import('.')).jekyllVsHydeScreens,
  newGame: async () => (await import('./new-game')).jekyllVsHydeNewGame,
  words: async () => (await import('../words/words')).jekyllVsHydeWords,
  figures: async () => (await import('./rules/figures')).jekyllVsHydeRulesFigures,
}
