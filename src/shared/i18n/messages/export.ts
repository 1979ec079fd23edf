import { defineMessages } from '../define-messages'

/**
 * The exported score sheets (CSV and Markdown). Breakdown sentences, card names, sides and the
 * standing come from the engine catalog. vue-i18n treats { } @ $ | as syntax: keep them out of
 * the text, use {name} placeholders only.
 */
export const exportFormatsMessages = defineMessages({
  en: {
    exportFormats: {
      sheet: {
        hand: 'Hand',
        handScore: '{name}: hand score',
        total: '{name}: total',
      },
      markdown: {
        field: '{label}: {value}',
        players: 'Players',
        notes: 'Notes',
        sheet: 'Score sheet',
        noHands: 'No hand played yet.',
        handByHand: 'Hand by hand',
        hand: 'Hand {number}',
        note: 'Note',
        points: 'Points',
        rule: 'Rule',
        handScore: 'Hand score',
        totalsAfter: 'Totals after hand {number}: {totals}',
        result: 'Result',
        totals: 'Totals',
        standing: 'Standing',
      },
    },
  },
  fr: {
    exportFormats: {
      sheet: {
        hand: 'Manche',
        handScore: '{name}\u00a0: points de la manche',
        total: '{name}\u00a0: total',
      },
      markdown: {
        field: '{label}\u00a0: {value}',
        players: 'Joueurs',
        notes: 'Notes',
        sheet: 'Feuille de marque',
        noHands: 'Aucune manche jouée pour le moment.',
        handByHand: 'Manche par manche',
        hand: 'Manche {number}',
        note: 'Note',
        points: 'Points',
        rule: 'Règle',
        handScore: 'Score de la manche',
        totalsAfter: 'Totaux après la manche {number}\u00a0: {totals}',
        result: 'Résultat',
        totals: 'Totaux',
        standing: 'État de la partie',
      },
    },
  },
})
