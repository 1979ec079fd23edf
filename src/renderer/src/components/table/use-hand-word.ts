import { computed, type ComputedRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { handWordKey } from '../../games/hand-words'
import type { HandWord } from '../sharing/sharing-words'

/**
 * The word the table's sentences use for a hand of `game`: a game that words its hands its own
 * way (Jekyll vs. Hyde's rounds) says "round" here too. Asked of English, where such a game
 * words every sentence (its French may keep the core's).
 */
export function useHandWord(game: () => string): ComputedRef<HandWord> {
  const { te } = useI18n()
  return computed(() =>
    handWordKey((key) => te(key, 'en'), game(), 'game.view.enterHand') === 'game.view.enterHand'
      ? 'hand'
      : 'round',
  )
}
