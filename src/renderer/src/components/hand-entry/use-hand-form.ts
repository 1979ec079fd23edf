import type { HandFormEmit, KeptDraft, SharedDraftLink } from './hand-form'
import { onBeforeUnmount, onMounted, reactive, ref, watch, type Ref } from 'vue'
import { formTableSync } from './form-table-sync'

export interface HandFormOptions<Values extends object> {
  form: Ref<HTMLFormElement | null>
  /** The values the form opens with when nothing was kept. */
  start: Values
  resume: KeptDraft<Values> | undefined
  /** In a game shared with the table, the hand's draft every device fills (read when needed). */
  shared?: () => SharedDraftLink<Values> | undefined
  /** The form's events: after each change, `edit` with the values to keep (null when back as it
   * started); `cancel` on Escape. */
  emit: HandFormEmit<never, Values>
  onSubmit: () => void
  /** Where the keyboard starts when no kept draft says where it was. */
  focusFirst: () => void
}

const copyOf = <Values>(values: Values): Values => JSON.parse(JSON.stringify(values)) as Values

/**
 * What every game's hand form does the same way: it keeps its draft on each change (and the
 * control it was changed at, so a kept draft reopens there), Enter saves, Escape cancels, and
 * the keys hint names the card grid's keys while focus is in it.
 */
export function useHandForm<Values extends object>(options: HandFormOptions<Values>) {
  const { form, start, resume } = options
  const startText = JSON.stringify(start)
  const table = formTableSync<Values>(startText, options.shared)
  // The table's draft comes first (with what only this device had): every device shows the same.
  const fromTable = table.opening(resume?.values ?? null)
  const draft = reactive(fromTable ?? (resume ? copyOf(resume.values) : start)) as Values
  const changed = ref(JSON.stringify(draft) !== startText)
  let at = resume?.at ?? null
  watch(
    draft,
    () => {
      const values = copyOf(draft)
      table.send(values)
      changed.value = JSON.stringify(values) !== startText
      const active = document.activeElement
      if (active instanceof HTMLElement && form.value?.contains(active) && active.dataset.testid) {
        at = active.dataset.testid
      }
      options.emit('edit', changed.value ? values : null, at)
    },
    { deep: true },
  )

  /**
   * Enter saves from anywhere in the form (a list of choices included: its arrows choose),
   * except on a button or a link, where Enter is theirs.
   */
  function onKeydown(event: KeyboardEvent) {
    if (event.key !== 'Enter' || event.isComposing) return
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target
    if (target instanceof Element && target.closest('button, textarea, a, summary')) return
    event.preventDefault()
    options.onSubmit()
  }

  /** Escape cancels while the form has focus, or nothing does (a click on the page's background). */
  function onWindowKeydown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    const target = event.target
    const inForm = target instanceof Node && form.value?.contains(target)
    const nowhere =
      target === document.body || target === document.documentElement || target === window
    if (!inForm && !nowhere) return
    event.preventDefault()
    options.emit('cancel')
  }

  /** Whether focus is in the card grid: the keys hint then names its keys. */
  const inGrid = ref(false)
  function onFocusChange(event: FocusEvent) {
    const now = event.type === 'focusin' ? event.target : event.relatedTarget
    inGrid.value = now instanceof Element && now.closest('[data-keys="grid"]') !== null
  }

  // What another device changed comes in field by field: the field typed in here stays put.
  watch(
    () => options.shared?.()?.version,
    () => table.take(draft),
  )

  onMounted(() => {
    // A hand this device began before the table had it: the other devices see it now.
    table.send(copyOf(draft))
    // Opened on the table's draft: the page keeps it too, and knows the values from the start.
    if (fromTable !== null && changed.value) options.emit('edit', copyOf(draft), at)
    window.addEventListener('keydown', onWindowKeydown)
    const resumed = [...(form.value?.querySelectorAll<HTMLElement>('[data-testid]') ?? [])].find(
      (element) => at !== null && element.dataset.testid === at,
    )
    if (resumed) resumed.focus()
    else options.focusFirst()
  })
  onBeforeUnmount(() => window.removeEventListener('keydown', onWindowKeydown))

  /** The form element's attributes and listeners: `<form ref="form" v-bind="formAttrs">`. */
  const formAttrs = {
    novalidate: true,
    'data-testid': 'hand-entry',
    onSubmit: (event: Event) => {
      event.preventDefault()
      options.onSubmit()
    },
    onKeydown,
    onFocusin: onFocusChange,
    onFocusout: onFocusChange,
  }

  return { draft, changed, inGrid, formAttrs }
}
