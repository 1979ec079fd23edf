import { describe, expect, it } from 'vitest'
import { serialiseGameLog, type GameLog } from '../../src/engine'
import { addsHandsTo, planSave, sameJson, versionOf } from '../../src/main/game-versions'
import { sampleLog } from '../storage/game-storage-contract'

// The merge rule alone (docs/decisions/0023); the store over real files is in tests/storage.

function friday(points: number[], extra: Record<string, unknown> = {}): GameLog {
  const [hand] = sampleLog('friday').hands as object[]
  const hands = points.map((left) => ({ ...hand, leftInHand: { bram: { points: left } } }))
  return sampleLog('friday', { ...extra, hands })
}

/** The store read `log` from the file and gave it to the window. */
function knownAs(log: GameLog) {
  return { version: versionOf(serialiseGameLog(log)), file: log, view: log }
}

const found = (log: GameLog) => ({ version: versionOf(JSON.stringify(log)), log })

describe('planSave', () => {
  it('re-applies an added hand onto a version whose players were renamed elsewhere', () => {
    const renamed = friday([4], {
      players: [
        { id: 'ada', name: 'Ada L.' },
        { id: 'bram', name: 'Bram' },
      ],
    })
    expect(planSave(knownAs(friday([4])), found(renamed), friday([4, 6]))).toEqual({
      kind: 'merge',
      log: friday([4, 6], { players: renamed.players }),
    })
  })

  it('keeps a copy instead when the version found elsewhere no longer fits the added hand', () => {
    // The other program changed a player's id: the added hand would name a player not there.
    const otherIds = friday([4], {
      players: [
        { id: 'ada', name: 'Ada' },
        { id: 'cy', name: 'Cy' },
      ],
    })
    expect(planSave(knownAs(friday([4])), found(otherIds), friday([4, 6]))).toEqual({
      kind: 'conflict',
    })
  })

  it('never merges onto a file this store never read', () => {
    expect(planSave(undefined, found(friday([4], { title: 'X' })), friday([4, 6]))).toEqual({
      kind: 'conflict',
    })
    expect(planSave(undefined, found(friday([4])), friday([4, 6]))).toEqual({ kind: 'write' })
  })

  it('writes a first save, and over a file deleted elsewhere', () => {
    expect(planSave(undefined, null, friday([4]))).toEqual({ kind: 'write' })
    expect(planSave(knownAs(friday([4])), null, friday([4, 6]))).toEqual({ kind: 'write' })
  })
})

describe('addsHandsTo', () => {
  it('is one hand or more added at the end, with the rest unchanged but the time of the change', () => {
    const before = friday([4], { updatedAt: '2026-11-26T17:00:00.000Z' })
    expect(addsHandsTo(before, friday([4, 6], { updatedAt: '2026-11-26T17:03:00.000Z' }))).toBe(
      true,
    )
    expect(addsHandsTo(before, friday([4, 6, 1]))).toBe(true)
    expect(addsHandsTo(before, friday([4]))).toBe(false)
    expect(addsHandsTo(before, friday([5, 6]))).toBe(false)
    expect(addsHandsTo(before, friday([4, 6], { title: 'Renamed' }))).toBe(false)
  })
})

describe('sameJson', () => {
  it('ignores the order of keys, never the order of items', () => {
    expect(sameJson({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true)
    expect(sameJson([1, 2], [2, 1])).toBe(false)
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(false)
    expect(sameJson([], {})).toBe(false)
    expect(sameJson(null, {})).toBe(false)
  })
})
