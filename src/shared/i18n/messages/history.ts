import { defineMessages } from '../define-messages'
import { historyFigureMessages } from './history-figures'

/**
 * The history page's words: its filters, tables of people, exports, games behind a figure and
 * renames; its figures' tables and charts are in history-figures.ts. Fetched with the page.
 * vue-i18n treats { } @ $ | as syntax: keep them out of the text, use {name} placeholders only.
 */
const pageMessages = defineMessages({
  en: {
    history: {
      title: 'History',
      pair: '{first} against {second}',
      pairTogether: '{first} and {second}',
      intro:
        'Every game of your library: who played, and of the finished games, who won and drew, alone and head to head. A person is known by name, whatever its capitals or spaces.',
      loading: 'Reading your games…',
      empty: 'No game in this selection yet. Games you play show up here.',
      datesReversed: 'The “From” day comes after the “To” day: no game can be between them.',
      personNone:
        '{name} played no game in this selection: choose another game, other days, or Everyone.',
      summary: 'Games: {games}, finished: {finished}.',
      abandoned: 'One abandoned game is left out. | {count} abandoned games are left out.',
      filters: {
        title: 'Show',
        game: 'Game',
        allGames: 'All games',
        person: 'Person',
        everyone: 'Everyone',
        players: 'Players',
        anyPlayers: 'Any number',
        variant: 'Variant',
        anyVariant: 'Any variant',
        from: 'From',
        to: 'To',
        clear: 'Show everything',
        group: 'Only games played by exactly…',
        groupHint: 'Tick the people: a game counts when they all played it, and nobody else.',
      },
      people: {
        title: 'Players',
        caption: 'Games, wins and draws per person. Each figure lists its games.',
        name: 'Person',
        games: 'Games',
        finished: 'Finished',
        wins: 'Wins',
        draws: 'Draws',
        losses: 'Losses',
        winRate: 'Win rate',
        noRate: 'not yet',
        figureLink: '{name}: {figure} {count}, list the games',
      },
      byGame: {
        title: '{name}, game by game',
        game: 'Game',
      },
      picture: {
        button: 'Share as a picture',
        note: 'Games, wins and draws per person',
        saved: 'Picture of the history saved as {name}',
        shared: 'Picture of the history shared',
      },
      csv: {
        button: 'Export as CSV',
        saved: 'History saved as {name}.',
        cancelled: 'Export cancelled: nothing was saved.',
        failed: 'The file could not be saved ({detail}).',
        person: 'Person',
        games: 'Games',
        finished: 'Finished',
        wins: 'Wins',
        draws: 'Draws',
        losses: 'Losses',
        winRate: 'Win rate (0 to 1)',
        averageScore: 'Average score',
        bestScore: 'Best score',
        totalScore: 'Total score',
        averageMargin: 'Margin to the winner',
        averagePlace: 'Average place',
        minutesPlayed: 'Minutes played',
        averageMinutes: 'Average game (minutes)',
        lastPlayed: 'Last played',
        longestStreak: 'Longest winning streak',
        currentStreak: 'Winning streak now',
        mostAgainst: 'Played most against',
        mostWith: 'Played most with',
      },
      games: {
        title: 'Games behind a figure',
        back: 'Back to the history',
        of: '{figure} of {people}',
        atGame: 'at {game}',
        together: 'on one side',
        count: 'No game. | 1 game. | {count} games.',
        open: 'Open',
        result: {
          won: 'Won by {names}',
          draw: 'Draw',
          inProgress: 'In progress',
        },
      },
      records: {
        title: 'Records of {name}',
        over: 'over no game | over 1 game | over {count} games',
        inHand: '{game}, hand {hand}',
      },
      rename: {
        open: 'Rename {name} or merge…',
        label: 'New name for {name} in every game',
        empty: 'Give a name.',
        tooLong: 'At most 40 characters.',
        same: 'Type another name, or another person’s to merge the two.',
        together:
          '{name} and {other} played together in 1 game: they are two people and cannot be merged. | {name} and {other} played together in {count} games: they are two people and cannot be merged.',
        renames:
          '{name} becomes {other} in 1 game. Only the name changes. | {name} becomes {other} in {count} games. Only the name changes.',
        merges:
          '{name} is one person with {other}: 1 game changes to say {other}. | {name} is one person with {other}: {count} games change to say {other}.',
        rename: 'Rename everywhere',
        merge: 'Merge',
        cancel: 'Cancel',
        done: '{name} is now {other} in 1 game. | {name} is now {other} in {count} games.',
        undo: 'Undo',
        undone:
          'Undone: no game to write back, each one changed since. | Undone: {name} is back in 1 game. | Undone: {name} is back in {count} games.',
      },
      figure: {
        games: 'Games',
        finished: 'Finished games',
        wins: 'Wins',
        draws: 'Draws',
        losses: 'Losses',
      },
    },
  },
  fr: {
    history: {
      title: 'Historique',
      pair: '{first} contre {second}',
      pairTogether: '{first} et {second}',
      intro:
        'Toutes les parties de votre bibliothèque\u00a0: qui a joué et, parmi les parties terminées, qui a gagné ou fait match nul, seul et face à face. Une personne est reconnue à son nom, majuscules et espaces mis à part.',
      loading: 'Lecture de vos parties…',
      empty:
        'Aucune partie dans cette sélection pour le moment. Les parties jouées apparaissent ici.',
      datesReversed:
        'Le jour «\u00a0Du\u00a0» vient après le jour «\u00a0Au\u00a0»\u00a0: aucune partie ne peut se trouver entre les deux.',
      personNone:
        '{name} n’a joué aucune partie dans cette sélection\u00a0: choisissez un autre jeu, d’autres jours, ou Tout le monde.',
      summary: 'Parties\u00a0: {games}, terminées\u00a0: {finished}.',
      abandoned:
        'Une partie abandonnée n’est pas comptée. | {count} parties abandonnées ne sont pas comptées.',
      filters: {
        title: 'Afficher',
        game: 'Jeu',
        allGames: 'Tous les jeux',
        person: 'Personne',
        everyone: 'Tout le monde',
        players: 'Joueurs',
        anyPlayers: 'Quel que soit le nombre',
        variant: 'Variante',
        anyVariant: 'Toutes les variantes',
        from: 'Du',
        to: 'Au',
        clear: 'Tout afficher',
        group: 'Seulement les parties jouées par exactement…',
        groupHint:
          'Cochez les personnes\u00a0: une partie compte quand elles l’ont toutes jouée, et personne d’autre.',
      },
      people: {
        title: 'Joueurs',
        caption: 'Parties, victoires et nuls par personne. Chaque chiffre liste ses parties.',
        name: 'Personne',
        games: 'Parties',
        finished: 'Terminées',
        wins: 'Victoires',
        draws: 'Nuls',
        losses: 'Défaites',
        winRate: 'Taux de victoire',
        noRate: 'pas encore',
        figureLink: '{name}\u00a0: {figure} {count}, lister les parties',
      },
      byGame: {
        title: '{name}, jeu par jeu',
        game: 'Jeu',
      },
      picture: {
        button: 'Partager en image',
        note: 'Parties, victoires et nuls par personne',
        saved: 'Image de l’historique enregistrée sous {name}',
        shared: 'Image de l’historique partagée',
      },
      csv: {
        button: 'Exporter en CSV',
        saved: 'Historique enregistré sous {name}.',
        cancelled: 'Export annulé\u00a0: rien n’a été enregistré.',
        failed: 'Le fichier n’a pas pu être enregistré ({detail}).',
        person: 'Personne',
        games: 'Parties',
        finished: 'Terminées',
        wins: 'Victoires',
        draws: 'Nuls',
        losses: 'Défaites',
        winRate: 'Taux de victoire (0 à 1)',
        averageScore: 'Score moyen',
        bestScore: 'Meilleur score',
        totalScore: 'Score total',
        averageMargin: 'Écart au gagnant',
        averagePlace: 'Place moyenne',
        minutesPlayed: 'Minutes jouées',
        averageMinutes: 'Partie moyenne (minutes)',
        lastPlayed: 'Dernière partie',
        longestStreak: 'Plus longue série de victoires',
        currentStreak: 'Série de victoires en cours',
        mostAgainst: 'Le plus souvent contre',
        mostWith: 'Le plus souvent avec',
      },
      games: {
        title: 'Les parties derrière un chiffre',
        back: 'Retour à l’historique',
        of: '{figure} {dePeople}',
        atGame: 'à {game}',
        together: 'dans le même camp',
        count: 'Aucune partie. | 1 partie. | {count} parties.',
        open: 'Ouvrir',
        result: {
          won: 'Gagnée par {names}',
          draw: 'Match nul',
          inProgress: 'En cours',
        },
      },
      records: {
        title: 'Records {deName}',
        over: 'sur aucune partie | sur 1 partie | sur {count} parties',
        inHand: '{game}, manche {hand}',
      },
      rename: {
        open: 'Renommer {name} ou fusionner…',
        label: 'Nouveau nom {deName} dans toutes les parties',
        empty: 'Indiquez un nom.',
        tooLong: '40\u00a0caractères au plus.',
        same: 'Tapez un autre nom, ou celui d’une autre personne pour les fusionner.',
        together:
          '{name} et {other} ont joué ensemble 1 partie\u00a0: ce sont deux personnes, impossible de les fusionner. | {name} et {other} ont joué ensemble {count} parties\u00a0: ce sont deux personnes, impossible de les fusionner.',
        renames:
          '{name} devient {other} dans 1 partie. Seul le nom change. | {name} devient {other} dans {count} parties. Seul le nom change.',
        merges:
          '{name} et {other} sont une seule personne\u00a0: 1 partie dira désormais {other}. | {name} et {other} sont une seule personne\u00a0: {count} parties diront désormais {other}.',
        rename: 'Renommer partout',
        merge: 'Fusionner',
        cancel: 'Annuler',
        done: '{name} s’appelle désormais {other} dans 1 partie. | {name} s’appelle désormais {other} dans {count} parties.',
        undo: 'Annuler le changement',
        undone:
          'Annulé\u00a0: aucune partie à réécrire, chacune a changé depuis. | Annulé\u00a0: {name} est de retour dans 1 partie. | Annulé\u00a0: {name} est de retour dans {count} parties.',
      },
      figure: {
        games: 'Parties',
        finished: 'Parties terminées',
        wins: 'Victoires',
        draws: 'Nuls',
        losses: 'Défaites',
      },
    },
  },
})

/** The history page's whole catalog part: its own words and its figures', under `history`. */
export const historyMessages = {
  en: { history: { ...pageMessages.en.history, ...historyFigureMessages.en.history } },
  fr: { history: { ...pageMessages.fr.history, ...historyFigureMessages.fr.history } },
}
