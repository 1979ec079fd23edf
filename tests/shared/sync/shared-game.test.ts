import * as Automerge from '@automerge/automerge'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readGameLog } from '../../../src/engine'
import {
  applyLocalLog,
  canonicalJson,
  settleConflict,
  sharedGameOf,
  type Author,
  type Settlement,
} from '../../../src/shared/sync/change-shared-game'
import { SharedGameReader } from '../../../src/shared/sync/read-shared-game'
import type { HandConflict, SharedGameDoc } from '../../../src/shared/sync/shared-game'
import { sharedGameLimits } from '../../../src/shared/sync/shared-game-limits'
import { concurrentVersionsOf } from './concurrent-versions'
import { sixHands, wonGame, type AnyLog } from './shared-logs'

type GameLog = AnyLog

let ids = 0
const newId = () => `h${++ids}`
const ada: Author = { by: 'Ada', at: '2026-11-27T20:00:00.000Z' }
const bram: Author = { by: 'Bram', at: '2026-11-27T20:00:05.000Z' }

/** One device: its copy of the document and the game it last read from it. */
class Device {
  private readonly reader = new SharedGameReader()
  constructor(
    public doc: Automerge.Doc<SharedGameDoc>,
    private readonly author: Author,
  ) {}

  read() {
    const read = this.reader.read(this.doc, concurrentVersionsOf(this.doc))
    if (!read.ok) throw new Error(JSON.stringify(read.problems))
    return read
  }

  log(): GameLog {
    const checked = readGameLog(this.read().log)
    if (!checked.ok) throw new Error('not a game log')
    return checked.log as unknown as GameLog
  }

  save(edit: (log: GameLog) => GameLog): void {
    const base = this.read()
    const next = edit(this.log())
    this.doc = Automerge.change(this.doc, (doc) =>
      applyLocalLog(doc, base, next, this.author, newId),
    )
  }

  settle(conflict: HandConflict, settlement: Settlement): void {
    this.doc = Automerge.change(this.doc, (doc) =>
      settleConflict(doc, conflict, settlement, this.author),
    )
  }

  mergeFrom(other: Device): void {
    this.doc = Automerge.merge(this.doc, Automerge.clone(other.doc))
  }
}

function tableOf(log: GameLog): [Device, Device] {
  const first = Automerge.from(sharedGameOf(log, ada, newId) as unknown as Record<string, unknown>)
  const doc = first as unknown as Automerge.Doc<SharedGameDoc>
  return [new Device(doc, ada), new Device(Automerge.clone(doc), bram)]
}

const hands = (log: GameLog) => log.hands.map(canonicalJson)

describe('a game log shared with the table', () => {
  it('reads back as the same game log, hand for hand', () => {
    const log = wonGame()
    const [device] = tableOf(log)
    expect(canonicalJson(device.log())).toBe(canonicalJson(log))
    expect(device.read().conflicts).toEqual([])
  })

  it('takes a hand entered, corrected and deleted on one device to the other', () => {
    const log = wonGame()
    const short: GameLog = { ...log, hands: log.hands.slice(0, 2) }
    const [ada, bram] = tableOf(short)
    ada.save((game) => ({ ...game, hands: [...game.hands, log.hands[2]!] }))
    bram.mergeFrom(ada)
    expect(hands(bram.log())).toEqual(hands(log).slice(0, 3))

    bram.save((game) => ({ ...game, hands: [game.hands[0]!, log.hands[1]!, log.hands[0]!] }))
    ada.mergeFrom(bram)
    expect(hands(ada.log())).toEqual([hands(log)[0], hands(log)[1], hands(log)[0]])

    ada.save((game) => ({ ...game, hands: [game.hands[0]!, game.hands[2]!] }))
    bram.mergeFrom(ada)
    expect(hands(bram.log())).toEqual([hands(log)[0], hands(log)[0]])
    expect(bram.read().conflicts).toEqual([])
  })

  it('puts an undone deletion back as the same hand, not a new one', () => {
    const log = wonGame()
    const [ada] = tableOf(log)
    const idsBefore = ada.read().handIds
    ada.save((game) => ({ ...game, hands: game.hands.filter((_, index) => index !== 1) }))
    ada.save(() => log)
    expect(ada.read().handIds).toEqual(idsBefore)
    expect(hands(ada.log())).toEqual(hands(log))
  })

  it('keeps the header fields each device changed', () => {
    const log = wonGame()
    const [ada, bram] = tableOf(log)
    ada.save((game) => ({ ...game, title: 'Friday' }))
    bram.save((game) => ({ ...game, notes: 'Bram dealt twice' }))
    ada.mergeFrom(bram)
    bram.mergeFrom(ada)
    expect(ada.log()).toMatchObject({ title: 'Friday', notes: 'Bram dealt twice' })
    expect(canonicalJson(bram.log())).toBe(canonicalJson(ada.log()))
  })

  it('carries a game abandoned on one device to the other, and its resumption (issue 34)', () => {
    const [ada, bram] = tableOf(wonGame())
    ada.save((game) => ({ ...game, abandonedAt: '2026-11-30T20:00:00.000Z' }))
    bram.mergeFrom(ada)
    expect(bram.log().abandonedAt).toBe('2026-11-30T20:00:00.000Z')
    bram.save((game) => {
      const resumed = { ...game }
      delete resumed.abandonedAt
      return resumed
    })
    ada.mergeFrom(bram)
    expect('abandonedAt' in ada.log()).toBe(false)
  })
})

