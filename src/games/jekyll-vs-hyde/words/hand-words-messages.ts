import { defineWordsOverCore } from '../../../shared/i18n/define-messages'

/**
 * The core's sentences about a hand in this game's word for it, a round (`hand-words.ts` of the
 * renderer says them). French says "manche" in the core already: only what French words
 * differently for this game is written here; every other sentence is the core's own.
 */
export const jekyllVsHydeHandWords = defineWordsOverCore({
  en: {
    'jekyll-vs-hyde': {
      handWords: {
        game: {
          view: {
            enterHand: 'Enter round {number}',
            handDeleted: 'Round {number} deleted. Undo brings it back.',
            cannotDelete: 'Round {number} was not deleted: {reason}',
          },
          hand: { newTitle: 'Round {number}', editTitle: 'Correct round {number}' },
          pastTheEnd: {
            message:
              'With this correction the game ends sooner: round {list} comes after its end and cannot have been played. Save deletes it; Undo brings it back. | With this correction the game ends sooner: rounds {list} come after its end and cannot have been played. Save deletes them; Undo brings them back.',
            confirm: 'Save and delete round {list} | Save and delete rounds {list}',
            keep: 'Back to the round',
          },
          share: { totalsNote: 'Totals after each round', part: 'Game {number}' },
        },
        scoreSheet: {
          columns: { hand: 'Round', handScoreOf: '{name}’s round score' },
          empty:
            'No rounds yet. Enter the first round and the marker’s moves appear here, line by line.',
          breakdown: {
            title: 'Round {number}: how the marker moved',
            handScore: 'Round score',
          },
          handNumber: 'Round {number}',
          actions: {
            open: 'Show the breakdown of round {number}',
            edit: 'Edit round {number}',
            delete: 'Delete round {number}',
          },
        },
        handEntry: {
          draft: {
            inProgressNew: 'Round {number} is in progress: what you entered is kept.',
            inProgressEdit:
              'Your correction of round {number} is in progress: what you entered is kept.',
            finishFirst: 'Resume it or discard it before starting another round.',
            resumeNew: 'Resume round {number}',
            resumeEdit: 'Resume the correction of round {number}',
            discardNew: 'Discard round {number}',
            discardEdit: 'Discard the correction of round {number}',
            discardedNew: 'Round {number} discarded.',
            discardedEdit: 'Correction of round {number} discarded.',
            missed:
              'Round {number} was saved on another device before a change made on this device reached it: that change is not in it. | Round {number} was saved on another device before {count} changes made on this device reached it: they are not in it.',
            addMissed: 'Put it in round {number} | Put them in round {number}',
            keepAsSaved: 'Leave round {number} as saved',
          },
        },
      },
    },
  },
  fr: {
    'jekyll-vs-hyde': {
      handWords: {
        scoreSheet: {
          empty:
            'Aucune manche pour l’instant. Saisissez la première\u00a0: les déplacements du marqueur s’affichent ici, ligne par ligne.',
          breakdown: { title: 'Manche {number}\u00a0: comment le marqueur a bougé' },
        },
      },
    },
  },
})
