import { computed, onBeforeUnmount, ref, useId, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { readTypedCount, type TypedCountProblem } from './typed-count'
import { useUnsettledFields } from './unsettled'

/**
 * A count field's typed text (decision 0044): text the count cannot take ("9" where 5 is the
 * most, "7.5", nothing) stays as typed, says why (`problemText`, shown at `problemId`) and tells
 * the form, which then refuses to save. What can be taken is emitted; nothing is capped,
 * rounded or dropped. Every count field of a hand form reads its text through this.
 */
export function useTypedCount(
  count: () => { value: number | null; min: number; max: number },
  emit: (value: number) => void,
) {
  const { t } = useI18n()
  const unsettled = useUnsettledFields()
  const self = Symbol('count-field')
  const problemId = useId()

  /** The text typed and not taken; null while the field shows its count. */
  const typed = ref<string | null>(null)
  const problem = ref<TypedCountProblem | null>(null)
  const problemText = computed(() => {
    const found = problem.value
    if (found === null) return null
    if (found.kind === 'above') return t('handEntry.count.above', { max: found.max })
    if (found.kind === 'below') return t('handEntry.count.below', { min: found.min })
    return t(`handEntry.count.${found.kind}`)
  })
  watch(problemText, (text) => unsettled.report(self, text))
  onBeforeUnmount(() => unsettled.report(self, null))

  function settle() {
    typed.value = null
    problem.value = null
  }
  // A count set from the outside (another field, a kept draft, a button) replaces what was typed.
  watch(() => count().value, settle)

  /** Sets the count (within its bounds, as the buttons and keys do) and drops any typed text. */
  function set(value: number): number {
    const { value: now, min, max } = count()
    const next = Math.min(max, Math.max(min, value))
    settle()
    if (next !== now) emit(next)
    return next
  }

  /** Takes what the input holds, or keeps it as typed with the reason. */
  function take(input: HTMLInputElement) {
    const { min, max } = count()
    const read = readTypedCount(input.value, min, max)
    if (read.ok) {
      set(read.value + 0)
      return
    }
    typed.value = input.value
    problem.value = read.problem
  }

  return { typed, problemText, problemId, set, take }
}
