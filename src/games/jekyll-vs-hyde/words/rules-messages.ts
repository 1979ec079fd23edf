import { defineMessages } from '../../../shared/i18n/define-messages'
import { jekyllVsHydeRulesMessagesEn } from './rules-messages-en'
import { jekyllVsHydeRulesMessagesFr } from './rules-messages-fr'

/**
 * Jekyll vs. Hyde (Mandoo)'s rules reference, in the project's own words, written from its spec
 * (`jekyll-vs-hyde.md`): its introduction, its figures (the deck, the track, the table of doubts),
 * its sections and one entry per topic (a title, a `body`, then optional `more` and `example`;
 * the match variant has one line per setting under `options`). Which entry documents which rule
 * id is `src/games/jekyll-vs-hyde/words/reference.ts`.
 */
export const jekyllVsHydeRulesMessages = defineMessages({
  en: jekyllVsHydeRulesMessagesEn,
  fr: jekyllVsHydeRulesMessagesFr,
})
