// @vitest-environment node
import * as Automerge from '@automerge/automerge'
import { describe, expect, it } from 'vitest'
import { draftConflicts } from '../../../src/renderer/src/sync/draft-conflicts'
import { writeDraft } from '../../../src/shared/sync/shared-draft'
import type { SharedGameDoc } from '../../../src/shared/sync/shared-game'

const ada = { by: 'Ada', at: '2026-11-29T20:00:00.000Z' }
const bram = { by: 'Bram', at: '2026-11-29T20:00:01.000Z' }
const path = ['areas', 'p1', 'workInLab']

function twoDevices() {
  const doc = Automerge.from({ drafts: {} } as unknown as Record<
    string,
    unknown
  >) as unknown as Automerge.Doc<SharedGameDoc>
  return [doc, Automerge.clone(doc)] as const
}

describe('a field two devices changed at the same moment', () => {
  it('is found with both values and the one every device keeps', () => {
    let [onAda, onBram] = twoDevices()
    onAda = Automerge.change(onAda, (doc) => writeDraft(doc, 1, 'g', [{ path, value: 1 }], ada))
    onBram = Automerge.change(onBram, (doc) => writeDraft(doc, 1, 'g', [{ path, value: 2 }], bram))
    const merged = Automerge.merge(onAda, onBram)
    const [conflict] = draftConflicts(merged, 1)
    expect(conflict?.path).toEqual(path)
    expect([...(conflict?.values ?? [])].sort()).toEqual(['1', '2'])
    expect(['1', '2']).toContain(conflict?.kept)
    expect(draftConflicts(merged, 2)).toEqual([])
  })

  it('is no longer one once a device changes it after seeing both', () => {
    let [onAda, onBram] = twoDevices()
    onAda = Automerge.change(onAda, (doc) => writeDraft(doc, 1, 'g', [{ path, value: 1 }], ada))
    onBram = Automerge.change(onBram, (doc) => writeDraft(doc, 1, 'g', [{ path, value: 2 }], bram))
    let merged = Automerge.merge(onAda, onBram)
    merged = Automerge.change(merged, (doc) => writeDraft(doc, 1, 'g', [{ path, value: 0 }], ada))
    expect(draftConflicts(merged, 1)).toEqual([])
  })

  it('is not one when both devices wrote the same value', () => {
    let [onAda, onBram] = twoDevices()
    onAda = Automerge.change(onAda, (doc) => writeDraft(doc, 1, 'g', [{ path, value: 3 }], ada))
    onBram = Automerge.change(onBram, (doc) => writeDraft(doc, 1, 'g', [{ path, value: 3 }], bram))
    expect(draftConflicts(Automerge.merge(onAda, onBram), 1)).toEqual([])
  })
})