describe('two devices working on one game at the same time', () => {
  function twoHandsEnteredAsHand3() {
    const log = sixHands()
    const [ada, bram] = tableOf({ ...log, hands: log.hands.slice(0, 2) })
    ada.save((game) => ({ ...game, hands: [...game.hands, log.hands[2]!] }))
    bram.save((game) => ({ ...game, hands: [...game.hands, log.hands[3]!] }))
    ada.mergeFrom(bram)
    bram.mergeFrom(ada)
    return { log, ada, bram }
  }

  it('keeps both hands entered as hand 3, counts the first entered and asks which is right', () => {
    const { log, ada, bram } = twoHandsEnteredAsHand3()
    expect(hands(ada.log())).toEqual(hands(log).slice(0, 3))
    expect(hands(bram.log())).toEqual(hands(log).slice(0, 3))
    const [conflict] = ada.read().conflicts
    expect(conflict).toMatchObject({ kind: 'same-number', number: 3 })
    expect(conflict?.kind === 'same-number' && conflict.handIds).toHaveLength(2)
    expect(bram.read().conflicts).toEqual(ada.read().conflicts)
  })

  it("keeps Bram's hand 3 when the players choose it, and deletes Ada's with a marker", () => {
    const { log, ada, bram } = twoHandsEnteredAsHand3()
    const conflict = ada.read().conflicts[0]!
    const bramsHand = conflict.kind === 'same-number' ? conflict.handIds[1]! : ''
    ada.settle(conflict, { keep: bramsHand })
    bram.mergeFrom(ada)
    expect(hands(bram.log())).toEqual([...hands(log).slice(0, 2), hands(log)[3]])
    expect(bram.read().conflicts).toEqual([])
    expect(Object.keys(bram.doc.hands)).toHaveLength(4)
  })

  it('keeps both, the second entered becoming hand 4, and a hand entered next comes after', () => {
    const { log, ada, bram } = twoHandsEnteredAsHand3()
    ada.settle(ada.read().conflicts[0]!, { keepBoth: true })
    ada.save((game) => ({ ...game, hands: [...game.hands, log.hands[4]!] }))
    bram.mergeFrom(ada)
    expect(hands(bram.log())).toEqual(hands(log).slice(0, 5))
    expect(bram.read().conflicts).toEqual([])
  })

  it('keeps a hand deleted on one device and corrected on the other, and asks', () => {
    const log = wonGame()
    const [ada, bram] = tableOf(log)
    ada.save((game) => ({ ...game, hands: game.hands.filter((_, index) => index !== 1) }))
    bram.save((game) => ({
      ...game,
      hands: game.hands.map((h, i) => (i === 1 ? log.hands[0]! : h)),
    }))
    ada.mergeFrom(bram)
    expect(hands(ada.log())[1]).toBe(hands(log)[0])
    expect(ada.read().conflicts).toEqual([
      expect.objectContaining({ kind: 'deleted-and-corrected', number: 2, deletedBy: 'Ada' }),
    ])

    ada.settle(ada.read().conflicts[0]!, { deleteHand: true })
    expect(ada.log().hands).toHaveLength(log.hands.length - 1)
    expect(ada.read().conflicts).toEqual([])
  })

  it('shows one of two corrections made at once, offers both, and keeps the one chosen', () => {
    const log = wonGame()
    const [ada, bram] = tableOf(log)
    ada.save((game) => ({
      ...game,
      hands: game.hands.map((h, i) => (i === 0 ? log.hands[1]! : h)),
    }))
    bram.save((game) => ({
      ...game,
      hands: game.hands.map((h, i) => (i === 0 ? log.hands[2]! : h)),
    }))
    ada.mergeFrom(bram)
    bram.mergeFrom(ada)
    const conflict = ada.read().conflicts[0]!
    expect(conflict).toMatchObject({ kind: 'corrected-twice', number: 1 })
    const versions = conflict.kind === 'corrected-twice' ? conflict.versions : []
    expect(versions.map((version) => version.by).sort()).toEqual(['Ada', 'Bram'])
    expect(bram.read().conflicts).toEqual(ada.read().conflicts)

    const bramsVersion = versions.findIndex((version) => version.by === 'Bram')
    ada.settle(conflict, { keep: String(bramsVersion) })
    bram.mergeFrom(ada)
    expect(hands(bram.log())[0]).toBe(hands(log)[2])
    expect(bram.read().conflicts).toEqual([])
  })
})

