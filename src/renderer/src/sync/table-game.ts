import { readGameLog, type GameLog } from '../../../engine'
import {
  applyLocalLog,
  canonicalJson,
  settleConflict,
  type Settlement,
} from '../../../shared/sync/change-shared-game'
import { SharedGameReader, type ReadSharedGame } from '../../../shared/sync/read-shared-game'
import { randomId } from '../../../shared/random-id'
import type { DraftChange } from '../../../shared/sync/draft-tree'
import {
  discardDraft,
  forgetSavedDrafts,
  markPartDone,
  partsDone,
  readDraft,
  strayLeaves,
  writeDraft,
  type SharedDraftRead,
} from '../../../shared/sync/shared-draft'
import type { HandConflict, SharedGameDoc, SharedHand } from '../../../shared/sync/shared-game'
import { Presence, type DocHandle } from '@automerge/automerge-repo/slim'
import { concurrentVersions } from './concurrent-versions'
import { draftConflicts, type DraftConflict } from './draft-conflicts'
import { peersEntering, type EnteringPeer, type TablePresence } from './table-presence'

/** The hands being filled in from every device: a new report whenever one changes. */
export interface TableDraftReport {
  /** The draft of a hand as the document holds it now; null when nobody started it. */
  draftOf: (number: number) => SharedDraftRead | null
  /** Who marked each part of a hand's draft done, by part. */
  doneOf: (number: number) => ReadonlyMap<string, string>
  /** The fields of a hand's draft two devices changed at the same moment. */
  conflictsOf: (number: number) => DraftConflict[]
  /** What devices wrote to a hand's draft that the device which saved (or discarded) it never saw. */
  strayOf: (number: number) => DraftChange[]
}

/** What the game page shows of a shared game; the store turns each report into state. */
export interface TableGameReport extends TableDraftReport {
  conflicts: HandConflict[]
  /** A hand of the document as the conflict panels show it, by its id. */
  entryOf: (handId: string) => SharedEntry | undefined
  revoked: boolean
  /** Set when the document cannot be read or does not hold a valid game log: nothing is kept. */
  unreadable: boolean
}

/** A hand of the shared document: its current version, who last wrote it, who entered it. */
export interface SharedEntry {
  hand: unknown
  by: string
  at: string
  enteredBy: string
  enteredAt: string
}

/** Who else follows the game now, and which hand each is entering. */
export interface TablePresenceReport {
  entering: EnteringPeer[]
  devices: number
}

/*
 * Presence (decision 0060): each device says its whole state again every second, so that one
 * another device forgot (its messages held up longer than the time to live) comes back within a
 * second, which automerge-repo's heartbeat alone never does; a device that says nothing for 5 s is
 * forgotten, within 6.5 s as pruning runs every 1.5 s.
 */
const presenceRefreshMs = 1_000
/** Longer than the refresh, which resets it: no heartbeat is sent while presence is refreshed. */
const presenceHeartbeatMs = 1_500
const presenceTtlMs = 5_000

export interface TableGameLibrary {
  game(id: string): GameLog | undefined
  save(log: GameLog): Promise<boolean>
}

/**
 * One shared game kept in step with the library: a change from another device is saved as any
 * change is (so the score sheet, history and exports follow), and a change made here is written to
 * the document. The library's log stays the one the app reads; this only carries changes across.
 */
export class TableGame {
  private readonly reader = new SharedGameReader()
  private base: Extract<ReadSharedGame, { ok: true }> | undefined
  /** The last log this binding saved to the library, not to be sent back as a local change. */
  private lastSaved: GameLog | undefined
  private readonly presence: Presence<TablePresence, SharedGameDoc>
  private presenceRefresh: ReturnType<typeof setInterval> | undefined
  private presenceSaid = ''

  constructor(
    readonly handle: DocHandle<SharedGameDoc>,
    private readonly library: TableGameLibrary,
    private readonly gameId: string,
    private author: () => string,
    private readonly report: (
      report: TableGameReport | TablePresenceReport | TableDraftReport,
    ) => void,
  ) {
    this.presence = new Presence<TablePresence, SharedGameDoc>({ handle })
    // A key typed into a hand's draft changes the drafts only: the game is not read again.
    handle.on('change', ({ patches }) =>
      patches.length > 0 && patches.every((patch) => patch.path[0] === 'drafts')
        ? this.report(this.draftReport())
        : this.takeDocument(),
    )
    for (const event of ['update', 'snapshot', 'goodbye', 'pruning'] as const) {
      this.presence.on(event, () => this.takePresence())
    }
    this.takeDocument()
  }

  /** Writes what changed in the library's log since the document was last read. */
  localChange(log: GameLog): void {
    if (log === this.lastSaved || !this.base || this.base.revoked) return
    const base = this.base
    const by = this.author()
    const at = new Date().toISOString()
    this.handle.change((doc) => {
      applyLocalLog(doc, base, log, { by, at }, () => randomId())
      // A saved hand is no longer a draft, on any device: in the same change, never seen twice.
      forgetSavedDrafts(doc, log.hands.length)
    })
  }

