import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * What the library and the new-game page say of Jekyll vs. Hyde before any of its games is open:
 * its name, how many play it, and one line on what it is.
 */
export const jekyllVsHydeCover = defineMessages({
  en: {
    'jekyll-vs-hyde': {
      name: 'Jekyll vs. Hyde',
      players: '2 players',
      about:
        'A trick-taking duel in 3 rounds: each round the marker moves toward Hyde by the difference in tricks; Hyde wins if it reaches the end of the track, Jekyll if it does not.',
    },
  },
  fr: {
    'jekyll-vs-hyde': {
      name: 'Jekyll vs. Hyde',
      players: '2 joueurs',
      about:
        'Un duel de plis en 3 manches\u00a0: à chaque manche, le marqueur avance vers Hyde de l’écart entre les plis\u00a0; Hyde gagne s’il atteint le bout de la piste, Jekyll sinon.',
    },
  },
})
