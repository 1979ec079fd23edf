import { defineMessages } from '../define-messages'

/**
 * The score sheet of a game: the table of hands, the standing, the running-totals chart and a
 * hand's breakdown. Breakdown sentences, card names and sides come from the engine catalog.
 * vue-i18n treats { } @ $ | as syntax: keep them out of the text, use {name} placeholders only.
 */
export const scoreSheetMessages = defineMessages({
  en: {
    scoreSheet: {
      title: 'Score sheet',
      empty: 'No hands yet. Enter the first hand and its scores appear here, line by line.',
      columns: {
        hand: 'Hand',
        handScore: 'Score',
        total: 'Total',
        handScoreOf: "{name}'s hand score",
        totalOf: "{name}'s running total",
        actions: 'Actions',
      },
      handNumber: 'Hand {number}',
      dealerUnknown: 'Not recorded',
      // In the score cell of the player who made it: named, so it is never read as suffered.
      shutOutBy: 'Shut-out by {name}',
      tieBreakDue: 'Tie-break hand due',
      totals: 'Totals',
      actions: {
        open: 'Show the breakdown of hand {number}',
        edit: 'Edit hand {number}',
        delete: 'Delete hand {number}',
      },
      status: {
        inProgress: 'In progress: playing to {target}',
        toGo: '{remaining} to reach {target}',
        tieBreak: 'Tie-break hand due',
        tieBreakBody:
          '{names} are tied at the top with {score}, and the target of {target} has been reached. One more hand is played: the highest total after it wins, and a new tie calls for yet another hand.',
        inProgressOpen: 'In progress',
        finished: '{name} wins',
        shared: '{names} share the win',
        draw: 'A draw: nobody wins',
        sideWithMembers: '{side} ({members})',
        finalScores: 'Final scores',
      },
      breakdown: {
        title: 'Hand {number}: how every point was counted',
        close: 'Close',
        missing: 'There is no hand {number} in this game.',
        handScore: 'Hand score',
        playedBy: 'played by {names}',
        note: 'Note:',
        notes: 'About the whole hand',
        rule: 'Rule',
        linesOf: "{name}'s points",
      },
      chart: {
        title: 'Running totals',
        hand: 'Hand',
        points: 'Points',
        target: 'Target {target}',
        start: 'Start',
        description:
          'Line chart of each player’s running total, hand by hand, with a dashed line at the target of {target}. After hand {hands}: {totals}.',
        descriptionEmpty:
          'Line chart of running totals, hand by hand: no hand has been played yet. The target is {target}.',
        total: '{name} {total}',
        tooltip: '{name}: {total}',
        track: {
          points: 'Spaces',
          target: 'Last space {target}',
          description:
            'Line chart of each player’s progress along the track, hand by hand, with a dashed line at its last space, {target}. After hand {hands}: {totals}.',
          descriptionEmpty:
            'Line chart of progress along the track, hand by hand: no hand has been played yet. The last space is {target}.',
        },
      },
    },
  },
  fr: {
    scoreSheet: {
      title: 'Feuille de marque',
      empty:
        'Aucune manche pour l’instant. Saisissez la première manche\u00a0: ses points apparaîtront ici, ligne par ligne.',
      columns: {
        hand: 'Manche',
        handScore: 'Points',
        total: 'Total',
        handScoreOf: '{name}\u00a0: points de la manche',
        totalOf: '{name}\u00a0: total cumulé',
        actions: 'Actions',
      },
      handNumber: 'Manche {number}',
      dealerUnknown: 'Non indiqué',
      shutOutBy: 'Shut-out {deName}',
      tieBreakDue: 'Départage à jouer',
      totals: 'Totaux',
      actions: {
        open: 'Voir le détail de la manche {number}',
        edit: 'Modifier la manche {number}',
        delete: 'Supprimer la manche {number}',
      },
      status: {
        inProgress: 'En cours\u00a0: partie en {target} points',
        toGo: 'encore {remaining} pour atteindre {target}',
        tieBreak: 'Manche de départage à jouer',
        tieBreakBody:
          '{names} sont à égalité en tête avec {score}, et le score à atteindre ({target}) est atteint. On joue une manche de plus\u00a0: le meilleur total ensuite l’emporte, et une nouvelle égalité appelle encore une manche.',
        inProgressOpen: 'En cours',
        finished: '{name} gagne',
        shared: '{names} se partagent la victoire',
        draw: 'Match nul\u00a0: personne ne gagne',
        sideWithMembers: '{side} ({members})',
        finalScores: 'Scores finaux',
      },
      breakdown: {
        title: 'Manche {number}\u00a0: le détail de chaque point',
        close: 'Fermer',
        missing: 'Cette partie n’a pas de manche {number}.',
        handScore: 'Score de la manche',
        playedBy: 'joué par {names}',
        note: 'Note\u00a0:',
        notes: 'Sur toute la manche',
        rule: 'Règle',
        linesOf: '{name}\u00a0: détail des points',
      },
      chart: {
        title: 'Totaux cumulés',
        hand: 'Manche',
        points: 'Points',
        target: 'Objectif {target}',
        start: 'Départ',
        description:
          'Graphique en courbes du total cumulé de chaque joueur, manche après manche, avec une ligne pointillée au score à atteindre ({target}). Après la manche {hands}\u00a0: {totals}.',
        descriptionEmpty:
          'Graphique en courbes des totaux cumulés, manche après manche\u00a0: aucune manche n’a encore été jouée. Le score à atteindre est {target}.',
        total: '{name} {total}',
        tooltip: '{name}\u00a0: {total}',
        track: {
          points: 'Cases',
          target: 'Dernière case {target}',
          description:
            'Graphique en courbes de la progression de chaque joueur sur la piste, manche après manche, avec une ligne pointillée à sa dernière case ({target}). Après la manche {hands}\u00a0: {totals}.',
          descriptionEmpty:
            'Graphique en courbes de la progression sur la piste, manche après manche\u00a0: aucune manche n’a encore été jouée. La dernière case est {target}.',
        },
      },
    },
  },
})
