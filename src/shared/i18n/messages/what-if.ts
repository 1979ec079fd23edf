import { defineMessages } from '../define-messages'

export const whatIfMessages = defineMessages({
  en: { whatIf: { placeholder: '' } },
  fr: { whatIf: { placeholder: '' } },
})
