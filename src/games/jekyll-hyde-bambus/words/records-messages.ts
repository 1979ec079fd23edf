import { defineMessages } from '../../../shared/i18n/define-messages'

/** The names of Bambus's records (engine/records.ts), as the history lists them. */
export const bambusRecordsMessages = defineMessages({
  en: {
    'jekyll-hyde-bambus': {
      records: {
        'best-hand': 'Best hand score',
        'solos-won': 'Solos won',
      },
    },
  },
  fr: {
    'jekyll-hyde-bambus': {
      records: {
        'best-hand': 'Meilleur score d’une manche',
        'solos-won': 'Solos gagnés',
      },
    },
  },
})
