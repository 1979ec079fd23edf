/*
 * A game shared with the table, as the Automerge document every device holds (decision 0055).
 *
 * The game log stays the one record of the game: this document is the same facts in a shape
 * that merges. Each hand has a stable id and an order key, and is never removed: deleting it
 * leaves a marker, so that a deletion and a correction made at the same time on two devices
 * both survive the merge and the players are asked. Every value is JSON text or a number,
 * so nothing in it is ever `undefined`, which Automerge refuses.
 */

/** What an exported log becomes once shared; `readSharedGame` turns it back into a game log. */
export interface SharedGameDoc {
  format: typeof sharedGameFormat
  version: 1
  /** The game log's own id (`log.id`): the same game in every device's library. */
  gameId: string
  /** Each top-level field of the log but `hands`, as JSON text: concurrent edits merge per field. */
  header: Record<string, string>
  hands: Record<string, SharedHand>
  /**
   * The hand being entered from every device, leaf by leaf (`shared-draft.ts`, decision 0072):
   * never part of the log. Absent in documents shared before there were shared drafts.
   */
  drafts?: Record<string, string>
  /** Set when the sharer stops sharing: the sync server then forgets the document. */
  revoked?: boolean
}

export interface SharedHand {
  /** Where the hand sits in the game: hands are in this order, whatever their ids. */
  position: number
  /** Who entered it, and when: the first of two hands entered with the same number is counted. */
  enteredBy: string
  enteredAt: string
  version: HandVersion
  /** Present once the hand is deleted; a correction made after (`revision` higher) undoes it. */
  deleted?: HandDeletion
}

/** One version of a hand: each correction replaces it whole, with the next revision. */
export interface HandVersion {
  revision: number
  /** The hand as the game log holds it, as JSON text. */
  json: string
  by: string
  at: string
}

export interface HandDeletion {
  /** The revision of the hand that was deleted. */
  revision: number
  by: string
  at: string
}

export const sharedGameFormat = 'casebook/shared-game'

/** Two devices' work the players settle: nothing is dropped until they say which is right. */
export type HandConflict =
  | {
      /** Two devices entered a hand at the same place; the first entered is counted meanwhile. */
      kind: 'same-number'
      number: number
      handIds: string[]
    }
  | {
      /** One device deleted the hand while another corrected it: the correction is counted. */
      kind: 'deleted-and-corrected'
      number: number
      handId: string
      deletedBy: string
    }
  | {
      /** Two devices corrected the same hand at once: one version shows, both are offered. */
      kind: 'corrected-twice'
      number: number
      handId: string
      versions: HandVersion[]
    }

/** A hand entry's versions made at the same time on other devices (Automerge's conflicts). */
export type ConcurrentVersions = (handId: string) => HandVersion[]

/** Whether a hand counts: not deleted, or corrected after it was deleted. */
export function handCounts(hand: SharedHand): boolean {
  return hand.deleted === undefined || hand.version.revision > hand.deleted.revision
}

/** Hands in game order: by position, then the first entered, then by id so every device agrees. */
export function byGameOrder(
  [idA, a]: readonly [string, SharedHand],
  [idB, b]: readonly [string, SharedHand],
): number {
  return (
    a.position - b.position ||
    a.enteredAt.localeCompare(b.enteredAt) ||
    (idA < idB ? -1 : idA > idB ? 1 : 0)
  )
}

/** The position after every hand ever entered, deleted ones included: where a new hand goes. */
export function nextPosition(doc: Pick<SharedGameDoc, 'hands'>): number {
  let last = 0
  for (const hand of Object.values(doc.hands)) last = Math.max(last, hand.position)
  return Math.floor(last) + 1
}
