import * as Automerge from '@automerge/automerge'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import type { SharedDraftLink } from '../../../src/renderer/src/components/hand-entry/hand-form'
import { useHandForm } from '../../../src/renderer/src/components/hand-entry/use-hand-form'
import type { DraftChange } from '../../../src/shared/sync/draft-tree'
import { readDraft, writeDraft } from '../../../src/shared/sync/shared-draft'
import type { SharedGameDoc } from '../../../src/shared/sync/shared-game'

/*
 * The form's side of a hand filled in from every device (decision 0072), with the real shared
 * draft in a real Automerge document: what the form sends and what it takes in.
 */

interface Values {
  areas: Record<string, { workInLab: number }>
  note: string
}
const start = (): Values => ({ areas: { p1: { workInLab: 0 }, p2: { workInLab: 0 } }, note: '' })
const author = { by: 'Ada', at: '2026-11-29T20:00:00.000Z' }

/** The table: one document, written by this form and by "another device" through it. */
class Table {
  doc = Automerge.from({ drafts: {} } as unknown as Record<
    string,
    unknown
  >) as unknown as Automerge.Doc<SharedGameDoc>
  readonly version = ref(0)
  ready = true
  writes: DraftChange[][] = []

  link(): SharedDraftLink<Values> {
    return {
      version: this.version.value,
      changes: () => {
        const read = readDraft(this.doc, 1)
        return read?.readable ? read.changes : null
      },
      read: (values) => values as Values,
      write: (changes) => {
        if (!this.ready) return false
        this.writes.push([...changes])
        this.change(changes)
        return true
      },
      elsewhere: [],
      own: null,
    }
  }

  /** A change made here or on another device: the form hears of it as a new version. */
  change(changes: readonly DraftChange[]) {
    this.doc = Automerge.change(this.doc, (doc) => writeDraft(doc, 1, 'g', changes, author))
    this.version.value++
  }
}

function mountForm(table: Table, resume?: Values) {
  let draft!: Values
  const wrapper = mount(
    defineComponent({
      setup() {
        const form = ref<HTMLFormElement | null>(null)
        const link = () => {
          void table.version.value
          return table.link()
        }
        ;({ draft } = useHandForm<Values>({
          form,
          start: start(),
          resume: resume && { values: resume, at: null },
          shared: link,
          emit: () => {},
          onSubmit: () => {},
          focusFirst: () => {},
        }))
        return () => h('form', { ref: form })
      },
    }),
  )
  return { wrapper, draft: () => draft }
}

describe('a hand form filled in from every device', () => {
  it('opens with the table’s draft, and what only this device kept in the fields it left alone', () => {
    const table = new Table()
    table.change([{ path: ['areas', 'p2', 'workInLab'], value: 2 }])
    const kept = { ...start(), note: 'typed offline' }
    kept.areas.p2!.workInLab = 5
    kept.areas.p1!.workInLab = 1
    const { draft } = mountForm(table, kept)
    // The table's value of a field both changed; this device's where the table has none.
    expect(draft().areas).toEqual({ p1: { workInLab: 1 }, p2: { workInLab: 2 } })
    expect(draft().note).toBe('typed offline')
    // Sent once on screen, so that the other devices have it too.
    expect(table.writes).toEqual([
      [
        { path: ['areas', 'p1', 'workInLab'], value: 1 },
        { path: ['note'], value: 'typed offline' },
      ],
    ])
  })

  it('sends only the field changed here', async () => {
    const table = new Table()
    const { draft } = mountForm(table)
    draft().areas.p1!.workInLab = 1
    await nextTick()
    expect(table.writes).toEqual([[{ path: ['areas', 'p1', 'workInLab'], value: 1 }]])
  })

  it('sends, when it opens, a hand this device began before the table had it', () => {
    const table = new Table()
    mountForm(table, { ...start(), note: 'begun offline' })
    expect(table.writes).toEqual([[{ path: ['note'], value: 'begun offline' }]])
  })

  it('takes in another device’s field and keeps the one typed here meanwhile', async () => {
    const table = new Table()
    const { draft } = mountForm(table)
    // Typed here, not yet sent (the form sends after the tick), as another device's change lands.
    draft().areas.p1!.workInLab = 1
    table.change([{ path: ['areas', 'p2', 'workInLab'], value: 3 }])
    await nextTick()
    await nextTick()
    expect(draft().areas).toEqual({ p1: { workInLab: 1 }, p2: { workInLab: 3 } })
    const read = readDraft(table.doc, 1)
    expect(read?.readable && read.changes.map((change) => change.path.join('.')).sort()).toEqual([
      'areas.p1.workInLab',
      'areas.p2.workInLab',
    ])
  })

  it('sends again what the table could not take yet, once it can', async () => {
    const table = new Table()
    table.ready = false
    const { draft } = mountForm(table)
    draft().note = 'first'
    await nextTick()
    expect(table.writes).toEqual([])
    table.ready = true
    table.version.value++
    await nextTick()
    expect(table.writes).toEqual([[{ path: ['note'], value: 'first' }]])
  })
})
