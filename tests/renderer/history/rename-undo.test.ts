import { describe, expect, it } from 'vitest'
import { renamePerson } from '../../../src/engine/stats/people'
import type { GameLog } from '../../../src/engine'
import { logsToRestore } from '../../../src/renderer/src/history/rename-undo'

function game(id: string, names: string[]): GameLog {
  return {
    format: 'casebook/game-log',
    version: 1,
    id,
    game: 'mystery-rummy-jekyll-hyde',
    players: names.map((name, seat) => ({ id: `p${seat + 1}`, name })),
    hands: [],
  } as unknown as GameLog
}

describe('undoing a rename', () => {
  const before = [game('g1', ['Zoë', 'Ada']), game('g2', ['Zoë', 'Bram'])]
  const after = before.map((log) => renamePerson(log, 'Zoë', 'Cleo')!)
  const renamed = { from: 'Zoë', to: 'Cleo', before, after }

  it('writes back every game still as the rename left it', () => {
    const library = new Map(after.map((log) => [log.id!, log]))
    expect(logsToRestore(renamed, (id) => library.get(id))).toEqual(before)
  })

  it('matches a game read again from its file, equal but not the same object', () => {
    const library = new Map(after.map((log) => [log.id!, structuredClone(log)]))
    expect(logsToRestore(renamed, (id) => library.get(id))).toEqual(before)
  })

  it('leaves a game changed since as it is now, and one deleted since deleted', () => {
    const played = { ...after[0]!, hands: [{ note: 'a hand since' }] } as unknown as GameLog
    const library = new Map([[played.id!, played]])
    expect(logsToRestore(renamed, (id) => library.get(id))).toEqual([])
  })
})
