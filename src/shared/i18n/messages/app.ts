import { defineMessages } from '../define-messages'

/** The renderer's own screens. */
export const appMessages = defineMessages({
  en: {
    app: { name: 'Casebook' },
  },
  fr: {
    app: { name: 'Casebook' },
  },
})
