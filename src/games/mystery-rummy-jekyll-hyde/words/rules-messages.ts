import { defineMessages } from '../../../shared/i18n/define-messages'
import { mysteryRummyRulesMessagesEn } from './rules-messages-en'
import { mysteryRummyRulesMessagesFr } from './rules-messages-fr'

/**
 * Mystery Rummy Case #3's rules reference, in the project's own words: its introduction, its
 * card tables, its sections and one entry per topic (a title, a `body`, then optional `more` and
 * `example`; a variant has one line per setting). Which entry documents which rule id, and in
 * which order, is `src/games/mystery-rummy-jekyll-hyde/words/reference.ts`. Card
 * names come from the engine catalog (`cards.*`).
 */
export const mysteryRummyRulesMessages = defineMessages({
  en: mysteryRummyRulesMessagesEn,
  fr: mysteryRummyRulesMessagesFr,
})
