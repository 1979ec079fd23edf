import { defineMessages } from '../../../shared/i18n/define-messages'

/** The names of Jack the Ripper's records (engine/records.ts), as the history lists them. */
export const jackTheRipperRecordsMessages = defineMessages({
  en: {
    'mystery-rummy-jack-the-ripper': {
      records: {
        'caught-by-own-evidence': 'Ripper caught on their own Evidence',
        'votes-right': 'Votes right',
      },
    },
  },
  fr: {
    'mystery-rummy-jack-the-ripper': {
      records: {
        'caught-by-own-evidence': 'Éventreur démasqué avec ses propres indices',
        'votes-right': 'Votes justes',
      },
    },
  },
})
