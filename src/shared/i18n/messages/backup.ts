import { defineMessages } from '../define-messages'

/**
 * Backing up every game to one file and restoring it, on the home screen. vue-i18n treats
 * { } @ $ | as syntax: keep them out of the text, use {name} placeholders only.
 */
export const backupMessages = defineMessages({
  en: {
    backup: {
      label: 'Backup',
      create: 'Back up all games',
      restore: 'Restore a backup…',
      inputLabel: 'Backup file to restore',
      saved: 'Backup saved as {name}. Games in it: {count}',
      cancelled: 'No backup was saved.',
      failed: 'The backup could not be saved: {detail}',
      empty: 'There are no games to back up yet.',
      damaged: 'This backup was refused, and nothing was changed: {name}',
      restored: 'Games restored: {count}',
      nothingRestored: 'Nothing was restored.',
      dialog: {
        title: 'Restore a backup',
        refused: 'This game was refused: {name}',
        refusedBody: 'This game was not restored; the others still can be. Its problems:',
        where: 'Where',
        what: 'What',
        rule: 'Rule',
        wholeFile: 'the whole game',
        newGames: 'Games to add to your library',
        newGame: '{title}',
        conflict: 'Already in your library: {title}',
        conflictBody: 'The backup holds a game with the same id ({name}).',
        replace: 'Replace the game you have with the backup',
        keepBoth: 'Keep both (restore it as a copy)',
        skip: 'Cancel: keep the game you have',
        confirm: 'Restore',
        cancel: 'Cancel',
        close: 'Close',
      },
      problem: {
        notText: 'The file could not be read as text.',
        notJson: 'The file is not JSON: {detail}',
        wrongFormat: 'The file is not a Casebook library backup.',
        badVersion: 'The backup has no valid version number.',
        newerVersion:
          'The backup is version {version}, made by a newer Casebook; this one reads version {supported}.',
        gamesNotList: 'The backup has no list of games.',
        tooLarge: 'The file is {size} MB; a backup can be at most {limit} MB.',
        unexpected: 'The backup could not be checked: {detail}',
      },
    },
  },
  fr: {
    backup: {
      label: 'Sauvegarde',
      create: 'Sauvegarder toutes les parties',
      restore: 'Restaurer une sauvegarde…',
      inputLabel: 'Fichier de sauvegarde à restaurer',
      saved: 'Sauvegarde enregistrée sous {name}. Parties\u00a0: {count}',
      cancelled: 'Aucune sauvegarde n’a été enregistrée.',
      failed: 'La sauvegarde n’a pas pu être enregistrée\u00a0: {detail}',
      empty: 'Il n’y a encore aucune partie à sauvegarder.',
      damaged: 'Cette sauvegarde a été refusée et rien n’a changé\u00a0: {name}',
      restored: 'Parties restaurées\u00a0: {count}',
      nothingRestored: 'Rien n’a été restauré.',
      dialog: {
        title: 'Restaurer une sauvegarde',
        refused: 'Cette partie a été refusée\u00a0: {name}',
        refusedBody:
          'Cette partie n’a pas été restaurée\u00a0; les autres peuvent l’être. Ses problèmes\u00a0:',
        where: 'Où',
        what: 'Quoi',
        rule: 'Règle',
        wholeFile: 'la partie entière',
        newGames: 'Parties à ajouter à votre bibliothèque',
        newGame: '{title}',
        conflict: 'Déjà dans votre bibliothèque\u00a0: {title}',
        conflictBody: 'La sauvegarde contient une partie qui a le même identifiant ({name}).',
        replace: 'Remplacer votre partie par celle de la sauvegarde',
        keepBoth: 'Garder les deux (la restaurer comme copie)',
        skip: 'Annuler\u00a0: garder votre partie',
        confirm: 'Restaurer',
        cancel: 'Annuler',
        close: 'Fermer',
      },
      problem: {
        notText: 'Le fichier n’a pas pu être lu comme du texte.',
        notJson: 'Le fichier n’est pas du JSON\u00a0: {detail}',
        wrongFormat: 'Le fichier n’est pas une sauvegarde de bibliothèque Casebook.',
        badVersion: 'La sauvegarde n’a pas de numéro de version valable.',
        newerVersion:
          'La sauvegarde est en version {version}, faite par un Casebook plus récent\u00a0; celui-ci lit la version {supported}.',
        gamesNotList: 'La sauvegarde n’a pas de liste de parties.',
        tooLarge: 'Le fichier fait {size} Mo\u00a0; une sauvegarde peut faire au plus {limit} Mo.',
        unexpected: 'La sauvegarde n’a pas pu être vérifiée\u00a0: {detail}',
      },
    },
  },
})