describe('whatever two devices do offline', () => {
  type Edit = { kind: 'enter' } | { kind: 'correct'; at: number } | { kind: 'delete'; at: number }
  const edit = fc.oneof(
    fc.constant<Edit>({ kind: 'enter' }),
    fc.nat(8).map<Edit>((at) => ({ kind: 'correct', at })),
    fc.nat(8).map<Edit>((at) => ({ kind: 'delete', at })),
  )
  let made = 0
  function apply(device: Device, step: Edit) {
    device.save((game) => {
      const note = `made ${++made}`
      const at = step.kind === 'enter' ? 0 : step.at % Math.max(game.hands.length, 1)
      if (step.kind === 'enter')
        return { ...game, hands: [...game.hands, { ...sixHands().hands[0]!, note }] }
      if (game.hands.length === 0) return game
      if (step.kind === 'correct') {
        return {
          ...game,
          hands: game.hands.map((hand, index) =>
            index === at ? { ...(hand as object), note } : hand,
          ),
        }
      }
      return { ...game, hands: game.hands.filter((_, index) => index !== at) }
    })
  }

  it('merge to the same game and questions on both, and every hand is counted, asked about or deleted by someone', () => {
    fc.assert(
      fc.property(
        fc.array(edit, { maxLength: 6 }),
        fc.array(edit, { maxLength: 6 }),
        (adaEdits, bramEdits) => {
          const [ada, bram] = tableOf({ ...sixHands(), hands: sixHands().hands.slice(0, 3) })
          for (const step of adaEdits) apply(ada, step)
          for (const step of bramEdits) apply(bram, step)
          ada.mergeFrom(bram)
          bram.mergeFrom(ada)
          expect(canonicalJson(ada.log())).toBe(canonicalJson(bram.log()))
          expect(ada.read().conflicts).toEqual(bram.read().conflicts)
          const read = ada.read()
          const asked = new Set(
            read.conflicts.flatMap((conflict) =>
              conflict.kind === 'same-number' ? conflict.handIds : [],
            ),
          )
          for (const [id, hand] of Object.entries(ada.doc.hands)) {
            const accounted =
              read.handIds.includes(id) || asked.has(id) || hand.deleted !== undefined
            expect(accounted, id).toBe(true)
          }
        },
      ),
      { numRuns: 60 },
    )
  }, 60_000)
})

describe('a shared document from a device that is not to be trusted', () => {
  const reader = new SharedGameReader()
  const base = () => sharedGameOf(wonGame(), ada, newId)

  it('gives located problems, never throws, whatever each field holds', () => {
    const hostile = { toString: 1 }
    const doc = base()
    const handId = Object.keys(doc.hands)[0]!
    for (const mutate of [
      (d: Record<string, unknown>) => (d.format = hostile),
      (d: Record<string, unknown>) => (d.header = hostile),
      (d: Record<string, unknown>) => (d.hands = { [handId]: hostile }),
      (d: Record<string, unknown>) => (d.gameId = hostile),
    ]) {
      const copy = structuredClone(doc) as unknown as Record<string, unknown>
      mutate(copy)
      const read = reader.read(copy)
      expect(read.ok).toBe(false)
      if (!read.ok) expect(read.problems[0]).toMatchObject({ rule: 'shared-game.shape' })
    }
    const badJson = structuredClone(doc)
    badJson.hands[handId]!.version.json = '{"dealer":'
    expect(reader.read(badJson)).toMatchObject({
      ok: false,
      problems: [{ path: `hands.${handId}`, rule: 'shared-game.json' }],
    })
  })

  it('refuses a hand over the size limit and takes one at it', () => {
    const doc = base()
    const handId = Object.keys(doc.hands)[0]!
    const padded = (length: number) => {
      const prefix = '{"note":"'
      return `${prefix}${'x'.repeat(length - prefix.length - 2)}"}`
    }
    doc.hands[handId]!.version.json = padded(sharedGameLimits.handBytes)
    expect(reader.read(doc).ok).toBe(true)
    doc.hands[handId]!.version.json = padded(sharedGameLimits.handBytes + 1)
    expect(reader.read(doc).ok).toBe(false)
  })

  it('refuses more hands than the limit and takes as many as it', () => {
    const doc = base()
    const hand = Object.values(doc.hands)[0]!
    doc.hands = {}
    for (let index = 0; index < sharedGameLimits.hands; index++) {
      doc.hands[`x${index}`] = { ...hand, position: index + 1 }
    }
    expect(reader.read(doc).ok).toBe(true)
    doc.hands.extra = { ...hand, position: sharedGameLimits.hands + 1 }
    expect(reader.read(doc).ok).toBe(false)
  })

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        reader.read(value)
      }),
      { numRuns: 300 },
    )
  })
})
