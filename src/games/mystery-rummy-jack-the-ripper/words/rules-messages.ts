import { defineMessages } from '../../../shared/i18n/define-messages'
import { jackTheRipperRulesMessagesEn } from './rules-messages-en'
import { jackTheRipperRulesMessagesFr } from './rules-messages-fr'

/**
 * Mystery Rummy Case #1: Jack the Ripper's rules reference, in the project's own words, written
 * from its spec (`mystery-rummy-jack-the-ripper.md`): its introduction, its deck table, its
 * sections and one entry per topic (a title, a `body`, then optional `more` and `example`; an
 * entry with a variant has one line per setting under `options`). Which entry documents which
 * rule id is `src/games/mystery-rummy-jack-the-ripper/words/reference.ts`.
 */
export const jackTheRipperRulesMessages = defineMessages({
  en: jackTheRipperRulesMessagesEn,
  fr: jackTheRipperRulesMessagesFr,
})
