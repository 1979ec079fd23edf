import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * Mystery Rummy's "What if…" on a saved hand, under its game id: the changes it offers and the
 * comparison of scores. Card names and sides are the engine's words (`messages.ts`). vue-i18n
 * treats { } @ $ | as syntax: {name} placeholders only.
 */
export const mysteryRummyWhatIfMessages = defineMessages({
  en: {
    'mystery-rummy-jekyll-hyde': {
      whatIf: {
        notSaved: 'Not saved',
        notSavedHint:
          'Try a change and see what the engine would score. The game stays exactly as it was saved.',
        reset: 'Reset',
        resetDone: 'Back to the hand as it was saved.',
        changes: 'Changes to try',
        side: {
          legend: 'Dual Identity side up at the end',
        },
        transformation: {
          label: 'Where the Transformation is',
          none: 'Nowhere: not played in this hand',
          held: "In {name}'s hand",
          one: "In {name}'s area, on 1 {card}",
          meld: "In {name}'s area, on {count} {card} cards",
          saved: '{choice} (as saved)',
        },
        variants: {
          points: {
            legend: 'Who scores the Transformation card',
            'area-owner': 'The player in whose area it rests',
            'player-who-played': 'The player who played it',
          },
          penalty: {
            legend: 'Holding the Transformation costs',
            penalty10: 'Its face value and 5 more',
            penalty5: 'Its face value only',
          },
        },
        results: 'Scores',
        comparison: 'Hand {number} as saved and what if',
        player: 'Player',
        handScore: 'Hand score',
        total: 'Total after hand {number}',
        saved: 'Saved',
        whatIf: 'What if',
        difference: 'Difference',
        unchanged: 'No change',
        savedOf: 'as saved',
        whatIfOf: 'what if',
        impossible: 'This change makes the game impossible, so it has no score:',
        linesTitle: 'What if: the breakdown',
        linesOf: "{name}'s what-if lines",
      },
    },
  },
  fr: {
    'mystery-rummy-jekyll-hyde': {
      whatIf: {
        notSaved: 'Non enregistré',
        notSavedHint:
          'Essayez un changement et voyez ce que compterait le moteur. La partie reste exactement telle qu’elle est enregistrée.',
        reset: 'Réinitialiser',
        resetDone: 'Retour à la manche telle qu’elle est enregistrée.',
        changes: 'Changements à essayer',
        side: {
          legend: 'Face de la carte Double identité à la fin',
        },
        transformation: {
          label: 'Où est la Transformation',
          none: 'Nulle part\u00a0: pas jouée dans cette manche',
          held: 'Dans la main {deName}',
          one: 'Chez {name}, sur 1 {card}',
          meld: 'Chez {name}, sur {count} cartes {card}',
          saved: '{choice} (enregistré)',
        },
        variants: {
          points: {
            legend: 'Qui marque la carte Transformation',
            'area-owner': 'Le joueur chez qui elle est posée',
            'player-who-played': 'Le joueur qui l’a jouée',
          },
          penalty: {
            legend: 'Garder la Transformation en main coûte',
            penalty10: 'Sa valeur et 5 de plus',
            penalty5: 'Sa valeur seulement',
          },
        },
        results: 'Scores',
        comparison: 'Manche {number}\u00a0: enregistrée, et si',
        player: 'Joueur',
        handScore: 'Score de la manche',
        total: 'Total après la manche {number}',
        saved: 'Enregistré',
        whatIf: 'Et si',
        difference: 'Écart',
        unchanged: 'Aucun changement',
        savedOf: 'enregistré',
        whatIfOf: 'et si',
        impossible: 'Ce changement rend la partie impossible, elle n’a donc pas de score\u00a0:',
        linesTitle: 'Et si\u00a0: le détail',
        linesOf: 'Les lignes et si {deName}',
      },
    },
  },
})
