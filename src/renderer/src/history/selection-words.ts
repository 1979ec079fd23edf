import { computed, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { joinNames } from '../components/score-sheet/format'
import type { GameSummary } from '../game/summary'
import { useGamesWords } from '../games/catalogs'
import { variantChoicesOf } from './filter-choices'
import { variantParam, type HistoryFilter } from './history-games'
import { useVariantWords } from './variant-words'

/**
 * The games a History selection counts, in words, for what leaves the page (its picture): the
 * game or all games, then each other filter that narrows them (players, variant, the group),
 * so a picture of three-player games is never titled as if it were every game.
 */
export function useSelectionWords(
  filter: Ref<HistoryFilter>,
  summaries: Ref<readonly GameSummary[]>,
): Ref<string> {
  const { t, locale } = useI18n()
  const game = computed(() => filter.value.game)
  const wordsReady = useGamesWords(computed(() => (game.value === null ? [] : [game.value])))
  const variantWords = useVariantWords()
  return computed(() => {
    const { players, variant, group } = filter.value
    const chosenGame = game.value
    const parts = [chosenGame === null ? t('history.filters.allGames') : t(`${chosenGame}.name`)]
    if (players !== null) parts.push(t('history.seats.players', { count: players }))
    if (variant !== null && chosenGame !== null) {
      const known = wordsReady.value
        ? variantChoicesOf(summaries.value, chosenGame).find(
            (each) => variantParam(each) === variant,
          )
        : undefined
      parts.push(known ? variantWords(chosenGame, known) : variant)
    }
    if (group.length > 0) parts.push(joinNames(group, locale.value))
    return parts.join(' · ')
  })
}
