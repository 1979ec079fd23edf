// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { listParts, partOfPath, tablePart } from '../../../src/renderer/src/sync/draft-part-list'

const players = [
  { id: 'p1', name: 'Ada' },
  { id: 'p2', name: 'Bram' },
  { id: 'p3', name: 'Cleo' },
]
const parts = players.map(({ id }) => ({
  player: id,
  paths: [
    ['areas', id],
    ['votes', id],
  ],
}))

describe('the parts of a hand filled in together', () => {
  it('lists this device’s player first, the others in seat order, the table last', () => {
    expect(listParts(parts, players, ' bram ').map((part) => part.id)).toEqual([
      'player:p2',
      'player:p1',
      'player:p3',
      tablePart,
    ])
  })

  it('keeps seat order on a device whose name is no player’s', () => {
    expect(listParts(parts, players, 'The host').map((part) => part.player)).toEqual([
      'p1',
      'p2',
      'p3',
      null,
    ])
  })

  it('lists none for a game whose hands are the table’s alone', () => {
    expect(listParts([], players, 'Ada')).toEqual([])
  })

  it('finds the part of a changed field by its path, the table’s for any other', () => {
    expect(partOfPath(parts, ['areas', 'p3', 'letters'])).toBe('player:p3')
    expect(partOfPath(parts, ['votes', 'p1'])).toBe('player:p1')
    expect(partOfPath(parts, ['areas'])).toBe(tablePart)
    expect(partOfPath(parts, ['ending'])).toBe(tablePart)
  })
})
