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
      technical: 'Technical detail',
      // What is wrong with a refused backup file and what to do, by import/refusal.ts's kinds.
      refusal: {
        notJson:
          '“{name}” is not a Casebook backup: it is not JSON text. Choose a file saved with “Back up all games” (a .json file).',
        notOurs:
          '“{name}” is not a Casebook backup. Choose a file saved with “Back up all games”; to open the file of a single game, use “Open game log…” instead.',
        encodingUtf16:
          '“{name}” is saved as UTF-16 text, which Casebook does not read. Open it in a text editor, save it again as UTF-8 (in Notepad: Save as, Encoding: UTF-8), then restore it again.',
        encodingOther:
          '“{name}” is not saved as UTF-8 text, so its accents would come out garbled. Open it in a text editor, save it again as UTF-8, then restore it again.',
        newerVersion:
          '“{name}” was made by a newer version of Casebook. Update Casebook, then restore it again.',
        tooLarge:
          '“{name}” is too large to be a Casebook backup: {size} MB, where a backup is at most {limit} MB.',
        unreadable:
          '“{name}” could not be read. Check that the file is still there and that you may open it, then try again.',
        unexpected:
          '“{name}” could not be checked. Try again; if it fails again, the technical detail below says what went wrong.',
        broken:
          '“{name}” is a Casebook backup, but it is damaged, so none of its games could be restored. Choose another backup, such as an earlier one.',
      },
      restored: 'Games restored: {count}',
      nothingRestored: 'Nothing was restored.',
      dialog: {
        title: 'Restore a backup',
        refused: 'This game was refused: {name}',
        refusedBody: 'This game was not restored; the others still can be.',
        problems: 'Its problems:',
        technical: 'Technical detail',
        // One game of a sound backup; other kinds say "other".
        refusal: {
          notOurs: 'It is not a Casebook game.',
          newerVersion:
            'It was saved by a newer version of Casebook: update Casebook, then restore this backup again to get it back.',
          otherVersion: 'It is in a game-log version this Casebook does not read.',
          unknownGame:
            'It records a game this Casebook does not know ({found}): update Casebook, then restore this backup again to get it back.',
          broken:
            'It cannot be scored as it is: one problem, listed below. | It cannot be scored as it is: {count} problems, listed below.',
          other: 'It could not be read.',
        },
        where: 'Where',
        what: 'What',
        rule: 'Rule',
        wholeFile: 'the whole game',
        newGames: 'Games to add to your library',
        newGame: '{title}',
        conflict: 'Already in your library: {title}',
        conflictBody: 'The backup holds a game with the same id ({name}).',
        conflictTwice: 'Twice in the backup: {title}',
        conflictTwiceBody: 'The backup holds the same game twice ({earlier} and {name}).',
        savedInLibrary: 'In your library: last saved {date}',
        savedInFile: 'In the backup, {name}: last saved {date}',
        noDate: 'no date given',
        later: '(the later)',
        twiceReplace: 'Restore the copy {name}',
        twiceSkip: 'Restore the copy {earlier}',
        replace: 'Replace the game you have with the backup',
        keepBoth: 'Keep both (restore it as a copy)',
        skip: 'Keep the one in my library',
        confirm: 'Restore 1 game | Restore {count} games',
        confirmReplace: 'Replace 1 game | Replace {count} games',
        confirmBoth: 'Restore {added} and replace {replaced}',
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
      technical: 'Détail technique',
      refusal: {
        notJson:
          '«\u00a0{name}\u00a0» n’est pas une sauvegarde Casebook\u00a0: ce n’est pas du texte JSON. Choisissez un fichier enregistré avec «\u00a0Sauvegarder toutes les parties\u00a0» (un fichier .json).',
        notOurs:
          '«\u00a0{name}\u00a0» n’est pas une sauvegarde Casebook. Choisissez un fichier enregistré avec «\u00a0Sauvegarder toutes les parties\u00a0»\u00a0; pour ouvrir le fichier d’une seule partie, utilisez plutôt «\u00a0Ouvrir une partie…\u00a0».',
        encodingUtf16:
          '«\u00a0{name}\u00a0» est enregistré en UTF-16, que Casebook ne lit pas. Ouvrez-le dans un éditeur de texte, enregistrez-le de nouveau en UTF-8 (dans le Bloc-notes\u00a0: Enregistrer sous, Encodage\u00a0: UTF-8), puis restaurez-le de nouveau.',
        encodingOther:
          '«\u00a0{name}\u00a0» n’est pas enregistré en UTF-8\u00a0: ses accents seraient mal lus. Ouvrez-le dans un éditeur de texte, enregistrez-le de nouveau en UTF-8, puis restaurez-le de nouveau.',
        newerVersion:
          '«\u00a0{name}\u00a0» a été fait par une version plus récente de Casebook. Mettez Casebook à jour, puis restaurez-le de nouveau.',
        tooLarge:
          '«\u00a0{name}\u00a0» est trop gros pour être une sauvegarde Casebook\u00a0: {size} Mo, alors qu’une sauvegarde fait au plus {limit} Mo.',
        unreadable:
          '«\u00a0{name}\u00a0» n’a pas pu être lu. Vérifiez que le fichier existe toujours et que vous pouvez l’ouvrir, puis réessayez.',
        unexpected:
          '«\u00a0{name}\u00a0» n’a pas pu être vérifié. Réessayez\u00a0; si cela échoue encore, le détail technique ci-dessous dit ce qui s’est passé.',
        broken:
          '«\u00a0{name}\u00a0» est bien une sauvegarde Casebook, mais elle est abîmée\u00a0: aucune de ses parties n’a pu être restaurée. Choisissez une autre sauvegarde, par exemple une plus ancienne.',
      },
      restored: 'Parties restaurées\u00a0: {count}',
      nothingRestored: 'Rien n’a été restauré.',
      dialog: {
        title: 'Restaurer une sauvegarde',
        refused: 'Cette partie a été refusée\u00a0: {name}',
        refusedBody: 'Cette partie n’a pas été restaurée\u00a0; les autres peuvent l’être.',
        problems: 'Ses problèmes\u00a0:',
        technical: 'Détail technique',
        refusal: {
          notOurs: 'Ce n’est pas une partie Casebook.',
          newerVersion:
            'Elle a été enregistrée par une version plus récente de Casebook\u00a0: mettez Casebook à jour, puis restaurez de nouveau cette sauvegarde pour la retrouver.',
          otherVersion: 'Elle est dans une version du format de partie que ce Casebook ne lit pas.',
          unknownGame:
            'Elle contient un jeu que ce Casebook ne connaît pas ({found})\u00a0: mettez Casebook à jour, puis restaurez de nouveau cette sauvegarde pour la retrouver.',
          broken:
            'Elle ne peut pas être comptée telle quelle\u00a0: un problème, détaillé ci-dessous. | Elle ne peut pas être comptée telle quelle\u00a0: {count} problèmes, détaillés ci-dessous.',
          other: 'Elle n’a pas pu être lue.',
        },
        where: 'Où',
        what: 'Quoi',
        rule: 'Règle',
        wholeFile: 'la partie entière',
        newGames: 'Parties à ajouter à votre bibliothèque',
        newGame: '{title}',
        conflict: 'Déjà dans votre bibliothèque\u00a0: {title}',
        conflictBody: 'La sauvegarde contient une partie qui a le même identifiant ({name}).',
        conflictTwice: 'Deux fois dans la sauvegarde\u00a0: {title}',
        conflictTwiceBody: 'La sauvegarde contient deux fois la même partie ({earlier} et {name}).',
        savedInLibrary: 'Dans votre bibliothèque\u00a0: enregistrée le {date}',
        savedInFile: 'Dans la sauvegarde, {name}\u00a0: enregistrée le {date}',
        noDate: 'sans date',
        later: '(la plus récente)',
        twiceReplace: 'Restaurer la copie {name}',
        twiceSkip: 'Restaurer la copie {earlier}',
        replace: 'Remplacer votre partie par celle de la sauvegarde',
        keepBoth: 'Garder les deux (la restaurer comme copie)',
        skip: 'Garder celle de ma bibliothèque',
        confirm: 'Restaurer 1 partie | Restaurer {count} parties',
        confirmReplace: 'Remplacer 1 partie | Remplacer {count} parties',
        confirmBoth: 'Restaurer {added} et remplacer {replaced}',
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
