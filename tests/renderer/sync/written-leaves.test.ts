import * as Automerge from '@automerge/automerge'
import { describe, expect, it } from 'vitest'
import { WrittenLeaves } from '../../../src/renderer/src/sync/written-leaves'
import type { DraftChange } from '../../../src/shared/sync/draft-tree'
import { forgetSavedDrafts, strayLeaves, writeDraft } from '../../../src/shared/sync/shared-draft'
import type { SharedGameDoc } from '../../../src/shared/sync/shared-game'

/*
 * What a device wrote to a hand filled in together that the device which saved the hand never
 * had (decision 0072), with the real shared draft in real Automerge documents.
 */

const author = { by: 'Bram', at: '2026-11-30T20:00:00.000Z' }
const emptyTable = () =>
  Automerge.from<Record<string, unknown>>({ drafts: {} }) as unknown as Automerge.Doc<SharedGameDoc>

/** Hand 1 started on both devices; the phone writes `offline` while Ada's laptop saves hand 1. */
function savedWithout(offline: DraftChange[], seen: DraftChange[] = []) {
  const mine = new WrittenLeaves()
  let laptop = Automerge.change(emptyTable(), (doc) => writeDraft(doc, 1, 'g', seen, author))
  mine.note(seen)
  let phone = Automerge.clone(laptop)
  phone = Automerge.change(phone, (doc) => writeDraft(doc, 1, 'g', offline, author))
  mine.note(offline)
  laptop = Automerge.change(laptop, (doc) => forgetSavedDrafts(doc, 1))
  const merged = Automerge.merge(phone, laptop)
  return mine.missedAmong(strayLeaves(merged, 1))
}

describe('the changes a hand was saved without', () => {
  it('are what this device wrote that the device which saved the hand never had', () => {
    const count = { path: ['areas', 'p2', 'workInLab'], value: 2 }
    const seen = { path: ['areas', 'p1', 'workInLab'], value: 1 }
    expect(savedWithout([count], [seen])).toEqual([count])
  })

  it('hold an object written at once, as each of its leaves, the first card of a trick say', () => {
    const firstCard = { path: ['plays', '1'], value: { p2: 'h-a' } }
    expect(savedWithout([firstCard])).toEqual([
      { path: ['plays', '1'], value: {} },
      { path: ['plays', '1', 'p2'], value: 'h-a' },
    ])
  })

  it('hold a key removed, and a choice written whole', () => {
    const removed = { path: ['note'], removed: true } as const
    const ending = { path: ['ending'], value: { type: 'went-out', player: 'p2' } }
    expect(savedWithout([removed, ending])).toEqual([ending, removed])
  })

  it('are none when everything this device wrote reached the device that saved', () => {
    expect(savedWithout([], [{ path: ['note'], value: 'seen' }])).toEqual([])
  })

  it('leave out what this device wrote there before another device changed it', () => {
    const mine = new WrittenLeaves()
    mine.note([{ path: ['note'], value: 'mine' }])
    expect(mine.missedAmong([{ path: ['note'], value: 'theirs' }])).toEqual([])
  })
})
