import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * Mystery Rummy's settings on the new-game page, under its game id: the target, the two
 * variants and the card values. The page's own words (players, the rules' legend) are the core's.
 */
export const mysteryRummyNewGameMessages = defineMessages({
  en: {
    'mystery-rummy-jekyll-hyde': {
      newGame: {
        target: 'Play to',
        variants: {
          transformationPoints: {
            label: "Who scores the Transformation card's 5 points?",
            'area-owner': 'The player in whose area it rests',
            'player-who-played': 'The player who played it',
            explain:
              'The rulebook says the Transformation counts only for the player in whose area it rests; some tables credit whoever played it.',
          },
          transformationHeldPenalty: {
            label: 'Holding the Transformation at the end of a hand costs',
            penalty10: 'Its face value and 5 more (10 with the default value)',
            penalty5: 'Its face value only (5 with the default value)',
            explain:
              'The rulebook asks for 5 points more on top of the cards in hand; some summaries count only those 5.',
          },
        },
        values: {
          title: 'Card values',
          hint: 'Check them against the number in the top-right corner of your cards; the marked ones are not printed in any rulebook we have.',
          card: 'Card',
          value: 'Points',
          unverified: 'check on your cards',
        },
      },
    },
  },
  fr: {
    'mystery-rummy-jekyll-hyde': {
      newGame: {
        target: 'Partie en',
        variants: {
          transformationPoints: {
            label: 'Qui marque les 5 points de la carte Transformation\u00a0?',
            'area-owner': 'Le joueur chez qui elle est posée',
            'player-who-played': 'Le joueur qui l’a jouée',
            explain:
              'La règle dit que la Transformation ne compte que pour le joueur chez qui elle est posée\u00a0; certaines tables la créditent à celui qui l’a jouée.',
          },
          transformationHeldPenalty: {
            label: 'Garder la Transformation en main à la fin de la manche coûte',
            penalty10: 'Sa valeur et 5 de plus (10 avec la valeur par défaut)',
            penalty5: 'Sa valeur seulement (5 avec la valeur par défaut)',
            explain:
              'La règle retire 5 points de plus, en plus de la valeur des cartes en main\u00a0; certains résumés ne comptent que ces 5.',
          },
        },
        values: {
          title: 'Valeur des cartes',
          hint: 'Vérifiez-les avec le nombre en haut à droite de vos cartes\u00a0; celles qui sont signalées ne sont imprimées dans aucune règle que nous ayons.',
          card: 'Carte',
          value: 'Points',
          unverified: 'à vérifier sur vos cartes',
        },
      },
    },
  },
})
