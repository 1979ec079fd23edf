import { defineMessages } from '../define-messages'

/**
 * The import dialog's words: what it asks about opened files and why a file is refused. Fetched
 * with the dialog, after the home screen (its own words are in import.ts). vue-i18n treats
 * { } @ $ | as syntax: keep them out of the text, use {name} placeholders only.
 */
export const importDialogMessages = defineMessages({
  en: {
    import: {
      dialog: {
        title: 'Open game logs',
        refused: 'This file was refused: {name}',
        refusedBody: 'Nothing from this file was imported.',
        problems: 'Its problems:',
        technical: 'Technical detail',
        // What is wrong with a refused file and what to do, by import/refusal.ts's kinds.
        refusal: {
          notJson:
            '“{name}” is not a Casebook game log: it is not JSON text. Choose a game log exported from Casebook (a .json file).',
          notOurs:
            '“{name}” is JSON text, but not a Casebook game log. Choose a game log exported from Casebook (a .json file).',
          encodingUtf16:
            '“{name}” is saved as UTF-16 text, which Casebook does not read. Open it in a text editor, save it again as UTF-8 (in Notepad: Save as, Encoding: UTF-8), then open it here again.',
          encodingOther:
            '“{name}” is not saved as UTF-8 text, so its accents would come out garbled. Open it in a text editor, save it again as UTF-8, then open it here again.',
          newerVersion:
            '“{name}” was saved by a newer version of Casebook. Update Casebook, then open the file again.',
          otherVersion:
            '“{name}” is in a game-log version this Casebook does not read. Export the game again from Casebook and open the new file.',
          unknownGame:
            '“{name}” records a game this Casebook does not know ({found}). Update Casebook, or choose another file.',
          tooLarge:
            '“{name}” is too large to be a game log: {size} MB, where a game log is at most {limit} MB. Choose a game log exported from Casebook.',
          unreadable:
            '“{name}” could not be read. Check that the file is still there and that you may open it, then try again.',
          unexpected:
            '“{name}” could not be checked. Try again; if it fails again, the technical detail below says what went wrong.',
          broken:
            '“{name}” is a Casebook game log, but it cannot be scored as it is: one problem, listed below. Correct the file, or choose another copy of the game. | “{name}” is a Casebook game log, but it cannot be scored as it is: {count} problems, listed below. Correct the file, or choose another copy of the game.',
        },
        where: 'Where',
        what: 'What',
        rule: 'Rule',
        wholeFile: 'the whole file',
        newGames: 'New games to import',
        newGame: '{title} (from {name})',
        conflict: 'Already in your library: {title}',
        conflictBody: 'The file {name} holds a game with the same id as one you already have.',
        conflictTwice: 'Twice among these files: {title}',
        conflictTwiceBody: 'The files {earlier} and {name} hold the same game.',
        savedInLibrary: 'In your library: last saved {date}',
        savedInFile: 'In {name}: last saved {date}',
        noDate: 'no date given',
        later: '(the later)',
        twiceReplace: 'Import the copy in {name}',
        twiceSkip: 'Import the copy in {earlier}',
        replace: 'Replace the existing game',
        keepBoth: 'Keep both (import it as a copy)',
        // The default: nothing in the library changes unless asked.
        skip: 'Keep the one in my library',
        // The main button says what it will write; nothing to write, it reads "Close".
        confirm: 'Import 1 game | Import {count} games',
        confirmReplace: 'Replace 1 game | Replace {count} games',
        confirmBoth: 'Import {added} and replace {replaced}',
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
      dialog: {
        title: 'Ouvrir des parties',
        refused: 'Ce fichier a été refusé\u00a0: {name}',
        refusedBody: 'Rien de ce fichier n’a été importé.',
        problems: 'Ses problèmes\u00a0:',
        technical: 'Détail technique',
        refusal: {
          notJson:
            '«\u00a0{name}\u00a0» n’est pas une partie Casebook\u00a0: ce n’est pas du texte JSON. Choisissez une partie exportée depuis Casebook (un fichier .json).',
          notOurs:
            '«\u00a0{name}\u00a0» est bien du texte JSON, mais pas une partie Casebook. Choisissez une partie exportée depuis Casebook (un fichier .json).',
          encodingUtf16:
            '«\u00a0{name}\u00a0» est enregistré en UTF-16, que Casebook ne lit pas. Ouvrez-le dans un éditeur de texte, enregistrez-le de nouveau en UTF-8 (dans le Bloc-notes\u00a0: Enregistrer sous, Encodage\u00a0: UTF-8), puis rouvrez-le ici.',
          encodingOther:
            '«\u00a0{name}\u00a0» n’est pas enregistré en UTF-8\u00a0: ses accents seraient mal lus. Ouvrez-le dans un éditeur de texte, enregistrez-le de nouveau en UTF-8, puis rouvrez-le ici.',
          newerVersion:
            '«\u00a0{name}\u00a0» a été enregistré par une version plus récente de Casebook. Mettez Casebook à jour, puis rouvrez le fichier.',
          otherVersion:
            '«\u00a0{name}\u00a0» est dans une version du format de partie que ce Casebook ne lit pas. Exportez de nouveau la partie depuis Casebook et ouvrez le nouveau fichier.',
          unknownGame:
            '«\u00a0{name}\u00a0» contient un jeu que ce Casebook ne connaît pas ({found}). Mettez Casebook à jour, ou choisissez un autre fichier.',
          tooLarge:
            '«\u00a0{name}\u00a0» est trop gros pour être une partie\u00a0: {size} Mo, alors qu’une partie fait au plus {limit} Mo. Choisissez une partie exportée depuis Casebook.',
          unreadable:
            '«\u00a0{name}\u00a0» n’a pas pu être lu. Vérifiez que le fichier existe toujours et que vous pouvez l’ouvrir, puis réessayez.',
          unexpected:
            '«\u00a0{name}\u00a0» n’a pas pu être vérifié. Réessayez\u00a0; si cela échoue encore, le détail technique ci-dessous dit ce qui s’est passé.',
          broken:
            '«\u00a0{name}\u00a0» est bien une partie Casebook, mais elle ne peut pas être comptée telle quelle\u00a0: un problème, détaillé ci-dessous. Corrigez le fichier, ou choisissez une autre copie de la partie. | «\u00a0{name}\u00a0» est bien une partie Casebook, mais elle ne peut pas être comptée telle quelle\u00a0: {count} problèmes, détaillés ci-dessous. Corrigez le fichier, ou choisissez une autre copie de la partie.',
        },
        where: 'Où',
        what: 'Quoi',
        rule: 'Règle',
        wholeFile: 'le fichier entier',
        newGames: 'Nouvelles parties à importer',
        newGame: '{title} ({deName})',
        conflict: 'Déjà dans votre bibliothèque\u00a0: {title}',
        conflictBody:
          'Le fichier {name} contient une partie qui a le même identifiant qu’une des vôtres.',
        conflictTwice: 'Deux fois parmi ces fichiers\u00a0: {title}',
        conflictTwiceBody: 'Les fichiers {earlier} et {name} contiennent la même partie.',
        savedInLibrary: 'Dans votre bibliothèque\u00a0: enregistrée le {date}',
        savedInFile: 'Dans {name}\u00a0: enregistrée le {date}',
        noDate: 'sans date',
        later: '(la plus récente)',
        twiceReplace: 'Importer la copie du fichier {name}',
        twiceSkip: 'Importer la copie du fichier {earlier}',
        replace: 'Remplacer la partie existante',
        keepBoth: 'Garder les deux (l’importer comme copie)',
        skip: 'Garder celle de ma bibliothèque',
        confirm: 'Importer 1 partie | Importer {count} parties',
        confirmReplace: 'Remplacer 1 partie | Remplacer {count} parties',
        confirmBoth: 'Importer {added} et remplacer {replaced}',
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
