import { useI18n } from 'vue-i18n'
import type { Phrase } from '../../../engine'
import type { PlayedVariant } from '../../../engine/stats/game-facts'
import { phraseText, type Translator } from '../../../shared/phrase'
import { fieldText } from '../../../shared/settings-text'

/**
 * How the history names an option of a game's variant, "Match: one game", in the reader's
 * language and the game's own words (which the caller has fetched: `useGamesWords`).
 */
export function useVariantWords(): (
  game: string,
  variant: Pick<PlayedVariant, 'label' | 'value'>,
) => string {
  const { t, te } = useI18n()
  const translator: Translator = { t: (key, named) => t(key, named ?? {}), te: (key) => te(key) }
  return (game, variant) => {
    const say = (phrase: Phrase) => phraseText(phrase, translator, (id) => id, game)
    const value = typeof variant.value === 'number' ? String(variant.value) : say(variant.value)
    return fieldText({ label: say(variant.label), value }, translator)
  }
}
