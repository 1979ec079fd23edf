import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * What the library and the new-game page say of Mystery Rummy: Dr. Jekyll & Mr. Hyde before any
 * of its games is open: its name, how many play it, and one line on what it is.
 */
export const mysteryRummyJekyllHydeCover = defineMessages({
  en: {
    'mystery-rummy-jekyll-hyde': {
      name: 'Mystery Rummy: Dr. Jekyll & Mr. Hyde',
      players: '2 players',
      about:
        'A rummy game for two: meld evidence while Potions flip the Dual Identity card from Jekyll to Hyde and back, which decides what scores; played to 100.',
    },
  },
  fr: {
    'mystery-rummy-jekyll-hyde': {
      name: 'Mystery Rummy\u00a0: Dr Jekyll & Mr Hyde',
      players: '2 joueurs',
      about:
        'Un rami à deux\u00a0: posez des indices pendant que les Potions retournent la carte Double identité de Jekyll à Hyde et retour, ce qui décide de ce qui compte\u00a0; en 100 points.',
    },
  },
})
