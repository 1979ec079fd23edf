import { defineMessages } from '../define-messages'

/**
 * How the hand's breakdown opens a game's "What if…" and comes back from it. The panel's own
 * words are in the game's catalog part. vue-i18n treats { } @ $ | as syntax: {name}
 * placeholders only.
 */
export const whatIfMessages = defineMessages({
  en: {
    whatIf: {
      open: 'What if…',
      openLabel: 'What if: try a change to hand {number} without saving it',
      back: 'Back to the breakdown',
      title: 'Hand {number}: what if…',
    },
  },
  fr: {
    whatIf: {
      open: 'Et si…',
      openLabel: 'Et si\u00a0: essayer un changement de la manche {number} sans l’enregistrer',
      back: 'Retour au détail',
      title: 'Manche {number}\u00a0: et si…',
    },
  },
})
