import { computed, inject, ref, toRef, type ComputedRef, type Ref } from 'vue'
import type { GameLog } from '../../../../engine'
import { formSaveKey, type HandFormEmit, type HandFormProps } from './hand-form'
import { laterHandsOf, withoutLaterHands } from './later-hands'
import type { PlacedProblem } from './live-check'
import { useEntryActions } from './use-entry-actions'
import { useEntryProblems } from './use-entry-problems'
import { useHandForm } from './use-hand-form'

export type EntryProblems = ReturnType<typeof useEntryProblems>

/** The form element's state, for `EntryFrame`: its ref, attributes and listeners, and the head's. */
export interface EntryFrameState {
  setForm: (element: unknown) => void
  attrs: Record<string, unknown>
  changed: Ref<boolean>
  inGrid: Ref<boolean>
  /** The log's game, whose words name a hand. */
  game: string
  /** The later hands (1-based) this one puts after the end of the game, as the engine says. */
  laterHands: ComputedRef<number[]>
}

export interface HandEntryOptions<Log extends GameLog, Hand, Values extends object, Check> {
  props: HandFormProps<Log, Hand, Values>
  emit: HandFormEmit<Hand, Values>
  /** The values the form opens with when nothing was kept. */
  start: Values
  /** The game's live check of the draft: the engine's answer on every change. */
  check: (log: Ref<Log>, handIndex: Ref<number>, draft: Values) => ComputedRef<Check>
  /** Where a problem is shown: a field on screen, `formField`, or null while it is not to show. */
  placeOf: (placed: PlacedProblem, draft: Values, check: Check) => string | null
  /** A player's (or seat's) name; by default the name the log gives the player. */
  name?: (id: string) => string
  /** Where the keyboard starts in the form when no kept draft says where it was. */
  focusFirst: (form: HTMLFormElement | null) => void
  /** Why Save waits though nothing is wrong yet; null when it does not. */
  waiting?: (
    draft: Values,
    check: Check,
    problems: EntryProblems,
    name: (player: string) => string,
  ) => string | null
  /** Where the keyboard goes when Save is refused; by default the first error's field. */
  showProblem?: (problems: EntryProblems, form: HTMLFormElement | null) => void
}

/**
 * A game's hand form in one call: the draft kept on each change (`useHandForm`), the engine's
 * live check, the problems placed by field (`useEntryProblems`), Save and the result bar
 * (`useEntryActions`). The game says only what is its own: its draft, check and fields. The
 * form element is the kit's too: the game binds `<form ref="form" v-bind="formAttrs">`.
 */
export function useHandEntry<
  Log extends GameLog,
  Hand,
  Values extends object,
  Check extends { hand: Hand | null; problems: PlacedProblem[]; errorCount: number },
>(options: HandEntryOptions<Log, Hand, Values, Check>) {
  const { props, emit } = options
  const form = ref<HTMLFormElement | null>(null)
  const name =
    options.name ??
    ((id: string) => props.log.players.find((player) => player.id === id)?.name ?? id)
  const { draft, changed, inGrid, formAttrs } = useHandForm({
    form,
    start: options.start,
    resume: props.resume,
    shared: () => props.shared,
    emit,
    onSubmit: () => submit(),
    focusFirst: () => options.focusFirst(form.value),
  })
  const check = options.check(toRef(props, 'log'), toRef(props, 'handIndex'), draft)
  // Later hands this one puts after the end: the frame names them, Save asks before deleting them.
  const laterHands = computed(() => laterHandsOf(props.log, props.handIndex, check.value))
  const shown = computed(() => withoutLaterHands(check.value, props.handIndex))
  const problems = useEntryProblems({
    game: props.log.game,
    problems: () => shown.value.problems,
    placeOf: (placed) => options.placeOf(placed, draft, check.value),
    name,
  })
  const { waiting, showProblem } = options
  const { submit, settled } = useEntryActions({
    form,
    changed,
    check: () => shown.value,
    problems,
    emit,
    ...(waiting && { waiting: () => waiting(draft, check.value, problems, name) }),
    ...(showProblem && { showProblem: () => showProblem(problems, form.value) }),
  })
  inject(formSaveKey, null)?.(submit)
  /** What `EntryFrame` draws the form with. */
  const frame: EntryFrameState = {
    setForm: (element) => {
      form.value = element instanceof HTMLFormElement ? element : null
    },
    attrs: formAttrs,
    changed,
    inGrid,
    game: props.log.game,
    laterHands,
  }
  return { form, draft, changed, inGrid, formAttrs, frame, check, problems, name, settled }
}
