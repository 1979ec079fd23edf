import * as Automerge from '@automerge/automerge'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../src/shared/sync/change-shared-game'
import { sharedGameOf } from '../../../src/shared/sync/change-shared-game'
import { applyChanges, changedLeaves } from '../../../src/shared/sync/draft-tree'
import {
  discardDraft,
  forgetSavedDrafts,
  markPartDone,
  partsDone,
  readDraft,
  sharedDraftLimits,
  strayLeaves,
  writeDraft,
} from '../../../src/shared/sync/shared-draft'
import type { SharedGameDoc } from '../../../src/shared/sync/shared-game'
import { wonGame } from './shared-logs'

const ada: Author = { by: 'Ada', at: '2026-11-29T20:00:00.000Z' }
const bram: Author = { by: 'Bram', at: '2026-11-29T20:00:01.000Z' }

/** A 4-player draft in the shape the games keep: one value per player and per card. */
function emptyDraft() {
  const area = () => ({ evidence: { a: 0, b: 0, c: 0 }, workInLab: 0 })
  return {
    players: ['p1', 'p2', 'p3', 'p4'],
    ending: null as null | { type: string; player?: string },
    areas: { p1: area(), p2: area(), p3: area(), p4: area() },
    note: '',
  }
}
type Draft = ReturnType<typeof emptyDraft>

/** One device filling the draft: the form's values and what it last wrote or took in. */
class Device {
  values: Draft
  private base: unknown

  constructor(
    public doc: Automerge.Doc<SharedGameDoc>,
    private readonly author: Author,
  ) {
    this.values = emptyDraft()
    this.base = JSON.parse(JSON.stringify(this.values))
  }

  edit(change: (draft: Draft) => void): void {
    change(this.values)
    const changes = changedLeaves(this.base, this.values)
    this.base = JSON.parse(JSON.stringify(this.values))
    if (changes.length === 0) return
    this.doc = Automerge.change(this.doc, (doc) => writeDraft(doc, 3, 'g', changes, this.author))
  }

  mergeFrom(other: Device): void {
    this.doc = Automerge.merge(this.doc, Automerge.clone(other.doc))
    const shared = sharedValues(this.doc)
    applyChanges(this.values, changedLeaves(this.base, shared))
    this.base = shared
  }

  shared(): unknown {
    return sharedValues(this.doc)
  }
}

/** The draft as the document holds it: the form's first values with every change put in. */
function sharedValues(doc: unknown, number = 3): Record<string, unknown> {
  const values = emptyDraft() as unknown as Record<string, unknown>
  const read = readDraft(doc, number)
  if (read?.readable) applyChanges(values, read.changes)
  return values
}

function table(count: number): Device[] {
  const doc = Automerge.from(
    sharedGameOf(wonGame(), ada, () => 'h1') as unknown as Record<string, unknown>,
  ) as unknown as Automerge.Doc<SharedGameDoc>
  return Array.from(
    { length: count },
    (_, index) => new Device(Automerge.clone(doc), index % 2 === 0 ? ada : bram),
  )
}

