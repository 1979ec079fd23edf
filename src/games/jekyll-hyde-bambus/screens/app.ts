import type { GameApp } from '../../../renderer/src/games/game-app'

/** Dr. Jekyll & Mr. Hyde (Bambus) in the app: each piece fetched the first time it is shown. */
export const jekyllHydeBambusApp: GameApp = {
  screens: async () => (await import('.')).jekyllHydeBambusScreens,
  newGame: async () => (await import('./new-game')).bambusNewGame,
  words: async () => (await import('../words/words')).jekyllHydeBambusWords,
  figures: async () => (await import('./rules/figures')).bambusRulesFigures,
}