  /** Writes what this device changed in the draft of hand `number`. */
  writeDraft(number: number, game: string, changes: readonly DraftChange[]): boolean {
    if (!this.base || this.base.revoked) return false
    if (changes.length === 0) return true
    const author = { by: this.author(), at: new Date().toISOString() }
    this.handle.change((doc) => writeDraft(doc, number, game, changes, author))
    return true
  }

  /** Marks a part of hand `number` done, or not done any more, for every device. */
  markDone(number: number, game: string, mark: { part: string; done: boolean }): void {
    const author = { by: this.author(), at: new Date().toISOString() }
    this.handle.change((doc) => markPartDone(doc, number, game, mark, author))
  }

  /** Removes the draft of hand `number` for every device. */
  discardDraft(number: number): void {
    this.handle.change((doc) => discardDraft(doc, number))
  }

  settle(conflict: HandConflict, settlement: Settlement): void {
    const by = this.author()
    const at = new Date().toISOString()
    this.handle.change((doc) => settleConflict(doc, conflict, settlement, { by, at }))
  }

  /**
   * Takes part in the table's presence (who is here, who enters which hand): from when the game's
   * page is opened, not for every game a group's library follows.
   */
  joinTable(): void {
    if (this.presence.running) return
    this.presence.start({
      initialState: { name: this.author(), entering: null, filling: null, together: true },
      heartbeatMs: presenceHeartbeatMs,
      peerTtlMs: presenceTtlMs,
    })
    this.presenceRefresh = setInterval(() => this.announce(), presenceRefreshMs)
  }

  /** Leaves the table's presence: the other devices forget this one at once (its page closes). */
  leaveTable(): void {
    clearInterval(this.presenceRefresh)
    this.presenceRefresh = undefined
    this.presence.stop()
    this.reportPresence({ entering: [], devices: 0 })
  }

  get atTable(): boolean {
    return this.presence.running
  }

  /**
   * Says this device's whole state to the other devices (a device that does not know it yet
   * answers with its own): when presence is refreshed, and at once when the connection is back.
   */
  announce(): void {
    if (!this.presence.running) return
    this.presence.broadcast('name', this.author())
    const { entering, filling } = this.presence.getLocalState()
    this.presence.broadcast('entering', entering)
    this.presence.broadcast('filling', filling)
    this.presence.broadcast('together', true)
  }

  /** Says to the other devices which hand this one is entering (null: none). */
  entering(hand: number | null): void {
    this.joinTable()
    this.presence.broadcast('name', this.author())
    this.presence.broadcast('entering', hand)
    if (hand === null) this.presence.broadcast('filling', null)
  }

  /** Says to the other devices which part of the hand this one last changed. */
  filling(part: string | null): void {
    if (!this.presence.running) return
    this.presence.broadcast('filling', part)
  }

  revoke(): void {
    this.handle.change((doc) => {
      doc.revoked = true
    })
  }

  stop(): void {
    this.leaveTable()
  }

  /** Who else is here and what they enter: a heartbeat changes only this, never the game. */
  private takePresence(): void {
    const peers = this.presence.getPeerStates().value
    this.reportPresence({ entering: peersEntering(peers), devices: Object.keys(peers).length })
  }

  /** Reports what changed only: every device refreshes its presence each second. */
  private reportPresence(presence: TablePresenceReport): void {
    const said = JSON.stringify(presence)
    if (said === this.presenceSaid) return
    this.presenceSaid = said
    this.report(presence)
  }

  private takeDocument(): void {
    const doc = this.handle.doc()
    const read = this.reader.read(doc, concurrentVersions(doc))
    const checked = read.ok ? readGameLog(read.log) : undefined
    if (!read.ok || !checked?.ok || (checked.log.id ?? '') !== this.gameId) {
      this.report(this.reportOf(undefined))
      return
    }
    this.base = read
    this.report(this.reportOf(read))
    const current = this.library.game(this.gameId)
    if (current && canonicalJson(current) === canonicalJson(checked.log)) {
      this.lastSaved = current
      return
    }
    this.lastSaved = checked.log
    void this.library.save(checked.log)
  }

  /** Read when asked, from the document as it is then: a form never takes in an older draft. */
  private draftReport(): TableDraftReport {
    return {
      draftOf: (number) => readDraft(this.handle.doc(), number),
      doneOf: (number) => partsDone(this.handle.doc(), number),
      conflictsOf: (number) => draftConflicts(this.handle.doc(), number),
      strayOf: (number) => strayLeaves(this.handle.doc(), number),
    }
  }

  private reportOf(read: Extract<ReadSharedGame, { ok: true }> | undefined): TableGameReport {
    const doc = this.handle.doc()
    return {
      ...this.draftReport(),
      conflicts: read?.conflicts ?? [],
      entryOf: (handId) => {
        const entry = doc.hands[handId]
        if (!entry) return undefined
        const { json, by, at } = entry.version
        return { hand: parsedOrUndefined(json), by, at, ...entryAuthor(entry) }
      },
      revoked: read?.revoked ?? doc.revoked === true,
      unreadable: read === undefined,
    }
  }
}

function parsedOrUndefined(json: string): unknown {
  try {
    return JSON.parse(json) as unknown
  } catch {
    return undefined
  }
}

function entryAuthor(entry: SharedHand): { enteredBy: string; enteredAt: string } {
  return { enteredBy: entry.enteredBy, enteredAt: entry.enteredAt }
}