describe('a hand filled in from every device', () => {
  it('keeps both edits when two devices fill two players at once', () => {
    const [a, b] = table(2) as [Device, Device]
    a.edit((draft) => (draft.areas.p1.evidence.a = 3))
    b.edit((draft) => (draft.areas.p2.workInLab = 2))
    a.mergeFrom(b)
    b.mergeFrom(a)
    for (const device of [a, b]) {
      expect(device.values.areas.p1.evidence.a).toBe(3)
      expect(device.values.areas.p2.workInLab).toBe(2)
      expect(device.shared()).toEqual(device.values)
    }
  })

  it('ends with one value everywhere when two devices change the same field at once', () => {
    const [a, b] = table(2) as [Device, Device]
    a.edit((draft) => (draft.areas.p1.workInLab = 1))
    b.edit((draft) => (draft.areas.p1.workInLab = 2))
    a.mergeFrom(b)
    b.mergeFrom(a)
    expect(a.values.areas.p1.workInLab).toBe(b.values.areas.p1.workInLab)
    const key = JSON.stringify(['3', 'areas', 'p1', 'workInLab'])
    expect(Object.values(Automerge.getConflicts(a.doc.drafts!, key) ?? {}).sort()).toEqual([
      '1',
      '2',
    ])
  })

  it('writes a choice among shapes whole, so that two endings never mix', () => {
    const [a, b] = table(2) as [Device, Device]
    a.edit((draft) => (draft.ending = { type: 'went-out', player: 'p2' }))
    b.mergeFrom(a)
    b.edit((draft) => (draft.ending = { type: 'exhausted' }))
    a.edit((draft) => (draft.ending = { type: 'went-out', player: 'p3' }))
    a.mergeFrom(b)
    b.mergeFrom(a)
    expect([{ type: 'exhausted' }, { type: 'went-out', player: 'p3' }]).toContainEqual(
      a.values.ending,
    )
    expect(b.values.ending).toEqual(a.values.ending)
  })

  it('merges any interleaving of edits from several devices to the same draft on every device', () => {
    const edit = fc.record({
      device: fc.nat(3),
      player: fc.constantFrom('p1', 'p2', 'p3', 'p4'),
      field: fc.constantFrom('a', 'b', 'c', 'workInLab', 'ending', 'note'),
      value: fc.nat(20),
      syncWith: fc.option(fc.nat(3), { nil: undefined }),
    })
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 40 }), (edits) => {
        const devices = table(4)
        for (const step of edits) {
          const device = devices[step.device]!
          device.edit((draft) => {
            const area = draft.areas[step.player as keyof Draft['areas']]
            if (step.field === 'workInLab') area.workInLab = step.value
            else if (step.field === 'ending')
              draft.ending = step.value % 2 ? { type: 'went-out', player: step.player } : null
            else if (step.field === 'note') draft.note = `${step.player} ${step.value}`
            else area.evidence[step.field as 'a' | 'b' | 'c'] = step.value
          })
          if (step.syncWith !== undefined) device.mergeFrom(devices[step.syncWith]!)
        }
        // Everyone hears everyone: twice round, so that the last device's news reaches the first.
        for (let round = 0; round < 2; round++) {
          for (const device of devices) for (const other of devices) device.mergeFrom(other)
        }
        const first = JSON.stringify(devices[0]!.values)
        for (const device of devices) {
          expect(JSON.stringify(device.values)).toBe(first)
          expect(device.shared()).toEqual(device.values)
        }
      }),
      { numRuns: 60 },
    )
  })

  it('keeps every edit made to different fields, in any order of merging', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(99), { minLength: 4, maxLength: 4 }), (counts) => {
        const devices = table(4)
        const players = ['p1', 'p2', 'p3', 'p4'] as const
        devices.forEach((device, index) =>
          device.edit((draft) => (draft.areas[players[index]!].workInLab = counts[index]!)),
        )
        for (const device of devices)
          for (const other of [...devices].reverse()) device.mergeFrom(other)
        for (const device of devices) {
          expect(players.map((player) => device.values.areas[player].workInLab)).toEqual(counts)
        }
      }),
      { numRuns: 20 },
    )
  })
})

