import { defineMessages } from '../define-messages'

export const rulesReferenceMessages = defineMessages({
  en: { rulesReference: { placeholder: '' } },
  fr: { rulesReference: { placeholder: '' } },
})
