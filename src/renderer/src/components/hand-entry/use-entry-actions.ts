import { computed, inject, provide, type InjectionKey, type Ref } from 'vue'
import type { HandFormEmit } from './hand-form'
import { savedCopy, type PlacedProblem } from './live-check'
import { saveStateOf, type SaveState } from './save-state'
import { provideUnsettledFields } from './unsettled'

/** What a hand form's result bar shows and does: given by the form, read by `HandResultBar`. */
export interface ResultBarContext {
  state: () => SaveState
  changed: () => boolean
  cancel: () => void
  discard: () => void
  showProblem: () => void
}

export const resultBarKey: InjectionKey<ResultBarContext> = Symbol('result-bar')

export function useResultBar(): ResultBarContext {
  const context = inject(resultBarKey)
  if (!context) throw new Error('A result bar is used outside a hand form')
  return context
}

export interface EntryActionsOptions<Hand> {
  form: Ref<HTMLFormElement | null>
  changed: Ref<boolean>
  /** The engine's live check: the hand Save emits (null while it cannot be made) and problems. */
  check: () => { hand: Hand | null; problems: PlacedProblem[]; errorCount: number }
  problems: { focusFirstError: (root: HTMLElement | null) => void }
  emit: HandFormEmit<Hand, never>
  /** Why Save waits though nothing is wrong yet (a choice not made); null when it does not. */
  waiting?: () => string | null
  /** Where the keyboard goes when Save is refused; by default the first error's field. */
  showProblem?: () => void
}

/**
 * Save, the result bar's one state, and the bar's actions, the same in every game's form:
 * Save emits a copy of the checked hand only when the engine finds no error, nothing is
 * awaited and every field took what was typed in it (`unsettled.ts`); otherwise it takes the keyboard to what stands in the way.
 */
export function useEntryActions<Hand>(options: EntryActionsOptions<Hand>) {
  const { form, emit } = options
  const unsettled = provideUnsettledFields()
  const saveState = computed<SaveState>(() => {
    const fields = unsettled.count()
    if (fields > 0) return { kind: 'unsettled', fields }
    const reason = options.waiting?.() ?? null
    if (reason !== null) return { kind: 'waiting', reason }
    return saveStateOf(options.check())
  })
  function showProblem() {
    const typed = form.value?.querySelector<HTMLElement>('[data-unsettled]')
    if (typed) typed.focus()
    else if (options.showProblem) options.showProblem()
    else options.problems.focusFirstError(form.value)
  }

  function submit() {
    const hand = options.check().hand
    if (saveState.value.kind !== 'ready' || hand === null) showProblem()
    else emit('save', savedCopy(hand))
  }

  provide(resultBarKey, {
    state: () => saveState.value,
    changed: () => options.changed.value,
    cancel: () => emit('cancel'),
    discard: () => emit('discard'),
    showProblem,
  })
  /**
   * No field holds text it did not take. While one does, the form shows no figure: the one it
   * would show counts the field's last value, not what is on screen (issue 32).
   */
  const settled = computed(() => unsettled.count() === 0)
  return { saveState, settled, submit, showProblem }
}
