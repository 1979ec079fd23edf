import { defineMessages } from '../../../shared/i18n/define-messages'

/** The names of Jekyll vs. Hyde's records (engine/records.ts), as the history lists them. */
export const jekyllVsHydeRecordsMessages = defineMessages({
  en: {
    'jekyll-vs-hyde': {
      records: {
        'hyde-furthest': 'Hyde’s furthest space on the track',
        'fastest-win': 'Fastest win (rounds)',
      },
    },
  },
  fr: {
    'jekyll-vs-hyde': {
      records: {
        'hyde-furthest': 'Case la plus lointaine atteinte en Hyde',
        'fastest-win': 'Victoire la plus rapide (manches)',
      },
    },
  },
})
