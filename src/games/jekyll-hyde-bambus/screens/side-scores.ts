import { computed, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { HandFacts, Phrase } from '../../../engine'
import { gameId, rules } from '../engine'
import { phraseText, type Translator } from '../../../shared/phrase'

export interface SideScore {
  id: string
  label: string
  receivers: string
  score: number
  /** The engine's formula, e.g. "(6 + 1 + 1 + 1) × (1 + 3) = 36"; empty when it has none. */
  formula: string
}

/**
 * Each side's score for this hand as the engine explains it, in words: for the result bar, and
 * for the pile counters, which show the formulas on a phone, where the bar has room for the
 * scores only.
 */
export function useSideScores(facts: Ref<HandFacts | null>, name: (id: string) => string) {
  const { t, te } = useI18n()
  const translator: Translator = { t: (key, named) => t(key, named ?? {}), te: (key) => te(key) }
  const words = (phrase: Phrase) => phraseText(phrase, translator, name, gameId)

  return computed<SideScore[]>(() =>
    (facts.value?.parts ?? []).map((part) => {
      const formula = part.lines.find((line) => line.rule === rules.scoreFormula)
      return {
        id: part.id,
        label: 'key' in part.label ? words(part.label) : name(part.label.player),
        receivers: part.receivers.map(name).join(', '),
        score: part.score,
        formula: formula ? words(formula.text) : '',
      }
    }),
  )
}
