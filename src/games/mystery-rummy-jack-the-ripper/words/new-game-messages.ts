import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * The words of Jack the Ripper's new-game page beyond its settings' names (in `messages.ts`): the
 * card values and tie-break numbers the players read off their own cards.
 */
export const jackTheRipperNewGameMessages = defineMessages({
  en: {
    'mystery-rummy-jack-the-ripper': {
      newGame: {
        values: {
          hint: 'Check them against your own cards; the marked ones are not printed in any source we could read. Only the values you change are written in the game.',
          card: 'Card',
          value: 'Points',
        },
        tieBreaks: {
          hint: 'When two suspects tie for the highest total, the one with the lower number is the Ripper. Read them off your cards (small, bottom left of the Evidence); no two suspects share one.',
          card: 'Suspect',
          value: 'Number',
        },
        unverified: 'check on your cards',
      },
    },
  },
  fr: {
    'mystery-rummy-jack-the-ripper': {
      newGame: {
        values: {
          hint: 'Vérifiez-les sur vos propres cartes\u00a0; celles qui sont marquées ne sont imprimées dans aucune source que nous avons pu lire. Seules les valeurs que vous changez sont écrites dans la partie.',
          card: 'Carte',
          value: 'Points',
        },
        tieBreaks: {
          hint: 'Quand deux suspects sont à égalité au plus haut total, celui qui a le plus petit numéro est l’Éventreur. Lisez-les sur vos cartes (en petit, en bas à gauche des indices)\u00a0; deux suspects n’ont jamais le même.',
          card: 'Suspect',
          value: 'Numéro',
        },
        unverified: 'à vérifier sur vos cartes',
      },
    },
  },
})
