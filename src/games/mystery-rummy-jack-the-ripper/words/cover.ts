import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * What the library and the new-game page say of Mystery Rummy Case #1: Jack the Ripper before any
 * of its games is open: its name, how many play it, and one line on what it is.
 */
export const mysteryRummyJackTheRipperCover = defineMessages({
  en: {
    'mystery-rummy-jack-the-ripper': {
      name: 'Mystery Rummy: Jack the Ripper',
      players: '2 to 4 players',
      about:
        'Rummy for 2 to 4, each for themselves: meld the evidence, and the suspect with the most points on the table is the Ripper, whose cards score double. Played to 100.',
    },
  },
  fr: {
    'mystery-rummy-jack-the-ripper': {
      name: 'Mystery Rummy\u00a0: Jack l’Éventreur',
      players: '2 à 4 joueurs',
      about:
        'Un rami de 2 à 4 joueurs, chacun pour soi\u00a0: on pose les indices, et le suspect qui totalise le plus de points sur la table est l’Éventreur, dont les cartes comptent double. En 100 points.',
    },
  },
})
