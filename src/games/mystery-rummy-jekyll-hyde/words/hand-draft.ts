import * as v from 'valibot'
import { countsOf, draftCount, draftText, keptFields } from '../../../shared/draft-fields'
import { evidenceFamilyIds, type EvidenceFamilyId, type Identity } from '../engine/cards'

/**
 * A Mystery Rummy hand being entered, kept as typed so that nothing is lost (a reload, a crash,
 * Escape): the `values` of a stored draft (`src/shared/hand-draft.ts`). It is the form's state,
 * not a hand record: it may be incomplete or impossible, it never enters a game log and never
 * changes a score. What it means is the engine's to say once it is saved.
 */

/** Cards that can be counted one by one in the hand of the player who did not go out. */
export const leftCardIds = [...evidenceFamilyIds, 'work-in-lab', 'potion'] as const
export type LeftCardId = (typeof leftCardIds)[number]

export type EndingDraft = { type: 'went-out'; player: string } | { type: 'case-file-exhausted' }

export interface AreaDraft {
  evidence: Record<EvidenceFamilyId, number>
  workInLab: number
}

/** Where the Transformation card ended the hand: nowhere, resting in an area, or held in hand. */
export type TransformationPlace = 'none' | 'area' | 'held'

export interface TransformationDraft {
  place: TransformationPlace
  /** When resting in an area: whose area. */
  area: string
  family: EvidenceFamilyId | null
  /** How many cards of that family it covers; null means all of them. */
  cards: number | null
  /** Who played it; null means the area's owner. */
  playedBy: string | null
}

export type LeftInHandMode = 'cards' | 'points'

/** What the player who did not go out still holds. Both forms are kept while the players switch. */
export interface LeftInHandDraft {
  mode: LeftInHandMode
  cards: Record<LeftCardId, number>
  points: number
}

export interface HandDraft {
  /** The log's two player ids, in order. */
  players: string[]
  identity: Identity
  /** Null until the players say how the hand ended. */
  ending: EndingDraft | null
  /** Null when the dealer is not recorded. */
  dealer: string | null
  areas: Record<string, AreaDraft>
  transformation: TransformationDraft
  leftInHand: LeftInHandDraft
  /** Fields of an edited hand that this form does not edit (its note, unknown fields): kept as they were. */
  kept: Record<string, unknown>
}

const evidenceFamily = v.picklist(evidenceFamilyIds)

export const mysteryRummyJekyllHydeHandDraftSchema = v.strictObject({
  players: v.pipe(v.array(draftText), v.minLength(1), v.maxLength(4)),
  identity: v.picklist(['jekyll', 'hyde']),
  ending: v.nullable(
    v.variant('type', [
      v.strictObject({ type: v.literal('went-out'), player: draftText }),
      v.strictObject({ type: v.literal('case-file-exhausted') }),
    ]),
  ),
  dealer: v.nullable(draftText),
  areas: v.pipe(
    v.record(
      draftText,
      v.strictObject({ evidence: countsOf(evidenceFamilyIds), workInLab: draftCount }),
    ),
    v.check((areas) => Object.keys(areas).length <= 4, 'expected at most 4 areas'),
  ),
  transformation: v.strictObject({
    place: v.picklist(['none', 'area', 'held']),
    area: draftText,
    family: v.nullable(evidenceFamily),
    cards: v.nullable(draftCount),
    playedBy: v.nullable(draftText),
  }),
  leftInHand: v.strictObject({
    mode: v.picklist(['cards', 'points']),
    cards: countsOf(leftCardIds),
    points: draftCount,
  }),
  kept: keptFields,
}) satisfies v.GenericSchema<unknown, HandDraft>

/** Whether a value is a Mystery Rummy hand draft's values. */
export function isMysteryRummyHandDraft(value: unknown): value is HandDraft {
  return v.is(mysteryRummyJekyllHydeHandDraftSchema, value)
}
