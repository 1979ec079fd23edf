import type { GameApp } from '../../../renderer/src/games/game-app'

/** Mystery Rummy: Jekyll & Hyde in the app: each piece fetched the first time it is shown. */
export const mysteryRummyJekyllHydeApp: GameApp = {
  screens: async () => (await import('.')).mysteryRummyJekyllHydeScreens,
  newGame: async () => (await import('./new-game')).mysteryRummyNewGame,
  words: async () => (await import('../words/words')).mysteryRummyJekyllHydeWords,
  figures: async () => (await import('./rules/figures')).mysteryRummyRulesFigures,
}