describe('the draft in the document', () => {
  const emptyDoc = () =>
    Automerge.from({ hands: {}, drafts: {} } as unknown as Record<
      string,
      unknown
    >) as unknown as Automerge.Doc<SharedGameDoc>

  it('holds only what changed from the first values, and who started it', () => {
    let doc = emptyDoc()
    doc = Automerge.change(doc, (d) =>
      writeDraft(d, 4, 'g', changedLeaves({ a: { x: 0 }, b: 1 }, { a: { x: 2 }, b: 1 }), ada),
    )
    expect(doc.drafts).toEqual({
      '["4"]': JSON.stringify({ format: 1, game: 'g', startedBy: 'Ada', startedAt: ada.at }),
      '["4","a","x"]': '2',
    })
    expect(readDraft(doc, 4)).toEqual({
      readable: true,
      game: 'g',
      changes: [{ path: ['a', 'x'], value: 2 }],
    })
  })

  it('is removed with the hand saved, and only drafts of hands the game holds', () => {
    let doc = emptyDoc()
    doc = Automerge.change(doc, (d) => {
      writeDraft(d, 4, 'g', [{ path: ['x'], value: 1 }], ada)
      writeDraft(d, 5, 'g', [{ path: ['x'], value: 2 }], bram)
    })
    doc = Automerge.change(doc, (d) => forgetSavedDrafts(d, 4))
    expect(readDraft(doc, 4)).toBeNull()
    expect(readDraft(doc, 5)).toMatchObject({ readable: true })
    doc = Automerge.change(doc, (d) => discardDraft(d, 5))
    expect(readDraft(doc, 5)).toBeNull()
    expect(doc.drafts).toEqual({})
  })

  it('keeps what a device wrote while another saved the hand, apart, as that device wrote it', () => {
    let doc = emptyDoc()
    doc = Automerge.change(doc, (d) => writeDraft(d, 4, 'g', [{ path: ['x'], value: 1 }], ada))
    let offline = Automerge.clone(doc)
    offline = Automerge.change(offline, (d) =>
      writeDraft(
        d,
        4,
        'g',
        [
          { path: ['y', 'z'], value: 2 },
          { path: ['w'], removed: true },
        ],
        bram,
      ),
    )
    expect(strayLeaves(offline, 4)).toEqual([])
    // Hand 4 saved on a device that never saw the offline one's leaves.
    doc = Automerge.change(doc, (d) => forgetSavedDrafts(d, 4))
    expect(strayLeaves(doc, 4)).toEqual([])
    const merged = Automerge.merge(Automerge.clone(offline), doc)
    expect(readDraft(merged, 4)).toBeNull()
    expect(strayLeaves(merged, 4)).toEqual([
      { path: ['w'], removed: true },
      { path: ['y', 'z'], value: 2 },
    ])
    expect(strayLeaves(merged, 5)).toEqual([])
  })

  it('keeps who marked each part done, until it is unmarked, saved or discarded', () => {
    let doc = emptyDoc()
    doc = Automerge.change(doc, (d) => {
      writeDraft(d, 4, 'g', [{ path: ['x'], value: 1 }], ada)
      markPartDone(d, 4, 'g', { part: 'p1', done: true }, ada)
      markPartDone(d, 4, 'g', { part: 'table', done: true }, bram)
      writeDraft(d, 5, 'g', [{ path: ['x'], value: 1 }], bram)
      markPartDone(d, 5, 'g', { part: 'p1', done: true }, bram)
    })
    expect([...partsDone(doc, 4)]).toEqual([
      ['p1', 'Ada'],
      ['table', 'Bram'],
    ])
    doc = Automerge.change(doc, (d) => markPartDone(d, 4, 'g', { part: 'table', done: false }, ada))
    expect([...partsDone(doc, 4).keys()]).toEqual(['p1'])
    doc = Automerge.change(doc, (d) => forgetSavedDrafts(d, 4))
    expect(partsDone(doc, 4).size).toBe(0)
    expect([...partsDone(doc, 5)]).toEqual([['p1', 'Bram']])
    doc = Automerge.change(doc, (d) => discardDraft(d, 5))
    expect(doc.drafts).toEqual({})
  })

  it('reads no mark from a hostile one', () => {
    const marks = {
      '["1"]': JSON.stringify({ format: 1, game: 'g', startedBy: 'x' }),
      '["1#done","a"]': '{"by":{"toString":1}}',
      '["1#done",{"toString":1}]': '{"by":"x"}',
      '["1#done","b"]': '{',
      '["1#done","c"]': JSON.stringify({ by: 'x'.repeat(201) }),
      '["1#done","d"]': JSON.stringify({ by: 'x'.repeat(200) }),
    }
    expect([...partsDone({ drafts: marks }, 1).keys()]).toEqual(['d'])
  })

  it('starts a new draft clean of what a device wrote while another discarded the last one', () => {
    let onAda = emptyDoc()
    onAda = Automerge.change(onAda, (d) => {
      writeDraft(d, 5, 'g', [{ path: ['x'], value: 1 }], ada)
      markPartDone(d, 5, 'g', { part: 'table', done: true }, ada)
    })
    let onBram = Automerge.clone(onAda)
    onAda = Automerge.change(onAda, (d) => discardDraft(d, 5))
    onBram = Automerge.change(onBram, (d) => {
      writeDraft(d, 5, 'g', [{ path: ['y'], value: 2 }], bram)
      markPartDone(d, 5, 'g', { part: 'player:p2', done: true }, bram)
    })
    let merged = Automerge.merge(onAda, onBram)
    // Bram's leaf and mark outlived the discard, but no draft holds them.
    expect(readDraft(merged, 5)).toBeNull()
    expect(partsDone(merged, 5).size).toBe(0)
    merged = Automerge.change(merged, (d) =>
      writeDraft(d, 5, 'g', [{ path: ['z'], value: 3 }], ada),
    )
    expect(readDraft(merged, 5)).toMatchObject({ changes: [{ path: ['z'], value: 3 }] })
    expect(partsDone(merged, 5).size).toBe(0)
  })

  it('saves and discards hands whatever another device put in place of the drafts', () => {
    for (const hostile of ['text', 7, null, ['a']]) {
      let doc = Automerge.from({ hands: {}, drafts: hostile } as unknown as Record<
        string,
        unknown
      >) as unknown as Automerge.Doc<SharedGameDoc>
      doc = Automerge.change(doc, (d) => {
        forgetSavedDrafts(d, 3)
        discardDraft(d, 4)
      })
      expect(readDraft(doc, 4)).toBeNull()
      doc = Automerge.change(doc, (d) => writeDraft(d, 4, 'g', [{ path: ['x'], value: 1 }], ada))
      expect(readDraft(doc, 4)).toMatchObject({ readable: true })
    }
  })

  it('leaves keys it cannot read to the version that wrote them', () => {
    let doc = emptyDoc()
    doc = Automerge.change(doc, (d) => {
      d.drafts!['{"newer":1}'] = 'kept'
      writeDraft(d, 1, 'g', [{ path: ['x'], value: 1 }], ada)
    })
    doc = Automerge.change(doc, (d) => forgetSavedDrafts(d, 1))
    expect(doc.drafts).toEqual({ '{"newer":1}': 'kept' })
  })

  it('tells hand 5 from hand 50', () => {
    let doc = emptyDoc()
    doc = Automerge.change(doc, (d) => {
      writeDraft(d, 5, 'g', [{ path: ['x'], value: 1 }], ada)
      writeDraft(d, 50, 'g', [{ path: ['x'], value: 2 }], ada)
    })
    doc = Automerge.change(doc, (d) => discardDraft(d, 5))
    expect(readDraft(doc, 50)).toMatchObject({ changes: [{ path: ['x'], value: 2 }] })
  })

  it('writes a removed key, a list, a branch put over a leaf, and reads them back in order', () => {
    let doc = emptyDoc()
    const start = { keep: { a: 1, b: 2 }, list: [1], choice: null as unknown }
    const next = { keep: { a: 1 }, list: [1, 2], choice: { nested: { c: 3 } } }
    doc = Automerge.change(doc, (d) => writeDraft(d, 1, 'g', changedLeaves(start, next), ada))
    const read = readDraft(doc, 1)
    const values = JSON.parse(JSON.stringify(start)) as Record<string, unknown>
    if (read?.readable) applyChanges(values, read.changes)
    expect(values).toEqual(next)
  })

  it('is read from a document without drafts, as older versions write it, as none', () => {
    expect(readDraft({ hands: {} }, 1)).toBeNull()
    expect(readDraft(null, 1)).toBeNull()
    expect(readDraft({ drafts: { '["1","x"]': '1' } }, 1)).toBeNull()
  })

  it('refuses a hostile draft with a reason', () => {
    const start = JSON.stringify({ format: 1, game: 'g', startedBy: 'x' })
    const with_ = (leaves: Record<string, unknown>) => ({ drafts: { '["1"]': start, ...leaves } })
    expect(readDraft(with_({ '["1","a"]': '{' }), 1)).toEqual({
      readable: false,
      problem: 'not-json',
    })
    expect(readDraft(with_({ '["1","a"]': 3 }), 1)).toEqual({ readable: false, problem: 'shape' })
    expect(readDraft(with_({ '["1",{"toString":1}]': '1' }), 1)).toMatchObject({ readable: false })
    expect(readDraft({ drafts: { '["1"]': '{"toString":1}' } }, 1)).toEqual({
      readable: false,
      problem: 'shape',
    })
  })

  it('keeps a key named __proto__ as a key, never as a prototype', () => {
    const start = JSON.stringify({ format: 1, game: 'g', startedBy: 'x' })
    const read = readDraft({ drafts: { '["1"]': start, '["1","__proto__","polluted"]': '1' } }, 1)
    const values: Record<string, unknown> = {}
    if (read?.readable) applyChanges(values, read.changes)
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype)
    expect(Object.keys(values)).toEqual(['__proto__'])
  })
})

