import { defineMessages } from '../../../shared/i18n/define-messages'
import { bambusRulesMessagesEn } from './rules-messages-en'
import { bambusRulesMessagesFr } from './rules-messages-fr'

/**
 * Dr. Jekyll & Mr. Hyde (Bambus)'s rules reference, in the project's own words, written from
 * its spec (`jekyll-hyde-bambus.md`): its introduction, its card table, its sections and one
 * entry per topic (a title, a `body`, then optional `more` and `example`; a variant has one line
 * per setting). Which entry documents which rule id is
 * `src/games/jekyll-hyde-bambus/words/reference.ts`. Card names come from the
 * game's own catalog (`jekyll-hyde-bambus.cards.*`).
 */
export const bambusRulesMessages = defineMessages({
  en: bambusRulesMessagesEn,
  fr: bambusRulesMessagesFr,
})
