import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * Mystery Rummy's hand form, under its game id: the side up, how the hand ended, where the
 * cards are, the Transformation, what is left in hand and the result bar. Card names, sides and
 * problems are the engine's words (`messages.ts`); the draft notice is the core's.
 */
export const mysteryRummyHandEntryMessages = defineMessages({
  en: {
    'mystery-rummy-jekyll-hyde': {
      handEntry: {
        label: 'Hand {number}',
        identity: {
          caption: 'Side up',
          legend: 'Side up at the end of the hand',
        },
        ending: {
          title: 'How the hand ended',
          wentOut: '{name} went out',
          exhausted: 'The Case File ran out twice',
          exhaustedHint: 'Nobody scores this hand.',
        },
        dealer: {
          title: 'Dealer',
          none: 'Not recorded',
        },
        areas: {
          title: 'Where the cards are',
          inFrontOf: 'In front of {name}',
          hand: 'In hand',
          count: '{card}, in front of {name}',
          fewer: 'One fewer {card} in front of {name}',
          more: 'One more {card} in front of {name}',
          covered: 'The Transformation rests on these cards.',
          keys: 'Melds and lay-offs alike, counted in front of the player who put them down. A digit sets a count, + and − change it by one, the arrows go from count to count, and a letter goes to the next card with a word of its name starting with it.',
          keysShort: 'Table: a digit counts, arrows and letters move',
          tooMany: '{typed} × {card}? At most {max} can be here: the count stays {count}.',
        },
        transformation: {
          title: 'The Transformation',
          none: 'Not played',
          onGroup: '{name}: on {card} ({count})',
          chooseGroup: '{name}: choose the group',
          noGroup: '{name}: no J or H card entered yet',
          held: "Held in {name}'s hand",
          heldUnknown: 'Held in the hand of the player who did not go out',
          cards: 'Cards it covers',
          cardsLabel: 'Cards covered by the Transformation',
          fewer: 'One fewer card covered by the Transformation',
          more: 'One more card covered by the Transformation',
          playedBy: 'Played by',
        },
        leftInHand: {
          title: "Left in {name}'s hand",
          titlePending: 'Left in hand',
          pending: 'Choose who went out first: the cards of the other player are entered here.',
          cards: 'Card by card',
          points: 'As a points total',
          count: "{card}, left in {name}'s hand",
          fewer: "One fewer {card} in {name}'s hand",
          more: "One more {card} in {name}'s hand",
          pointsCaption: 'Points, at face value',
          pointsLabel: "Points left in {name}'s hand",
          pointsFewer: 'One point fewer',
          pointsMore: 'One point more',
          pointsHint:
            'The face value of the cards, never doubled: Potion 0, Work in Lab 1. Do not count the Transformation here.',
        },
        result: {
          title: 'Result of this hand',
          score: '{name}: {score}',
          noScore: 'no score yet',
          // Beside each player's score: "Shut-out" and "Shut out" alone were told apart by a hyphen.
          shutOut: 'Made a shut-out',
          shutOutBy: 'Scores 0 after the shut-out',
          void: 'Void hand',
          needEnding: 'Choose how the hand ended to see the scores.',
          needFamily: 'Choose the group the Transformation covers.',
        },
        problems: {
          title: 'About this hand',
        },
        quick: {
          meld: 'A meld of {count} {card} in front of {name}',
          whole: 'All {count} {card} in front of {name}',
          allFamilies: 'All families ({count} more)',
          total: 'total {total}',
          nextDealer: 'Next dealer: {name}',
        },
      },
    },
  },
  fr: {
    'mystery-rummy-jekyll-hyde': {
      handEntry: {
        label: 'Manche {number}',
        identity: {
          caption: 'Face visible',
          legend: 'Face visible à la fin de la manche',
        },
        ending: {
          title: 'Fin de la manche',
          wentOut: '{name} a fini',
          exhausted: 'Talon (Case File) épuisé deux fois',
          exhaustedHint: 'Personne ne marque cette manche.',
        },
        dealer: {
          title: 'Donneur',
          none: 'Non noté',
        },
        areas: {
          title: 'Où sont les cartes',
          inFrontOf: 'Devant {name}',
          hand: 'En main',
          count: '{card}, devant {name}',
          fewer: 'Une carte {card} de moins devant {name}',
          more: 'Une carte {card} de plus devant {name}',
          covered: 'La Transformation est posée sur ces cartes.',
          keys: 'Combinaisons et cartes ajoutées, comptées devant le joueur qui les a posées. Un chiffre donne le nombre, + et − l’augmentent ou le diminuent d’une carte, les flèches passent d’un nombre à l’autre, et une lettre mène à la carte suivante dont un mot du nom commence par elle.',
          keysShort: 'Tableau\u00a0: un chiffre compte, flèches et lettres déplacent',
          tooMany:
            '{typed} × {card}\u00a0? Il ne peut y en avoir que {max} ici\u00a0: le nombre reste {count}.',
        },
        transformation: {
          title: 'La Transformation',
          none: 'Pas jouée',
          onGroup: '{name}\u00a0: sur {card} ({count})',
          chooseGroup: '{name}\u00a0: choisissez le groupe',
          noGroup: '{name}\u00a0: aucune carte J ou H saisie',
          held: 'Restée dans la main {deName}',
          heldUnknown: 'Restée dans la main du joueur qui n’a pas fini',
          cards: 'Cartes couvertes',
          cardsLabel: 'Cartes couvertes par la Transformation',
          fewer: 'Une carte couverte de moins',
          more: 'Une carte couverte de plus',
          playedBy: 'Jouée par',
        },
        leftInHand: {
          title: 'Cartes restées dans la main {deName}',
          titlePending: 'Cartes restées en main',
          pending:
            'Choisissez d’abord qui a fini\u00a0: les cartes de l’autre joueur se saisissent ici.',
          cards: 'Carte par carte',
          points: 'En total de points',
          count: '{card}, dans la main {deName}',
          fewer: 'Une carte {card} de moins dans la main {deName}',
          more: 'Une carte {card} de plus dans la main {deName}',
          pointsCaption: 'Points, en valeur faciale',
          pointsLabel: 'Points restés dans la main {deName}',
          pointsFewer: 'Un point de moins',
          pointsMore: 'Un point de plus',
          pointsHint:
            'La valeur faciale des cartes, jamais doublée\u00a0: Potion 0, Travail en laboratoire 1. Ne comptez pas la Transformation ici.',
        },
        result: {
          title: 'Résultat de la manche',
          score: '{name}\u00a0: {score}',
          noScore: 'pas encore de score',
          shutOut: 'A réussi un shut-out',
          shutOutBy: 'Marque 0 après le shut-out',
          void: 'Manche nulle',
          needEnding: 'Choisissez comment la manche s’est terminée pour voir les scores.',
          needFamily: 'Choisissez le groupe que couvre la Transformation.',
        },
        problems: {
          title: 'À propos de cette manche',
        },
        quick: {
          meld: 'Une combinaison de {count} {card} devant {name}',
          whole: 'Les {count} cartes {card} devant {name}',
          allFamilies: 'Toutes les familles ({count} de plus)',
          total: 'total {total}',
          nextDealer: 'Prochain donneur\u00a0: {name}',
        },
      },
    },
  },
})
