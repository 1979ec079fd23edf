import { defineMessages } from '../../i18n/define-messages'

/**
 * Mystery Rummy: Dr. Jekyll & Mr. Hyde's own part of the catalog, under its game id: its name,
 * what heads a hand, its settings and the marks in the sheet. (Its card names, breakdown lines
 * and problems are still in the shared engine part, from when it was the only game.)
 */
export const mysteryRummyJekyllHydeMessages = defineMessages({
  en: {
    'mystery-rummy-jekyll-hyde': {
      name: 'Mystery Rummy: Dr. Jekyll & Mr. Hyde',
      summary: {
        'side-up': '{side} up',
        'went-out': '{player} went out',
        'case-file-exhausted': 'the Case File ran out twice',
        dealer: 'dealer {player}',
      },
      settings: {
        target: 'Target {target}',
        'transformation-points': 'Transformation points: {points}',
        'transformation-held': 'holding the Transformation costs {penalty}',
        'points-area-owner': "the area's owner",
        'points-player-who-played': 'the player who played it',
        'penalty-10': 'its face value and 5 more',
        'penalty-5': 'its face value',
      },
      badge: {
        'shut-out': 'Shut-out by {by}',
        void: 'Void hand',
      },
    },
  },
  fr: {
    'mystery-rummy-jekyll-hyde': {
      name: 'Mystery Rummy\u00a0: Dr Jekyll & Mr Hyde',
      summary: {
        'side-up': '{side} visible',
        'went-out': '{player} a fini la manche',
        'case-file-exhausted': 'le talon est épuisé pour la deuxième fois',
        dealer: 'donneur\u00a0: {player}',
      },
      settings: {
        target: 'Objectif {target}',
        'transformation-points': 'points de la Transformation\u00a0: {points}',
        'transformation-held': 'garder la Transformation coûte {penalty}',
        'points-area-owner': 'le joueur chez qui elle est posée',
        'points-player-who-played': 'le joueur qui l’a jouée',
        'penalty-10': 'sa valeur et 5 de plus',
        'penalty-5': 'sa valeur',
      },
      badge: {
        'shut-out': 'Shut-out {deBy}',
        void: 'Manche nulle',
      },
    },
  },
})
