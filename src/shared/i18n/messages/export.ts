import { defineMessages } from '../define-messages'

export const exportFormatsMessages = defineMessages({
  en: { exportFormats: { placeholder: '' } },
  fr: { exportFormats: { placeholder: '' } },
})
