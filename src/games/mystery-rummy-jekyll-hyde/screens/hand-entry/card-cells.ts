import { cardCount, evidenceFamilies, evidenceFamilyIds, type EvidenceFamilyId } from '../../engine'
import { fields, workInLabMax, type HandDraft } from './draft'

/**
 * The card table's cells as data: a row per card, a column per place the cards lie (in front of
 * a player, or `null` for the hand of the player who did not go out), and what each cell counts.
 * No rule lives here: whether the counts are possible is the engine's to say.
 */
export type CardRowId = EvidenceFamilyId | 'work-in-lab' | 'potion'

const families = (letter: string) =>
  evidenceFamilyIds.filter((id) => evidenceFamilies[id].letter === letter)

/** The rows in two halves: J and J/H on the left, H and the Gavel cards on the right. */
export const cardRowHalves: readonly (readonly CardRowId[])[] = [
  [...families('J'), ...families('J/H')],
  [...families('H'), 'work-in-lab', 'potion'],
]

/** Potion is never on the table: its row has a cell for the hand only. */
export function hasCell(row: CardRowId, player: string | null): boolean {
  return row !== 'potion' || player === null
}

export function cellCount(draft: HandDraft, row: CardRowId, player: string | null): number {
  if (player === null) return draft.leftInHand.cards[row]
  const area = draft.areas[player]!
  if (row === 'potion') return 0
  return row === 'work-in-lab' ? area.workInLab : area.evidence[row]
}

export function setCellCount(
  draft: HandDraft,
  row: CardRowId,
  player: string | null,
  value: number,
): void {
  if (player === null) {
    draft.leftInHand.cards[row] = value
    return
  }
  const area = draft.areas[player]!
  if (row === 'work-in-lab') area.workInLab = value
  else if (row !== 'potion') area.evidence[row] = value
}

/** The form field a cell is, which problems are shown beside. */
export function cellField(row: CardRowId, player: string | null): string {
  if (player === null) return fields.leftCard(row)
  return row === 'work-in-lab' ? fields.workInLab(player) : fields.evidence(player, row)
}

export function cellTestid(row: CardRowId, player: string | null): string {
  if (player === null) return `left-${row}`
  return row === 'work-in-lab' ? `work-in-lab-${player}` : `evidence-${player}-${row}`
}

export function cellMax(row: CardRowId, player: string | null): number {
  if (player === null) return cardCount(row)
  return row === 'work-in-lab' ? workInLabMax : cardCount(row)
}

/** Whether the Transformation rests on this cell's cards. */
export function isCovered(draft: HandDraft, row: CardRowId, player: string | null): boolean {
  const placement = draft.transformation
  return placement.place === 'area' && placement.area === player && placement.family === row
}
