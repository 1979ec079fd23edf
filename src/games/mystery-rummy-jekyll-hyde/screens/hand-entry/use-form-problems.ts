import { computed, type ComputedRef } from 'vue'
import { evidenceFamilyIds } from '../../engine'
import { explainProblem, type Translator } from '../../../../shared/explain'
import type { ShownProblem } from '../../../../renderer/src/components/hand-entry/field-problems'
import { fields, holderOf, leftCardIds, type HandDraft } from './draft'
import type { HandCheck } from './use-hand-check'

/**
 * The engine's problems as the form shows them: in the reader's language, each beside its
 * field, or with the whole form's when its field is not on screen.
 */
export function useFormProblems(options: {
  check: ComputedRef<HandCheck>
  draft: HandDraft
  translator: Translator
  name: (player: string) => string
  baseId: string
}) {
  const { check, draft, translator, name, baseId } = options

  /** The fields on screen now. */
  const visibleFields = computed(() => {
    const visible = new Set<string>([
      fields.identity,
      fields.ending,
      fields.dealer,
      fields.transformation,
    ])
    for (const player of draft.players) {
      visible.add(fields.area(player))
      visible.add(fields.workInLab(player))
      for (const family of evidenceFamilyIds) visible.add(fields.evidence(player, family))
    }
    const placement = draft.transformation
    if (placement.place === 'area') {
      visible.add(fields.transformationFamily)
      if (placement.family !== null) {
        visible.add(fields.transformationCards)
        visible.add(fields.transformationPlayedBy)
      }
    }
    if (holderOf(draft) !== null) {
      visible.add(fields.leftInHand)
      if (draft.leftInHand.mode === 'points') visible.add(fields.leftPoints)
      else for (const card of leftCardIds) visible.add(fields.leftCard(card))
    }
    return visible
  })

  const shown = computed(() => {
    const byField = new Map<string, ShownProblem[]>()
    check.value.problems.forEach(({ problem, field }, index) => {
      const at = visibleFields.value.has(field) ? field : fields.form
      const list = byField.get(at) ?? []
      list.push({
        id: `${index}`,
        severity: problem.severity,
        text: explainProblem(problem, translator, name),
        rule: problem.rule,
      })
      byField.set(at, list)
    })
    return byField
  })

  function problemsAt(field: string): ShownProblem[] {
    return shown.value.get(field) ?? []
  }

  /** The id of the list of a field's problems. */
  function domIdOf(field: string): string {
    return `${baseId}-problems-${field.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0)}`)}`
  }

  /** The first field with an error, if any. */
  function firstError(): string | null {
    const found = [...shown.value.entries()].find(([, list]) =>
      list.some((problem) => problem.severity === 'error'),
    )
    return found?.[0] ?? null
  }

  return { problemsAt, domIdOf, firstError }
}
