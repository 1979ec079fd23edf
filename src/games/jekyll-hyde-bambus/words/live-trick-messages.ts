import { defineMessages } from '../../../shared/i18n/define-messages'

/** The words of Dr. Jekyll & Mr. Hyde (Bambus)'s live trick screen. */
export const bambusLiveTrickMessages = defineMessages({
  en: {
    open: 'Trick by trick',
    saveWaits: 'Play the 7 tricks, then fill the hand with them, to save it',
    title: 'Trick by trick',
    close: 'Back to the piles',
    tableFirst:
      'Set the table above first: the seats, the dealer and the sides say who plays when.',
    prompt: 'Trick {trick}: the card in front of {player}, a card {sideOf}',
    done: 'The 7 tricks are down: fill the hand with their piles, then save it.',
    stopped: 'This card cannot lie there: undo it.',
    played: '{card}, played',
    onTable: 'On the table',
    nothingYet: 'no card yet',
    waiting: '{count} cards wait on the table for the next trick’s winner',
    undo: 'Undo the last card',
    undoCard: 'Undo: {card}',
    fill: 'Fill the hand',
    tricks: 'Tricks played',
    trick: 'Trick {number}',
    latest: 'Trick {number}: {words}',
    inFront: '{player}: {card}',
  },
  fr: {
    open: 'Pli par pli',
    saveWaits: 'Jouez les 7 plis, puis remplissez la manche avec eux, pour l’enregistrer',
    title: 'Pli par pli',
    close: 'Revenir aux piles',
    tableFirst:
      'Réglez d’abord la table ci-dessus\u00a0: les places, le donneur et les camps disent qui joue quand.',
    prompt: 'Pli {trick}\u00a0: la carte devant {player}, une carte {sideOf}',
    done: 'Les 7 plis sont joués\u00a0: remplissez la manche avec leurs piles, puis enregistrez-la.',
    stopped: 'Cette carte ne peut pas être là\u00a0: annulez-la.',
    played: '{card}, jouée',
    onTable: 'Sur la table',
    nothingYet: 'pas encore de carte',
    waiting: '{count} cartes attendent sur la table le gagnant du pli suivant',
    undo: 'Annuler la dernière carte',
    undoCard: 'Annuler\u00a0: {card}',
    fill: 'Remplir la manche',
    tricks: 'Plis joués',
    trick: 'Pli {number}',
    latest: 'Pli {number}\u00a0: {words}',
    inFront: '{player}\u00a0: {card}',
  },
})
