import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * What the library and the new-game page say of Dr. Jekyll & Mr. Hyde (Bambus) before any of its
 * games is open: its name, how many play it, and one line on what it is.
 */
export const jekyllHydeBambusCover = defineMessages({
  en: {
    'jekyll-hyde-bambus': {
      name: 'Dr. Jekyll & Mr. Hyde (Bambus)',
      players: '3 or 4 players',
      about:
        'A trick-taking game for 4 players in two teams, or 3 with a rotating solo: 28 cards, each side scoring its points times its own actions, played to 1000.',
    },
  },
  fr: {
    'jekyll-hyde-bambus': {
      name: 'Dr. Jekyll & Mr. Hyde (Bambus)',
      players: '3 ou 4 joueurs',
      about:
        'Un jeu de plis à 4 joueurs en deux équipes, ou à 3 avec un joueur solitaire qui tourne\u00a0: 28 cartes, chaque camp marque ses points multipliés par ses propres actions, en 1000 points.',
    },
  },
})
