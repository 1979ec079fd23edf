import * as Automerge from '@automerge/automerge'
import { ref } from 'vue'
import type { GameLog } from '../../../src/engine'
import type { SharedDraftLink } from '../../../src/renderer/src/components/hand-entry/hand-form'
import { readDraft, writeDraft } from '../../../src/shared/sync/shared-draft'
import type { SharedGameDoc } from '../../../src/shared/sync/shared-game'

/*
 * One device's copy of a shared game's document, for a hand form's tests (decision 0072): the
 * real shared draft of the game's first hand in a real Automerge document, written through the
 * link the page gives the form, and merged with other devices' copies when told to.
 */

const author = { by: 'test', at: '2026-11-30T20:00:00.000Z' }

/** A shared game's document with no draft in it yet, for each device to clone. */
export const emptyTable = () =>
  Automerge.from<Record<string, unknown>>({ drafts: {} }) as unknown as Automerge.Doc<SharedGameDoc>

export class TableDraftCopy<Values> {
  readonly version = ref(0)

  constructor(
    public doc: Automerge.Doc<SharedGameDoc>,
    private readonly log: GameLog,
    private readonly readValues: (values: unknown, log: GameLog) => Values | null,
    /** The players tapping or typing on devices of their own. */
    private readonly elsewhere: readonly string[],
    /** The player this device is at the table. */
    private readonly own: string | null = null,
  ) {}

  /** The link as the page gives it to the form: a new one at each version. */
  link(): SharedDraftLink<Values> {
    return {
      version: this.version.value,
      changes: () => {
        const read = readDraft(this.doc, 1)
        return read?.readable ? read.changes : null
      },
      read: (values) => this.readValues(values, this.log),
      write: (changes) => {
        this.doc = Automerge.change(this.doc, (each) =>
          writeDraft(each, 1, this.log.game, changes, author),
        )
        this.version.value += 1
        return true
      },
      elsewhere: this.elsewhere,
      own: this.own,
    }
  }

  /** What the other devices wrote arrives here. */
  hear(...others: readonly TableDraftCopy<unknown>[]): void {
    for (const other of others) {
      if (other !== this) this.doc = Automerge.merge(this.doc, other.doc)
    }
    this.version.value += 1
  }
}
