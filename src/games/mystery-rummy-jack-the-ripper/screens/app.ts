import type { GameApp } from '../game-apps'

/** Mystery Rummy: Jack the Ripper in the app: each piece fetched the first time it is shown. */
export const mysteryRummyJackTheRipperApp: GameApp = {
  screens: async () => (await import('.')).mysteryRummyJackTheRipperScreens,
  newGame: async () => (await import('./new-game')).jackTheRipperNewGame,
  words: async () =>
    (await import('../../../../shared/games/mystery-rummy-jack-the-ripper/words'))
      .mysteryRummyJackTheRipperWords,
  figures: async () => (await import('./rules/figures')).jackTheRipperRulesFigures,
}
