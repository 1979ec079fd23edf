import * as Automerge from '@automerge/automerge'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addGroupGames,
  groupGamesLimit,
  newGroup,
  readGroup,
  type GroupDoc,
} from '../../../src/shared/sync/group-library'

const ada = { by: 'Ada', at: '2026-11-27T20:00:00.000Z' }
const bram = { by: 'Bram', at: '2026-11-27T20:00:01.000Z' }
/** A document id as Automerge writes them (base58: no 0, O, I or l). */
const link = (n: number) => `2${'a'.repeat(20)}${String(n).replaceAll('0', 'z')}`

describe("a group's library", () => {
  it('keeps every game two devices added apart, each once', () => {
    const start = Automerge.from(
      newGroup() as unknown as Record<string, unknown>,
    ) as unknown as Automerge.Doc<GroupDoc>
    let onAda = Automerge.change(Automerge.clone(start), (doc) =>
      addGroupGames(
        doc,
        new Map([
          ['game-1', link(1)],
          ['game-2', link(2)],
        ]),
        ada,
      ),
    )
    let onBram = Automerge.change(Automerge.clone(start), (doc) =>
      addGroupGames(
        doc,
        new Map([
          ['game-2', link(2)],
          ['game-3', link(3)],
        ]),
        bram,
      ),
    )
    onAda = Automerge.merge(onAda, Automerge.clone(onBram))
    onBram = Automerge.merge(onBram, Automerge.clone(onAda))
    for (const doc of [onAda, onBram]) {
      const read = readGroup(doc)
      expect(read.ok && [...read.games.keys()].sort()).toEqual(['game-1', 'game-2', 'game-3'])
    }
  })

  it('keeps the entry a game has, when it is added again', () => {
    const doc = newGroup()
    addGroupGames(doc, new Map([['game-1', link(1)]]), ada)
    addGroupGames(doc, new Map([['game-1', link(9)]]), bram)
    expect(doc.games['game-1']).toEqual({ documentId: link(1), addedBy: 'Ada', addedAt: ada.at })
  })

  it('takes as many games as its limit and refuses one more', () => {
    const doc = newGroup()
    const games = new Map(Array.from({ length: groupGamesLimit }, (_, n) => [`g${n}`, link(n)]))
    addGroupGames(doc, games, ada)
    expect(readGroup(doc).ok).toBe(true)
    addGroupGames(doc, new Map([['one-more', link(1)]]), ada)
    expect(readGroup(doc).ok).toBe(false)
  })

  it('gives located problems for what another device should not have sent, and never throws', () => {
    const doc = newGroup() as unknown as Record<string, unknown>
    for (const games of [{ toString: 1 }, { g: { toString: 1 } }, { g: { documentId: '0OIl' } }]) {
      const read = readGroup({ ...doc, games })
      expect(read.ok).toBe(false)
      if (!read.ok) expect(read.problems[0]).toMatchObject({ rule: 'group.shape' })
    }
    fc.assert(
      fc.property(fc.jsonValue(), (value) => void readGroup(value)),
      { numRuns: 200 },
    )
  })
})
