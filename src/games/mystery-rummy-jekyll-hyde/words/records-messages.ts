import { defineMessages } from '../../../shared/i18n/define-messages'

/** The names of Mystery Rummy's records (engine/records.ts), as the history lists them. */
export const mysteryRummyRecordsMessages = defineMessages({
  en: {
    'mystery-rummy-jekyll-hyde': {
      records: {
        'best-hand': 'Best hand',
        'shut-outs': 'Shut-outs made',
        comeback: 'Biggest comeback (points behind)',
      },
    },
  },
  fr: {
    'mystery-rummy-jekyll-hyde': {
      records: {
        'best-hand': 'Meilleure manche',
        'shut-outs': 'Shut-outs réussis',
        comeback: 'Plus belle remontée (points de retard)',
      },
    },
  },
})
