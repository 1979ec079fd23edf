import { defineMessages } from '../define-messages'

export const backupMessages = defineMessages({
  en: { backup: { placeholder: '' } },
  fr: { backup: { placeholder: '' } },
})
