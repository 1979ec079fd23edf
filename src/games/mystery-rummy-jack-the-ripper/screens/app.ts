import type { GameApp } from '../../../renderer/src/games/game-app'

/** Mystery Rummy: Jack the Ripper in the app: each piece fetched the first time it is shown. */
export const mysteryRummyJackTheRipperApp: GameApp = {
  screens: async () => (await import('.')).mysteryRummyJackTheRipperScreens,
  newGame: async () => (await import('./new-game')).jackTheRipperNewGame,
  words: async () => (await import('../words/words')).mysteryRummyJackTheRipperWords,
  figures: async () => (await import('./rules/figures')).jackTheRipperRulesFigures,
}
