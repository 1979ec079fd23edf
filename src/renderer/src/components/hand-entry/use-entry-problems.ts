import { computed, provide, useId } from 'vue'
import { useI18n } from 'vue-i18n'
import { explainProblem } from '../../../../shared/explain'
import type { Translator } from '../../../../shared/phrase'
import { fieldProblemsKey, type FieldProblemsContext, type ShownProblem } from './field-problems'
import type { PlacedProblem } from './live-check'

/**
 * The id of the list of a field's problems. A field id may hold any character (a player's id,
 * a card's): each one an element id or a CSS selector would misread is spelled out, and so is `_`, so two fields never share an id.
 */
export function problemsDomId(baseId: string, field: string): string {
  return `${baseId}-problems-${field.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.charCodeAt(0)}_`)}`
}

export interface EntryProblemsOptions {
  /** The game whose rules the problems cite. */
  game: string
  problems: () => PlacedProblem[]
  /** Where a problem is shown: a field on screen, `formField`, or null while it is not to show. */
  placeOf: (placed: PlacedProblem) => string | null
  name: (player: string) => string
}

/**
 * The engine's problems as a hand form shows them: in the reader's language, each beside its
 * field; the lists' ids for the fields they describe; and the way to the first error.
 */
export function useEntryProblems(options: EntryProblemsOptions) {
  const { t, te } = useI18n()
  const translator: Translator = { t: (key, named) => t(key, named ?? {}), te: (key) => te(key) }
  const baseId = useId()

  const shown = computed(() => {
    const byField = new Map<string, ShownProblem[]>()
    options.problems().forEach((placed, index) => {
      const place = options.placeOf(placed)
      if (place === null) return
      const list = byField.get(place) ?? []
      const { problem } = placed
      list.push({
        id: `${index}`,
        severity: problem.severity,
        text: explainProblem(problem, translator, options.name),
        rule: problem.rule,
      })
      byField.set(place, list)
    })
    return byField
  })

  const problemsAt = (field: string) => shown.value.get(field) ?? []
  const domIdOf = (field: string) => problemsDomId(baseId, field)
  const context: FieldProblemsContext = {
    game: options.game,
    problemsAt,
    problemsId: (field) => (problemsAt(field).length > 0 ? domIdOf(field) : undefined),
    hasError: (field) => problemsAt(field).some((problem) => problem.severity === 'error'),
  }
  provide(fieldProblemsKey, context)

  /** The first field with an error, if any. */
  function firstError(): string | null {
    const found = [...shown.value.entries()].find(([, list]) =>
      list.some((problem) => problem.severity === 'error'),
    )
    return found?.[0] ?? null
  }

  /**
   * Takes the keyboard to the first field with an error: the control its problems describe (a
   * group's chosen or first control), else the list itself, else the whole form's problems.
   */
  function focusFirstError(root: HTMLElement | null): void {
    const field = firstError()
    if (!root || field === null) return
    const id = domIdOf(field)
    const described = root.querySelector<HTMLElement>(`[aria-describedby~="${id}"]`)
    const target =
      described instanceof HTMLFieldSetElement
        ? (described.querySelector<HTMLElement>('input:checked, [aria-pressed="true"]') ??
          described.querySelector<HTMLElement>('input, select, button:not(:disabled)'))
        : (described ?? root.querySelector<HTMLElement>('[data-form-problems]'))
    target?.focus()
    target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
  }

  return { ...context, baseId, translator, domIdOf, firstError, focusFirstError }
}
