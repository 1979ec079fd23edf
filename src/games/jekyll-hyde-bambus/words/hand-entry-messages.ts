import { defineMessages } from '../../../shared/i18n/define-messages'

/** The words of Dr. Jekyll & Mr. Hyde (Bambus)'s hand form: its fields, counters, result and actions. */
export const bambusHandEntryMessages = defineMessages({
  en: {
    label: 'Hand {number}',
    gridKeys: 'Arrows move between the cards, Space ticks one',
    trickKeys:
      'Type a card’s letter or number to play it (x, y, z: the actions), or arrows to it and Space or Enter',
    table: {
      title: 'The table',
      dealer: 'Dealer',
      seats: 'Seats, clockwise',
      seat: 'Seat {number}',
      team: 'Dr. Jekyll’s side',
      solo: 'Solo: plays Mr. Hyde alone',
    },
    cards: {
      title: 'Captured cards',
      tickedSide: 'I tick the cards of',
      'ticked-jekyll': 'Dr. Jekyll’s pile',
      'ticked-hyde': 'Mr. Hyde’s pile',
      tickHint: 'Tick the smaller pile: every card left unticked goes to the other.',
      neutralShown: 'A Transformation fell in the last trick',
      brush: 'A tap puts a card in',
      'brush-neutral': 'the neutral pile',
      rowJekyll: 'Dr. Jekyll’s cards',
      rowHyde: 'Mr. Hyde’s cards',
      neutralCard: '{card}, in the neutral pile',
      tickedCard: '{card}, in {pile}',
      'empty-jekyll': 'Dr. Jekyll’s pile is empty: Mr. Hyde took every card',
      'empty-hyde': 'Mr. Hyde’s pile is empty: Dr. Jekyll took every card',
      'waiting-jekyll': 'Tick the cards of Dr. Jekyll’s pile, or say it is empty, to save',
      'waiting-hyde': 'Tick the cards of Mr. Hyde’s pile, or say it is empty, to save',
    },
    piles: {
      title: 'The piles',
      jekyll: 'Dr. Jekyll’s pile',
      hyde: 'Mr. Hyde’s pile',
      neutral: 'Neutral pile',
      ticked: 'ticked',
      rest: 'the rest',
      cards: '{count} card | {count} cards',
      balance: '{jekyll} Jekyll + {hyde} Hyde',
      points: '{points} point | {points} points',
    },
    result: {
      title: 'This hand’s score',
      noScore: 'No score while the hand has a problem',
      notEntered: 'No score until the cards are entered',
    },
    problems: {
      title: 'Problems with this hand',
    },
  },
  fr: {
    label: 'Manche {number}',
    gridKeys: 'Les flèches passent d’une carte à l’autre, Espace en coche une',
    trickKeys:
      'Tapez la lettre ou le chiffre d’une carte pour la jouer (x, y, z\u00a0: les actions), ou les flèches jusqu’à elle et Espace ou Entrée',
    table: {
      title: 'La table',
      dealer: 'Donneur',
      seats: 'Places, dans le sens des aiguilles d’une montre',
      seat: 'Place {number}',
      team: 'Camp du Dr Jekyll',
      solo: 'Solitaire\u00a0: joue Mr Hyde seul',
    },
    cards: {
      title: 'Cartes gagnées',
      tickedSide: 'Je coche les cartes de',
      'ticked-jekyll': 'la pile du Dr Jekyll',
      'ticked-hyde': 'la pile de Mr Hyde',
      tickHint: 'Cochez la plus petite pile\u00a0: toute carte non cochée va à l’autre.',
      neutralShown: 'Une Transformation est tombée dans le dernier pli',
      brush: 'Un appui met une carte dans',
      'brush-neutral': 'la pile neutre',
      rowJekyll: 'Cartes du Dr Jekyll',
      rowHyde: 'Cartes de Mr Hyde',
      neutralCard: '{card}, dans la pile neutre',
      tickedCard: '{card}, dans {pile}',
      'empty-jekyll': 'La pile du Dr Jekyll est vide\u00a0: Mr Hyde a pris toutes les cartes',
      'empty-hyde': 'La pile de Mr Hyde est vide\u00a0: Dr Jekyll a pris toutes les cartes',
      'waiting-jekyll':
        'Cochez les cartes de la pile du Dr Jekyll, ou dites qu’elle est vide, pour enregistrer',
      'waiting-hyde':
        'Cochez les cartes de la pile de Mr Hyde, ou dites qu’elle est vide, pour enregistrer',
    },
    piles: {
      title: 'Les piles',
      jekyll: 'Pile du Dr Jekyll',
      hyde: 'Pile de Mr Hyde',
      neutral: 'Pile neutre',
      ticked: 'cochée',
      rest: 'le reste',
      cards: '{count} carte | {count} cartes',
      balance: '{jekyll} Jekyll + {hyde} Hyde',
      points: '{points} point | {points} points',
    },
    result: {
      title: 'Score de cette manche',
      noScore: 'Pas de score tant que la manche a un problème',
      notEntered: 'Pas de score tant que les cartes ne sont pas saisies',
    },
    problems: {
      title: 'Problèmes de cette manche',
    },
  },
})
