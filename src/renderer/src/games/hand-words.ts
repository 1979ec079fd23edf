import { useI18n } from 'vue-i18n'

/**
 * The core's sentences that name a hand. A game whose players say another word for it (a
 * round) words them its way under its own catalog id, `<game id>.handWords.<the core's key>`;
 * a game that does not keeps the core's. The core never names a game: it asks the log's.
 */
export const handWordKeys = [
  'game.view.enterHand',
  'game.view.handDeleted',
  'game.view.cannotDelete',
  'game.hand.newTitle',
  'game.hand.editTitle',
  'game.pastTheEnd.message',
  'game.pastTheEnd.confirm',
  'game.pastTheEnd.keep',
  'game.share.totalsNote',
  // Not a hand, but a part of a game played in parts, which its game names too ("Game 2").
  'game.share.part',
  'scoreSheet.columns.hand',
  'scoreSheet.columns.handScoreOf',
  'scoreSheet.empty',
  'scoreSheet.breakdown.title',
  'scoreSheet.breakdown.handScore',
  'scoreSheet.handNumber',
  'scoreSheet.actions.open',
  'scoreSheet.actions.edit',
  'scoreSheet.actions.delete',
  'handEntry.draft.inProgressNew',
  'handEntry.draft.inProgressEdit',
  'handEntry.draft.finishFirst',
  'handEntry.draft.resumeNew',
  'handEntry.draft.resumeEdit',
  'handEntry.draft.discardNew',
  'handEntry.draft.discardEdit',
  'handEntry.draft.discardedNew',
  'handEntry.draft.discardedEdit',
  'handEntry.draft.missed',
  'handEntry.draft.addMissed',
  'handEntry.draft.keepAsSaved',
] as const
export type HandWordKey = (typeof handWordKeys)[number]

/**
 * The key a game's sentence about a hand is said with: its own when it has one in the reader's
 * language (`te` asks that language alone, without falling back), else the core's, in that
 * language too: a game's French may leave out what the core's French already says its way.
 */
export function handWordKey(
  te: (key: string) => boolean,
  game: string | undefined,
  key: HandWordKey,
): string {
  const own = game === undefined ? null : `${game}.handWords.${key}`
  return own !== null && te(own) ? own : key
}

/**
 * Says a core sentence about a hand in the words of the game `game()` names (its log's id);
 * `plural` picks the form of a sentence about several hands.
 */
export function useHandWords(game: () => string | undefined) {
  const { t, te, locale } = useI18n()
  const inReadersLanguage = (key: string) => te(key, locale.value)
  return (key: HandWordKey, named: Record<string, unknown> = {}, plural?: number) =>
    plural === undefined
      ? t(handWordKey(inReadersLanguage, game(), key), named)
      : t(handWordKey(inReadersLanguage, game(), key), named, plural)
}

/**
 * Says a sentence about the later hands a correction puts after the end of the game (1-based, as
 * players count them), their numbers listed as the reader's language lists them: the form's
 * notice and Save's question say them alike.
 */
export function useLaterHandsWords(game: () => string | undefined) {
  const { locale } = useI18n()
  const handWords = useHandWords(game)
  return (key: 'game.pastTheEnd.message' | 'game.pastTheEnd.confirm', hands: readonly number[]) => {
    const list = new Intl.ListFormat(locale.value, { type: 'conjunction' }).format(
      hands.map(String),
    )
    return handWords(key, { list }, hands.length)
  }
}
