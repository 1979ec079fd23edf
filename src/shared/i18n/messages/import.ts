import { defineMessages } from '../define-messages'

/**
 * Opening and importing game-log files on the home screen. vue-i18n treats { } @ $ | as syntax:
 * keep them out of the text, use {name} placeholders only.
 */
export const importMessages = defineMessages({
  en: {
    import: {
      open: 'Open game log…',
      inputLabel: 'Game-log files to open',
      dropHint: 'Drop game-log files here to open them',
      copyTitle: '{title} (copy)',
      imported: 'Games imported: {count}',
      nothingImported: 'Nothing was imported.',
      dialog: {
        title: 'Open game logs',
        refused: 'This file was refused: {name}',
        refusedBody: 'Nothing from this file was imported. Its problems:',
        where: 'Where',
        what: 'What',
        rule: 'Rule',
        wholeFile: 'the whole file',
        newGames: 'New games to import',
        newGame: '{title} (from {name})',
        conflict: 'Already in your library: {title}',
        conflictBody: 'The file {name} holds a game with the same id as one you already have.',
        replace: 'Replace the existing game',
        keepBoth: 'Keep both (import it as a copy)',
        skip: 'Cancel: do not import this file',
        confirm: 'Import',
        cancel: 'Cancel',
        close: 'Close',
      },
      problem: {
        notText: 'The file could not be read as text.',
        readFailed: 'The file could not be read: {detail}',
        tooLarge: 'The file is {size} MB; a game log can be at most {limit} MB.',
        unexpected: 'The file could not be checked: {detail}',
      },
    },
  },
  fr: {
    import: {
      open: 'Ouvrir une partie…',
      inputLabel: 'Fichiers de partie à ouvrir',
      dropHint: 'Déposez ici des fichiers de partie pour les ouvrir',
      copyTitle: '{title} (copie)',
      imported: 'Parties importées\u00a0: {count}',
      nothingImported: 'Rien n’a été importé.',
      dialog: {
        title: 'Ouvrir des parties',
        refused: 'Ce fichier a été refusé\u00a0: {name}',
        refusedBody: 'Rien de ce fichier n’a été importé. Ses problèmes\u00a0:',
        where: 'Où',
        what: 'Quoi',
        rule: 'Règle',
        wholeFile: 'le fichier entier',
        newGames: 'Nouvelles parties à importer',
        newGame: '{title} ({deName})',
        conflict: 'Déjà dans votre bibliothèque\u00a0: {title}',
        conflictBody:
          'Le fichier {name} contient une partie qui a le même identifiant qu’une des vôtres.',
        replace: 'Remplacer la partie existante',
        keepBoth: 'Garder les deux (l’importer comme copie)',
        skip: 'Annuler\u00a0: ne pas importer ce fichier',
        confirm: 'Importer',
        cancel: 'Annuler',
        close: 'Fermer',
      },
      problem: {
        notText: 'Le fichier n’a pas pu être lu comme du texte.',
        readFailed: 'Le fichier n’a pas pu être lu\u00a0: {detail}',
        tooLarge: 'Le fichier fait {size} Mo\u00a0; une partie peut faire au plus {limit} Mo.',
        unexpected: 'Le fichier n’a pas pu être vérifié\u00a0: {detail}',
      },
    },
  },
})
