import { defineMessages } from '../define-messages'

/** Starting a game, the game's own screen, undo and redo, and the library of games. */
export const gameMessages = defineMessages({
  en: {
    game: {
      // Issue 22: a finished game's final sheet shared as a picture.
      share: {
        button: 'Share as a picture',
        saved: 'Picture of the sheet saved as {name}',
        shared: 'Picture of the sheet shared',
        failed: 'The picture could not be made: {reason}',
        totalsNote: 'Totals after each hand',
        part: 'Part {number}',
      },
      // Issue 22: a correction that ends the game sooner, and the later hands it leaves behind.
      pastTheEnd: {
        title: 'The game ends sooner',
        message:
          'With this correction the game ends sooner: hand {list} comes after its end and cannot have been played. Save deletes it; Undo brings it back. | With this correction the game ends sooner: hands {list} come after its end and cannot have been played. Save deletes them; Undo brings them back.',
        confirm: 'Save and delete hand {list} | Save and delete hands {list}',
        keep: 'Back to the hand',
      },
      cancel: 'Cancel',
      backHome: 'Back to your games',
      retrySave: 'Try saving again',
      new: {
        title: 'New game',
        chooseGame: 'Which game?',
        players: 'Players',
        playerCount: 'How many players?',
        playerCountOption: '{count} players',
        seatOrder: 'In the order you sit round the table, clockwise.',
        playerName: 'Player {number}',
        libraryPeople: 'Players of your games: tap one to seat them in the first empty place.',
        nameMissing: 'Enter a name.',
        nameTwice: 'Another player already has this name.',
        firstDealer: 'Who deals the first hand?',
        rules: 'Rules',
        default: 'default',
        fixProblems: 'Some entries need a look: see the messages above.',
        start: 'Start the game',
      },
      view: {
        subtitle: 'Played to {target} points',
        subtitleTrack: 'The marker moves {spaces} spaces from the start to the last one',
        enterHand: 'Enter hand {number}',
        enterTieBreak: 'Enter the tie-break hand',
        handDeleted: 'Hand {number} deleted. Undo brings it back.',
        cannotDelete: 'Hand {number} was not deleted: {reason}',
        closeNotice: 'Close this message',
        cannotScore: 'This game cannot be scored as it is',
        notFound: 'This game is not in your library.',
        playAgain: 'Play again',
        started: 'Started:',
        lasted: 'Played for:',
        lastedHint: 'From the start to the last hand saved or corrected',
      },
      export: {
        button: 'Export',
        label: 'Export this game',
        json: 'Game log (JSON)',
        csv: 'Score sheet for spreadsheets (CSV)',
        markdown: 'Printable sheet (Markdown)',
        print: 'Print or save as PDF',
        unavailable:
          'Exporting needs a game that can be scored: correct the entries listed on this page first.',
        saved: 'Saved as {name}.',
        printed: 'Printable sheet prepared: {name}.',
        cancelled: 'Export cancelled: nothing was saved.',
        failed: 'The file could not be saved ({detail}).',
        breakdownsTitle: 'The breakdown of each hand',
      },
      hand: {
        newTitle: 'Hand {number}',
        editTitle: 'Correct hand {number}',
        notFound: 'This game has no hand {number}.',
        backToGame: 'Back to the score sheet',
      },
      history: {
        label: 'Undo and redo',
        undo: 'Undo',
        redo: 'Redo',
        undoShortcut: 'Undo the last change (Ctrl+Z)',
        redoShortcut: 'Redo (Ctrl+Shift+Z)',
      },
      library: {
        loadFailed:
          'Your saved games could not be read ({detail}). Nothing was changed; try again.',
        retryLoad: 'Try again',
        loadBlocked:
          'Another tab or window of Casebook, opened before an update, holds your saved games and does not let go. Close it (or reload it), then try again here. Nothing was changed.',
        loadNewer:
          'Your saved games were last opened by a newer version of Casebook than this page. Reload the page to run that version; nothing was changed.',
        reloadPage: 'Reload the page',
        filter: 'Find a game by player name',
        gameFilter: 'Game',
        allGames: 'All games',
        noMatch: 'No game with a player named "{filter}".',
        hands: 'no hand yet | 1 hand | {count} hands',
        open: 'Open',
        rename: 'Rename',
        newTitle: 'New name for this game',
        delete: 'Delete',
        deleted: '"{title}" deleted.',
        cannotScore: 'Has entries to check',
        showMore: 'Show more games',
        drawn: '{drawn} of {total} games shown',
        damagedTitle: 'Some saved games could not be read',
        damagedBody:
          'Nothing was changed or deleted: a Casebook game that breaks its rules was moved aside in the data folder (→ its new name); a game written by a newer Casebook stays where it is. The rest of your games are below.',
        otherFilesTitle: 'Other files in the games folder',
        otherFilesBody:
          'These files are named like games but Casebook does not read them as games. They may belong to another program: Casebook leaves them where they are, unchanged.',
        conflictTitle: 'A game has another version, written by another program',
        conflictBody:
          'Both versions are kept: the one entered here stays under its name, and the other version is listed as a game of its own. Open both, keep the one you want (rename it if you like), and delete the other.',
        conflictCopy: '"{title}", the other program’s version, kept on {when}',
        syncToolCopy: '"{title}", the version {tool} kept beside it as "{file}"',
      },
    },
  },
  fr: {
    game: {
      // Issue 22 : la feuille finale d’une partie partagée en image.
      share: {
        button: 'Partager en image',
        saved: 'Image de la feuille enregistrée sous {name}',
        shared: 'Image de la feuille partagée',
        failed: 'L’image n’a pas pu être faite\u00a0: {reason}',
        totalsNote: 'Les totaux après chaque manche',
        part: 'Partie {number}',
      },
      // Issue 22 : une correction qui finit la partie plus tôt, et les manches d’après.
      pastTheEnd: {
        title: 'La partie finit plus tôt',
        message:
          'Avec cette correction, la partie finit plus tôt\u00a0: la manche {list} vient après sa fin et n’a pas pu être jouée. Enregistrer la supprime\u00a0; Défaire la remet. | Avec cette correction, la partie finit plus tôt\u00a0: les manches {list} viennent après sa fin et n’ont pas pu être jouées. Enregistrer les supprime\u00a0; Défaire les remet.',
        confirm:
          'Enregistrer et supprimer la manche {list} | Enregistrer et supprimer les manches {list}',
        keep: 'Revenir à la manche',
      },
      cancel: 'Annuler',
      backHome: 'Retour à vos parties',
      retrySave: 'Réessayer l’enregistrement',
      new: {
        title: 'Nouvelle partie',
        chooseGame: 'Quel jeu\u00a0?',
        players: 'Joueurs',
        playerCount: 'Combien de joueurs\u00a0?',
        playerCountOption: '{count} joueurs',
        seatOrder:
          'Dans l’ordre où vous êtes assis autour de la table, dans le sens des aiguilles d’une montre.',
        playerName: 'Joueur {number}',
        libraryPeople:
          'Les joueurs de vos parties\u00a0: touchez-en un pour l’asseoir à la première place libre.',
        nameMissing: 'Saisissez un nom.',
        nameTwice: 'Un autre joueur porte déjà ce nom.',
        firstDealer: 'Qui distribue la première manche\u00a0?',
        rules: 'Règles',
        default: 'par défaut',
        fixProblems: 'Certaines saisies sont à revoir\u00a0: voir les messages ci-dessus.',
        start: 'Commencer la partie',
      },
      view: {
        subtitle: 'Partie en {target} points',
        subtitleTrack: 'Le marqueur avance de {spaces}\u00a0cases du départ à la dernière',
        enterHand: 'Saisir la manche {number}',
        enterTieBreak: 'Saisir la manche de départage',
        handDeleted: 'Manche {number} supprimée. Défaire la remet.',
        cannotDelete: 'La manche {number} n’a pas été supprimée\u00a0: {reason}',
        closeNotice: 'Fermer ce message',
        cannotScore: 'Cette partie ne peut pas être comptée en l’état',
        playAgain: 'Rejouer',
        started: 'Début\u00a0:',
        lasted: 'Durée de jeu\u00a0:',
        lastedHint: 'Du début à la dernière manche enregistrée ou corrigée',
        notFound: 'Cette partie n’est pas dans votre bibliothèque.',
      },
      export: {
        button: 'Exporter',
        label: 'Exporter cette partie',
        json: 'Journal de partie (JSON)',
        csv: 'Feuille de score pour tableur (CSV)',
        markdown: 'Feuille imprimable (Markdown)',
        print: 'Imprimer ou enregistrer en PDF',
        unavailable:
          'L’export demande une partie qui peut être comptée\u00a0: corrigez d’abord les saisies signalées sur cette page.',
        saved: 'Enregistré sous {name}.',
        printed: 'Feuille imprimable préparée\u00a0: {name}.',
        cancelled: 'Export annulé\u00a0: rien n’a été enregistré.',
        failed: 'Le fichier n’a pas pu être enregistré ({detail}).',
        breakdownsTitle: 'Le détail de chaque manche',
      },
      hand: {
        newTitle: 'Manche {number}',
        editTitle: 'Corriger la manche {number}',
        notFound: 'Cette partie n’a pas de manche {number}.',
        backToGame: 'Retour à la feuille de score',
      },
      history: {
        label: 'Défaire et refaire',
        undo: 'Défaire',
        redo: 'Refaire',
        undoShortcut: 'Défaire la dernière modification (Ctrl+Z)',
        redoShortcut: 'Refaire (Ctrl+Maj+Z)',
      },
      library: {
        loadFailed:
          'Vos parties enregistrées n’ont pas pu être lues ({detail}). Rien n’a été modifié\u00a0; réessayez.',
        retryLoad: 'Réessayer',
        loadBlocked:
          'Un autre onglet ou une autre fenêtre de Casebook, ouvert avant une mise à jour, garde vos parties enregistrées et ne les libère pas. Fermez-le (ou rechargez-le), puis réessayez ici. Rien n’a été modifié.',
        loadNewer:
          'Vos parties enregistrées ont été ouvertes en dernier par une version de Casebook plus récente que cette page. Rechargez la page pour utiliser cette version\u00a0; rien n’a été modifié.',
        reloadPage: 'Recharger la page',
        filter: 'Chercher une partie par nom de joueur',
        gameFilter: 'Jeu',
        allGames: 'Tous les jeux',
        noMatch: 'Aucune partie avec un joueur nommé «\u00a0{filter}\u00a0».',
        hands: 'aucune manche | 1 manche | {count} manches',
        open: 'Ouvrir',
        rename: 'Renommer',
        newTitle: 'Nouveau nom de la partie',
        delete: 'Supprimer',
        deleted: '«\u00a0{title}\u00a0» supprimée.',
        cannotScore: 'Saisies à vérifier',
        showMore: 'Afficher d’autres parties',
        drawn: '{drawn} parties affichées sur {total}',
        damagedTitle: 'Certaines parties enregistrées sont illisibles',
        damagedBody:
          'Rien n’a été modifié ni supprimé\u00a0: une partie Casebook qui enfreint ses règles a été mise de côté dans le dossier de données (→ son nouveau nom)\u00a0; une partie enregistrée par un Casebook plus récent reste à sa place. Vos autres parties sont ci-dessous.',
        otherFilesTitle: 'Autres fichiers du dossier des parties',
        otherFilesBody:
          'Ces fichiers portent un nom de partie, mais Casebook ne les lit pas comme des parties. Ils appartiennent peut-être à un autre programme\u00a0: Casebook les laisse à leur place, sans les modifier.',
        conflictTitle: 'Une partie a une autre version, écrite par un autre programme',
        conflictBody:
          'Les deux versions sont gardées\u00a0: celle saisie ici garde son nom, et l’autre version figure comme une partie à part. Ouvrez-les, gardez celle que vous voulez (renommez-la si vous le souhaitez) et supprimez l’autre.',
        conflictCopy: '«\u00a0{title}\u00a0», la version de l’autre programme, gardée le {when}',
        syncToolCopy:
          '«\u00a0{title}\u00a0», la version que {tool} a gardée à côté sous le nom «\u00a0{file}\u00a0»',
      },
    },
  },
})
