import { defineMessages } from '../../i18n/define-messages'

/**
 * Mystery Rummy: Dr. Jekyll & Mr. Hyde's own part of the catalog, under its game id: what heads
 * a hand, its settings and the marks in the sheet. (Its name is in `cover.ts`; its card names,
 * breakdown lines and problems are still in the shared engine part, from when it was the only
 * game.)
 */
export const mysteryRummyJekyllHydeMessages = defineMessages({
  en: {
    'mystery-rummy-jekyll-hyde': {
      summary: {
        'side-up': '{side} up',
        'went-out': '{player} went out',
        'case-file-exhausted': 'Void: the Case File ran out twice',
        dealer: 'dealt by {player}',
      },
      settings: {
        target: 'Target score',
        'transformation-points': "The Transformation card's points go to",
        'points-area-owner': 'the player in whose area it rests',
        'points-player-who-played': 'the player who played it',
        'transformation-held': 'Holding the Transformation at the end of a hand costs',
        'penalty-10': 'its face value and 5 more points',
        'penalty-5': 'its face value',
      },
      sheet: {
        dealer: 'Dealer',
        side: 'Side up',
        ending: 'How it ended',
        'shut-out': 'Shut-out by',
        'went-out': '{player} went out',
      },
      badge: {
        'shut-out': 'Shut-out by {by}',
        void: 'Void hand',
      },
    },
  },
  fr: {
    'mystery-rummy-jekyll-hyde': {
      summary: {
        'side-up': '{side} visible',
        'went-out': '{player} a fini la manche',
        'case-file-exhausted': 'Nulle\u00a0: talon (Case File) épuisé deux fois',
        dealer: 'donneur\u00a0: {player}',
      },
      settings: {
        target: 'Score à atteindre',
        'transformation-points': 'Les points de la carte Transformation vont à',
        'points-area-owner': 'le joueur chez qui elle est posée',
        'points-player-who-played': 'le joueur qui l’a jouée',
        'transformation-held': 'Garder la Transformation en main à la fin de la manche coûte',
        'penalty-10': 'sa valeur et 5 points de plus',
        'penalty-5': 'sa valeur',
      },
      sheet: {
        dealer: 'Donneur',
        side: 'Face visible',
        ending: 'Fin de la manche',
        'shut-out': 'Shut-out de',
        'went-out': '{player} a fini',
      },
      badge: {
        'shut-out': 'Shut-out {deBy}',
        void: 'Manche nulle',
      },
    },
  },
})
