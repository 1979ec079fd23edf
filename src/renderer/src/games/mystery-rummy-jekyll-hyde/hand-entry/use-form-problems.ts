import { computed, type ComputedRef } from 'vue'
import { evidenceFamilyIds } from '../../../../../engine'
import { useEntryProblems } from '../../../components/hand-entry/use-entry-problems'
import { fields, holderOf, leftCardIds, type HandDraft } from './draft'
import type { HandCheck } from './use-hand-check'

/**
 * The engine's problems as the form shows them: in the reader's language, each beside its
 * field, or with the whole form's when its field is not on screen.
 */
export function useFormProblems(options: {
  check: ComputedRef<HandCheck>
  draft: HandDraft
  game: string
  name: (player: string) => string
}) {
  const { check, draft, game, name } = options

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

  return useEntryProblems({
    game,
    problems: () => check.value.problems,
    placeOf: ({ field }) => (visibleFields.value.has(field) ? field : fields.form),
    name,
  })
}
