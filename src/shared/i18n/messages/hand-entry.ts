import { defineMessages } from '../define-messages'

/**
 * What every game's hand form shares: one wording per action (Save, Cancel, Keep for later,
 * Discard changes), the keys hint, why Save waits, the notice of a hand in progress (a draft
 * kept for later) and how a problem's severity is read out. Each game's form has its own words in its catalog
 * part (`src/shared/games/<id>/`).
 */
export const handEntryMessages = defineMessages({
  en: {
    handEntry: {
      keys: 'Enter saves · Escape cancels',
      keysChanged: 'Enter saves · Escape keeps the draft for later',
      // In a grid where Enter plays the card it is on (Bambus's tricks): Escape only.
      keysGridEnter: 'Escape cancels',
      keysGridEnterChanged: 'Escape keeps the draft for later',
      actions: {
        save: 'Save',
        cancel: 'Cancel',
        later: 'Keep for later',
        discard: 'Discard changes',
      },
      result: {
        errors: '{count} problem to fix before saving | {count} problems to fix before saving',
        warnings: 'Can be saved; {count} warning to read | Can be saved; {count} warnings to read',
        ready: 'Ready to save',
        showProblem: 'Show',
      },
      problems: {
        error: 'Error:',
        warning: 'Warning:',
      },
      draft: {
        discard: 'Discard',
        inProgressNew: 'Hand {number} is in progress: what you entered is kept.',
        inProgressEdit:
          'Your correction of hand {number} is in progress: what you entered is kept.',
        finishFirst: 'Resume it or discard it before starting another hand.',
        resume: 'Resume',
        resumeNew: 'Resume hand {number}',
        resumeEdit: 'Resume the correction of hand {number}',
        discardNew: 'Discard hand {number}',
        discardEdit: 'Discard the correction of hand {number}',
        discardedNew: 'Hand {number} discarded.',
        discardedEdit: 'Correction of hand {number} discarded.',
        missed:
          'Hand {number} was saved on another device before a change made on this device reached it: that change is not in it. | Hand {number} was saved on another device before {count} changes made on this device reached it: they are not in it.',
        addMissed: 'Put it in hand {number} | Put them in hand {number}',
        keepAsSaved: 'Leave hand {number} as saved',
        undoHint: 'Undo brings it back.',
        notKept: 'What you entered could not be kept: {reason}',
      },
      count: {
        empty: 'Enter a number',
        notWhole: 'A whole number',
        below: 'At least {min}',
        above: 'At most {max}',
      },
      unsettled:
        '{count} count not taken: fix it before saving | {count} counts not taken: fix them before saving',
    },
  },
  fr: {
    handEntry: {
      keys: 'Entrée enregistre · Échap annule',
      keysChanged: 'Entrée enregistre · Échap garde le brouillon pour plus tard',
      keysGridEnter: 'Échap annule',
      keysGridEnterChanged: 'Échap garde le brouillon pour plus tard',
      actions: {
        save: 'Enregistrer',
        cancel: 'Annuler',
        later: 'Garder pour plus tard',
        discard: 'Abandonner les modifications',
      },
      result: {
        errors:
          '{count} problème à corriger avant d’enregistrer | {count} problèmes à corriger avant d’enregistrer',
        warnings:
          'Peut être enregistrée\u00a0; {count} avertissement à lire | Peut être enregistrée\u00a0; {count} avertissements à lire',
        ready: 'Prête à enregistrer',
        showProblem: 'Voir',
      },
      problems: {
        error: 'Erreur\u00a0:',
        warning: 'Avertissement\u00a0:',
      },
      draft: {
        discard: 'Abandonner',
        inProgressNew: 'La manche {number} est en cours de saisie\u00a0: votre saisie est gardée.',
        inProgressEdit:
          'Votre correction de la manche {number} est en cours\u00a0: votre saisie est gardée.',
        finishFirst: 'Reprenez-la ou abandonnez-la avant d’en commencer une autre.',
        resume: 'Reprendre',
        resumeNew: 'Reprendre la manche {number}',
        resumeEdit: 'Reprendre la correction de la manche {number}',
        discardNew: 'Abandonner la manche {number}',
        discardEdit: 'Abandonner la correction de la manche {number}',
        discardedNew: 'Manche {number} abandonnée.',
        discardedEdit: 'Correction de la manche {number} abandonnée.',
        missed:
          'La manche {number} a été enregistrée sur un autre appareil avant qu’une modification faite sur cet appareil lui parvienne\u00a0: elle n’y est pas. | La manche {number} a été enregistrée sur un autre appareil avant que {count} modifications faites sur cet appareil lui parviennent\u00a0: elles n’y sont pas.',
        addMissed: 'La mettre dans la manche {number} | Les mettre dans la manche {number}',
        keepAsSaved: 'Laisser la manche {number} telle qu’enregistrée',
        undoHint: 'Défaire la remet.',
        notKept: 'Votre saisie n’a pas pu être gardée\u00a0: {reason}',
      },
      count: {
        empty: 'Saisissez un nombre',
        notWhole: 'Un nombre entier',
        below: 'Au moins {min}',
        above: 'Au plus {max}',
      },
      unsettled:
        '{count} nombre non pris\u00a0: corrigez-le avant d’enregistrer | {count} nombres non pris\u00a0: corrigez-les avant d’enregistrer',
    },
  },
})
