import { defineMessages } from '../define-messages'

/** The native menu, built by the main process. */
export const menuMessages = defineMessages({
  en: {
    menu: { file: 'File' },
  },
  fr: {
    menu: { file: 'Fichier' },
  },
})
