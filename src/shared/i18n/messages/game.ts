import { defineMessages } from '../define-messages'

/** Starting a game, the game's own screen, undo and redo, and the library of games. */
export const gameMessages = defineMessages({
  en: {
    game: {
      cancel: 'Cancel',
      backHome: 'Back to your games',
      retrySave: 'Try saving again',
      new: {
        title: 'New game',
        players: 'Players',
        playerName: 'Player {number}',
        nameMissing: 'Enter a name.',
        nameTwice: 'The two players need different names.',
        firstDealer: 'Who deals the first hand?',
        rules: 'Rules',
        target: 'Play to',
        default: 'default',
        variants: {
          transformationPoints: {
            label: "Who scores the Transformation card's 5 points?",
            'area-owner': 'The player in whose area it rests',
            'player-who-played': 'The player who played it',
            explain:
              'The rulebook says the Transformation counts only for the player in whose area it rests; some tables credit whoever played it.',
          },
          transformationHeldPenalty: {
            label: 'Holding the Transformation at the end of a hand costs',
            penalty10: 'Its face value and 5 more (10 with the default value)',
            penalty5: 'Its face value only (5 with the default value)',
            explain:
              'The rulebook asks for 5 points more on top of the cards in hand; some summaries count only those 5.',
          },
        },
        values: {
          title: 'Card values',
          hint: 'Check them against the number in the top-right corner of your cards; the marked ones are not printed in any rulebook we have.',
          card: 'Card',
          value: 'Points',
          unverified: 'check on your cards',
        },
        fixProblems: 'Some entries need a look: see the messages above.',
        start: 'Start the game',
      },
      view: {
        subtitle: 'Played to {target} points',
        enterHand: 'Enter hand {number}',
        enterTieBreak: 'Enter the tie-break hand',
        handDeleted: 'Hand {number} deleted. Undo brings it back.',
        cannotDelete: 'Hand {number} was not deleted: {reason}',
        cannotScore: 'This game cannot be scored as it is',
        notFound: 'This game is not in your library.',
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
        filter: 'Find a game by player name',
        noMatch: 'No game with a player named "{filter}".',
        hands: 'no hand yet | 1 hand | {count} hands',
        open: 'Open',
        rename: 'Rename',
        newTitle: 'New name for this game',
        delete: 'Delete',
        deleted: '"{title}" deleted.',
        cannotScore: 'Has entries to check',
        damagedTitle: 'Some saved games could not be read',
        damagedBody:
          'Nothing was changed or deleted: a file Casebook cannot read at all was moved aside in the data folder (→ its new name); a game written by a newer Casebook stays where it is. The rest of your games are below.',
      },
    },
  },
  fr: {
    game: {
      cancel: 'Annuler',
      backHome: 'Retour à vos parties',
      retrySave: 'Réessayer l’enregistrement',
      new: {
        title: 'Nouvelle partie',
        players: 'Joueurs',
        playerName: 'Joueur {number}',
        nameMissing: 'Saisissez un nom.',
        nameTwice: 'Les deux joueurs doivent avoir des noms différents.',
        firstDealer: 'Qui distribue la première manche\u00a0?',
        rules: 'Règles',
        target: 'Partie en',
        default: 'par défaut',
        variants: {
          transformationPoints: {
            label: 'Qui marque les 5 points de la carte Transformation\u00a0?',
            'area-owner': 'Le joueur chez qui elle est posée',
            'player-who-played': 'Le joueur qui l’a jouée',
            explain:
              'La règle dit que la Transformation ne compte que pour le joueur chez qui elle est posée\u00a0; certaines tables la créditent à celui qui l’a jouée.',
          },
          transformationHeldPenalty: {
            label: 'Garder la Transformation en main à la fin de la manche coûte',
            penalty10: 'Sa valeur et 5 de plus (10 avec la valeur par défaut)',
            penalty5: 'Sa valeur seulement (5 avec la valeur par défaut)',
            explain:
              'La règle retire 5 points de plus, en plus de la valeur des cartes en main\u00a0; certains résumés ne comptent que ces 5.',
          },
        },
        values: {
          title: 'Valeur des cartes',
          hint: 'Vérifiez-les avec le nombre en haut à droite de vos cartes\u00a0; celles qui sont signalées ne sont imprimées dans aucune règle que nous ayons.',
          card: 'Carte',
          value: 'Points',
          unverified: 'à vérifier sur vos cartes',
        },
        fixProblems: 'Certaines saisies sont à revoir\u00a0: voir les messages ci-dessus.',
        start: 'Commencer la partie',
      },
      view: {
        subtitle: 'Partie en {target} points',
        enterHand: 'Saisir la manche {number}',
        enterTieBreak: 'Saisir la manche de départage',
        handDeleted: 'Manche {number} supprimée. Défaire la remet.',
        cannotDelete: 'La manche {number} n’a pas été supprimée\u00a0: {reason}',
        cannotScore: 'Cette partie ne peut pas être comptée en l’état',
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
        filter: 'Chercher une partie par nom de joueur',
        noMatch: 'Aucune partie avec un joueur nommé «\u00a0{filter}\u00a0».',
        hands: 'aucune manche | 1 manche | {count} manches',
        open: 'Ouvrir',
        rename: 'Renommer',
        newTitle: 'Nouveau nom de la partie',
        delete: 'Supprimer',
        deleted: '«\u00a0{title}\u00a0» supprimée.',
        cannotScore: 'Saisies à vérifier',
        damagedTitle: 'Certaines parties enregistrées sont illisibles',
        damagedBody:
          'Rien n’a été modifié ni supprimé\u00a0: un fichier que Casebook ne peut pas lire du tout a été mis de côté dans le dossier de données (→ son nouveau nom)\u00a0; une partie enregistrée par un Casebook plus récent reste à sa place. Vos autres parties sont ci-dessous.',
      },
    },
  },
})
