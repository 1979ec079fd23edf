import { defineMessages } from '../define-messages'

/**
 * The words of the history page's figures (issue 34): results by table, role and variant, time
 * at the table, company, scores and places, head to head, and the two charts. Joined to the
 * page's own words in history.ts. vue-i18n treats { } @ $ | as syntax: use {name} placeholders.
 */
export const historyFigureMessages = defineMessages({
  en: {
    history: {
      seats: {
        title: '{name} by table',
        table: 'Table',
        players: '{count} players',
        firstDealer: 'Dealt the first hand',
        role: '{game} · {role}',
        variant: '{game} · {setting}',
      },
      time: {
        title: 'Time at the table',
        titleOf: 'Time {name} spent at the table, game by game',
        caption:
          'A game lasts from its start to its last save. Games in progress count; a game that does not say when it started does not.',
        played: 'Time played',
        average: 'Average game',
        last: 'Last played',
        unknown: 'not known',
        months: 'Games started each month',
        inMonth: '{month}: 1 game | {month}: {count} games',
      },
      company: {
        title: '{name} at the table',
        longest: 'Longest winning streak',
        current: 'Winning streak now',
        opponent: 'Played most against',
        partner: 'Played most with, on one side',
        withGames: '{name} (1 game) | {name} ({count} games)',
        nobody: 'nobody yet',
      },
      scores: {
        title: 'Scores',
        titleOf: 'Scores of {name}, game by game',
        caption:
          'Over finished games. The margin is the winner’s total minus one’s own (0 for a win), where the highest total wins; a place is one’s side’s, in games of 3 or 4, ties sharing the better one.',
        average: 'Average',
        best: 'Best',
        total: 'Total',
        averageMargin: 'Margin to the winner',
        averagePlacing: 'Average place',
        places: 'Places',
        placeTaken: '{place}: {count}',
        place: { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th' },
        none: 'none',
      },
      headToHead: {
        title: 'Head to head',
        first: 'First person',
        second: 'Second person',
        together: 'Games together: {games}, finished: {finished}.',
        never: '{first} and {second} have not played together yet.',
        against: 'Against each other',
        onOneSide: 'On one side',
        sideWins: 'Wins of their side',
        pickTwo: 'Choose two people.',
        wins: 'Wins',
        draws: 'Draws',
      },
      scoresChart: {
        title: '{name}’s final scores at {game}',
        own: '{name}’s final score',
        winning: 'The winner’s score',
        score: 'Final score',
        description:
          '{name}’s final score in {count} finished games of {game}: {first} in the first, {last} in the last; lowest {lowest}, highest {highest}.',
        none: '{name} has no finished game of {game} in this selection.',
        chooseGame: 'Choose a game above to see {name}’s final scores over time.',
      },
      chart: {
        title: '{name} over time',
        wins: 'Wins',
        rate: 'Win rate',
        game: 'Finished game',
        day: 'Day it ended',
        gameNumber: 'finished game {number}',
        description:
          '{name}: {wins} wins in {finished} finished games, win rate {rate}, from {first} to {last}.',
        none: '{name} has no finished game in this selection.',
      },
    },
  },
  fr: {
    history: {
      seats: {
        title: 'Résultats {deName} par table',
        table: 'Table',
        players: '{count} joueurs',
        firstDealer: 'A distribué la première manche',
        role: '{game} · {role}',
        variant: '{game} · {setting}',
      },
      time: {
        title: 'Temps de jeu',
        titleOf: 'Temps de jeu {deName}, jeu par jeu',
        caption:
          'Une partie dure de son début à son dernier enregistrement. Les parties en cours comptent\u00a0; une partie qui ne dit pas quand elle a commencé, non.',
        played: 'Temps joué',
        average: 'Partie moyenne',
        last: 'Dernière partie',
        unknown: 'inconnu',
        months: 'Parties commencées chaque mois',
        inMonth: '{month}\u00a0: 1 partie | {month}\u00a0: {count} parties',
      },
      company: {
        title: '{name} à table',
        longest: 'Plus longue série de victoires',
        current: 'Série de victoires en cours',
        opponent: 'Le plus souvent contre',
        partner: 'Le plus souvent avec, dans le même camp',
        withGames: '{name} (1 partie) | {name} ({count} parties)',
        nobody: 'personne pour l’instant',
      },
      scores: {
        title: 'Scores',
        titleOf: 'Scores {deName}, jeu par jeu',
        caption:
          'Sur les parties terminées. L’écart est le total du gagnant moins le sien (0 pour une victoire), là où le plus haut total gagne\u00a0; une place est celle de son camp, dans les parties à 3 ou 4, les ex æquo partageant la meilleure.',
        average: 'Moyenne',
        best: 'Meilleur',
        total: 'Total',
        averageMargin: 'Écart au gagnant',
        averagePlacing: 'Place moyenne',
        places: 'Places',
        placeTaken: '{place}\u00a0: {count}',
        place: { 1: '1er', 2: '2e', 3: '3e', 4: '4e' },
        none: 'aucun',
      },
      headToHead: {
        title: 'Face à face',
        first: 'Première personne',
        second: 'Seconde personne',
        together: 'Parties ensemble\u00a0: {games}, terminées\u00a0: {finished}.',
        never: '{first} et {second} n’ont pas encore joué ensemble.',
        against: 'L’un contre l’autre',
        onOneSide: 'Dans le même camp',
        sideWins: 'Victoires de leur camp',
        pickTwo: 'Choisissez deux personnes.',
        wins: 'Victoires',
        draws: 'Nuls',
      },
      scoresChart: {
        title: 'Scores finaux {deName} à {game}',
        own: 'Score final {deName}',
        winning: 'Score du gagnant',
        score: 'Score final',
        description:
          'Score final {deName} en {count} parties terminées de {game}\u00a0: {first} à la première, {last} à la dernière\u00a0; au plus bas {lowest}, au plus haut {highest}.',
        none: '{name} n’a aucune partie terminée de {game} dans cette sélection.',
        chooseGame:
          'Choisissez un jeu plus haut pour voir les scores finaux {deName} au fil du temps.',
      },
      chart: {
        title: '{name} au fil du temps',
        wins: 'Victoires',
        rate: 'Taux de victoire',
        game: 'Partie terminée',
        day: 'Jour de la fin',
        gameNumber: 'partie terminée n°\u00a0{number}',
        description:
          '{name}\u00a0: {wins} victoires en {finished} parties terminées, taux de victoire {rate}, du {first} au {last}.',
        none: '{name} n’a aucune partie terminée dans cette sélection.',
      },
    },
  },
})
