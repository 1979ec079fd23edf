import {
  byGameOrder,
  handCounts,
  nextPosition,
  sharedGameFormat,
  type HandConflict,
  type SharedGameDoc,
  type SharedHand,
} from './shared-game'

/*
 * Every change a device makes to a shared game. Each works on the document in place, as
 * Automerge's `change` hands it over, and touches only what changed, so that two devices'
 * changes merge: a corrected hand gets a new version, a deleted one a marker, a new one an id.
 */

/** Who makes a change, and when (ISO date). */
export interface Author {
  by: string
  at: string
}

/** A game log as the app holds it; only its hands are looked into. */
export type LogFields = Readonly<Record<string, unknown>> & { readonly hands: readonly unknown[] }

/** The game as this device last read it from the document: the base of its next change. */
export interface SharedBase {
  log: { readonly hands: readonly unknown[] }
  handIds: readonly string[]
}

/** JSON with every object's keys sorted: the same hand gives the same text on every device. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  )
}

/** A new shared game holding this log, every hand with an id of its own. */
export function sharedGameOf(log: LogFields, author: Author, newId: () => string): SharedGameDoc {
  const doc: SharedGameDoc = {
    format: sharedGameFormat,
    version: 1,
    gameId: typeof log.id === 'string' ? log.id : newId(),
    header: {},
    hands: {},
    // Made with the document, so that no two devices ever make it at once (shared-draft.ts).
    drafts: {},
  }
  setHeader(doc, log)
  log.hands.forEach((hand, index) => {
    doc.hands[newId()] = newHand(index + 1, canonicalJson(hand), author)
  })
  return doc
}

/**
 * Writes what this device changed since `base` (the game as last read from the document): the
 * header's fields that differ, each hand corrected, deleted or entered. A hand put back (an
 * undone deletion) takes its marker off rather than coming back as a new hand.
 */
export function applyLocalLog(
  doc: SharedGameDoc,
  base: SharedBase,
  next: LogFields,
  author: Author,
  newId: () => string,
): void {
  setHeader(doc, next)
  const before = base.log.hands.map(canonicalJson)
  const after = next.hands.map(canonicalJson)
  let same = 0
  while (same < before.length && same < after.length && before[same] === after[same]) same++
  let sameAtEnd = 0
  while (
    sameAtEnd < before.length - same &&
    sameAtEnd < after.length - same &&
    before[before.length - 1 - sameAtEnd] === after[after.length - 1 - sameAtEnd]
  ) {
    sameAtEnd++
  }
  const changedBefore = before.length - same - sameAtEnd
  const changedAfter = after.length - same - sameAtEnd
  const corrected = Math.min(changedBefore, changedAfter)
  for (let index = same; index < same + corrected; index++) {
    correctHand(doc.hands[base.handIds[index]!]!, after[index]!, author)
  }
  for (let index = same + corrected; index < same + changedBefore; index++) {
    deleteHand(doc.hands[base.handIds[index]!]!, author)
  }
  const inserted = after.slice(same + corrected, same + changedAfter)
  if (inserted.length === 0) return
  const previousId = base.handIds[same + corrected - 1]
  const followingId = base.handIds[before.length - sameAtEnd]
  insertHands(doc, inserted, {
    after: previousId === undefined ? 0 : doc.hands[previousId]!.position,
    before: followingId === undefined ? undefined : doc.hands[followingId]!.position,
    author,
    newId,
  })
}

/** How the players settled a conflict. */
export type Settlement = { keep: string } | { keepBoth: true } | { deleteHand: true }

/**
 * Settles a conflict as the players chose. Of hands entered at the same place: keep one (the
 * others are deleted, with a marker) or keep them all, one after the other. A hand deleted and
 * corrected: keep the correction or delete it. Two corrections: keep the one chosen.
 */
export function settleConflict(
  doc: SharedGameDoc,
  conflict: HandConflict,
  settlement: Settlement,
  author: Author,
): void {
  switch (conflict.kind) {
    case 'same-number': {
      if ('keep' in settlement) {
        for (const id of conflict.handIds) {
          if (id !== settlement.keep) deleteHand(doc.hands[id]!, author)
        }
      } else if ('keepBoth' in settlement) {
        spreadAfter(doc, conflict.handIds)
      }
      return
    }
    case 'deleted-and-corrected': {
      const hand = doc.hands[conflict.handId]!
      if ('keep' in settlement) delete hand.deleted
      else if ('deleteHand' in settlement) deleteHand(hand, author)
      return
    }
    case 'corrected-twice': {
      const chosen = 'keep' in settlement ? conflict.versions[Number(settlement.keep)] : undefined
      if (!chosen) return
      const revision = Math.max(...conflict.versions.map((version) => version.revision)) + 1
      doc.hands[conflict.handId]!.version = { ...chosen, revision }
    }
  }
}

function setHeader(doc: SharedGameDoc, log: LogFields): void {
  for (const [key, value] of Object.entries(log)) {
    if (key === 'hands' || value === undefined) continue
    const json = canonicalJson(value)
    if (doc.header[key] !== json) doc.header[key] = json
  }
  for (const key of Object.keys(doc.header)) {
    if (log[key] === undefined) delete doc.header[key]
  }
}

function newHand(position: number, json: string, { by, at }: Author): SharedHand {
  return { position, enteredBy: by, enteredAt: at, version: { revision: 1, json, by, at } }
}

function correctHand(hand: SharedHand, json: string, { by, at }: Author): void {
  hand.version = { revision: hand.version.revision + 1, json, by, at }
}

function deleteHand(hand: SharedHand, { by, at }: Author): void {
  hand.deleted = { revision: hand.version.revision, by, at }
}

/**
 * Puts hands between two positions (`before` undefined: at the end). A deleted hand there with the
 * same content is put back; the others get new ids, spaced evenly between their neighbours.
 */
function insertHands(
  doc: SharedGameDoc,
  hands: readonly string[],
  place: { after: number; before: number | undefined; author: Author; newId: () => string },
): void {
  const deletedBetween = Object.values(doc.hands)
    .filter(
      (hand) =>
        !handCounts(hand) &&
        hand.position > place.after &&
        (place.before === undefined || hand.position < place.before),
    )
    .sort((a, b) => a.position - b.position)
  let after = place.after
  hands.forEach((json, index) => {
    const putBack = deletedBetween.find((hand) => hand.version.json === json)
    if (putBack) {
      delete putBack.deleted
      deletedBetween.splice(deletedBetween.indexOf(putBack), 1)
      after = putBack.position
      return
    }
    const position =
      place.before === undefined
        ? nextPosition(doc)
        : after + (place.before - after) / (hands.length - index + 1)
    doc.hands[place.newId()] = newHand(position, json, place.author)
    after = position
  })
}

/** Keeps every hand of a group entered at the same place, one after the other, in game order. */
function spreadAfter(doc: SharedGameDoc, handIds: readonly string[]): void {
  const first = doc.hands[handIds[0]!]!
  const later = Object.values(doc.hands)
    .map((hand) => hand.position)
    .filter((position) => position > first.position)
  const limit = later.length > 0 ? Math.min(...later) : first.position + 1
  const step = (limit - first.position) / handIds.length
  const ordered = handIds
    .map((id) => [id, doc.hands[id]!] as const)
    .sort(byGameOrder)
    .slice(1)
  ordered.forEach(([, hand], index) => {
    hand.position = first.position + step * (index + 1)
  })
}
