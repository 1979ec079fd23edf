import { describe, expect, it } from 'vitest'
import { draftParts } from '../../../../src/games/mystery-rummy-jack-the-ripper/screens/draft-parts'
import { golden, goldenNames } from './support'

describe('a player’s part of a Jack the Ripper hand', () => {
  it('is their column: area, what they hold and their vote; the ending is the table’s', () => {
    const log = golden(goldenNames[0]!)
    const parts = draftParts(log)
    expect(parts.map((part) => part.player)).toEqual(log.players.map((player) => player.id))
    for (const { player, paths } of parts) {
      expect(paths).toEqual([
        ['areas', player],
        ['left', player],
        ['votes', player],
      ])
    }
  })
})