describe('the limits of a draft read from another device', () => {
  const start = JSON.stringify({ format: 1, game: 'g', startedBy: 'x' })
  const draftOf = (leaves: Record<string, string>) => ({ drafts: { '["1"]': start, ...leaves } })
  const leafAt = (path: string[], text = '1') => ({ [JSON.stringify(['1', ...path])]: text })

  it('reads a leaf at the deepest path allowed and refuses one level more', () => {
    const path = (depth: number) => Array.from({ length: depth }, (_, index) => `k${index}`)
    expect(readDraft(draftOf(leafAt(path(sharedDraftLimits.depth))), 1)).toMatchObject({
      readable: true,
    })
    expect(readDraft(draftOf(leafAt(path(sharedDraftLimits.depth + 1))), 1)).toEqual({
      readable: false,
      problem: 'too-deep',
    })
  })

  it('reads as many leaves as allowed and refuses one more', () => {
    const leaves = (count: number) =>
      Object.assign({}, ...Array.from({ length: count }, (_, index) => leafAt([`k${index}`])))
    expect(readDraft(draftOf(leaves(sharedDraftLimits.leaves)), 1)).toMatchObject({
      readable: true,
    })
    expect(readDraft(draftOf(leaves(sharedDraftLimits.leaves + 1)), 1)).toEqual({
      readable: false,
      problem: 'too-large',
    })
  })

  it('reads a leaf of the longest text allowed and refuses one character more', () => {
    const leaf = (length: number) => leafAt(['note'], JSON.stringify('x'.repeat(length - 2)))
    expect(readDraft(draftOf(leaf(sharedDraftLimits.leafLength)), 1)).toMatchObject({
      readable: true,
    })
    expect(readDraft(draftOf(leaf(sharedDraftLimits.leafLength + 1)), 1)).toEqual({
      readable: false,
      problem: 'too-large',
    })
  })

  it('reads a key of the longest text allowed and refuses one character more', () => {
    const key = (length: number) => leafAt(['k'.repeat(length - JSON.stringify(['1', '']).length)])
    expect(readDraft(draftOf(key(sharedDraftLimits.keyLength)), 1)).toMatchObject({
      readable: true,
    })
    expect(readDraft(draftOf(key(sharedDraftLimits.keyLength + 1)), 1)).toEqual({
      readable: false,
      problem: 'too-large',
    })
  })

  it('reads leaves that together hold as much as a kept draft may, and refuses one more character', () => {
    // Ten leaves of key and text: ten times ('["1","k0"]' 10 + 19,988 x's and their quotes).
    const leaves = (extra: number) =>
      Object.assign(
        {},
        ...Array.from({ length: 10 }, (_, index) =>
          leafAt([`k${index}`], JSON.stringify('x'.repeat(19_988 + (index === 9 ? extra : 0)))),
        ),
      )
    expect(readDraft(draftOf(leaves(0)), 1)).toMatchObject({ readable: true })
    expect(readDraft(draftOf(leaves(1)), 1)).toEqual({ readable: false, problem: 'too-large' })
  })

  it('counts only this hand’s leaves against the limit', () => {
    const others = Object.fromEntries(
      Array.from({ length: sharedDraftLimits.leaves + 1 }, (_, index) => [
        JSON.stringify(['999', `k${index}`]),
        '1',
      ]),
    )
    expect(readDraft(draftOf({ ...others, ...leafAt(['a']) }), 1)).toMatchObject({
      readable: true,
      changes: [{ path: ['a'], value: 1 }],
    })
  })

  it('says a draft written by another version of its leaves is not one it can read', () => {
    const start = JSON.stringify({ format: 2, game: 'g', startedBy: 'x' })
    expect(readDraft({ drafts: { '["1"]': start } }, 1)).toEqual({
      readable: false,
      problem: 'format',
    })
  })
})

describe('the leaves a device writes', () => {
  it('names only what changed, a removed key included', () => {
    expect(changedLeaves({ a: { b: 1, c: 2 }, d: 3 }, { a: { b: 1, c: 5 } })).toEqual([
      { path: ['d'], removed: true },
      { path: ['a', 'c'], value: 5 },
    ])
  })

  it('compares a list and a choice among shapes whole', () => {
    expect(
      changedLeaves({ l: [1, 2], e: { type: 'a', p: 1 } }, { l: [1, 3], e: { type: 'b' } }),
    ).toEqual([
      { path: ['l'], value: [1, 3] },
      { path: ['e'], value: { type: 'b' } },
    ])
  })
})
