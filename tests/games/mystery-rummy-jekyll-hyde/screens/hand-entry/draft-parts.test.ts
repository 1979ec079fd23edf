import { describe, expect, it } from 'vitest'
import { draftFor } from '../../../../../src/games/mystery-rummy-jekyll-hyde/screens/hand-entry/draft'
import { draftParts } from '../../../../../src/games/mystery-rummy-jekyll-hyde/screens/hand-entry/draft-parts'
import { gameLog } from './logs'

/*
 * Each player's part of a hand filled in together (issue 31, point 2): the cards in front of
 * them, the Transformation they placed, what is left in their hand. The rest is the table's.
 */

const pathsOf = (parts: ReturnType<typeof draftParts>, player: string) =>
  parts.find((part) => part.player === player)?.paths

describe('a player’s part of a Mystery Rummy hand', () => {
  it('is their own area, and nothing else while nobody has gone out', () => {
    const log = gameLog()
    const parts = draftParts(log, draftFor(log, 0))
    expect(parts.map((part) => part.player)).toEqual(['ada', 'bram'])
    expect(pathsOf(parts, 'ada')).toEqual([['areas', 'ada']])
    expect(pathsOf(parts, 'bram')).toEqual([['areas', 'bram']])
  })

  it('holds what is left in hand for the player who did not go out', () => {
    const log = gameLog()
    const draft = draftFor(log, 0)
    draft.ending = { type: 'went-out', player: 'ada' }
    const parts = draftParts(log, draft)
    expect(pathsOf(parts, 'bram')).toEqual([['areas', 'bram'], ['leftInHand']])
    expect(pathsOf(parts, 'ada')).toEqual([['areas', 'ada']])
  })

  it('gives the Transformation to who placed it, on an opponent’s meld too', () => {
    const log = gameLog()
    const draft = draftFor(log, 0)
    draft.transformation = { ...draft.transformation, place: 'area', area: 'ada', playedBy: 'bram' }
    expect(pathsOf(draftParts(log, draft), 'bram')).toContainEqual(['transformation'])
    draft.transformation.playedBy = null
    expect(pathsOf(draftParts(log, draft), 'ada')).toContainEqual(['transformation'])
  })

  it('reads values that are not a draft of this game as a hand just started', () => {
    const log = gameLog()
    expect(draftParts(log, { toString: 1 })).toEqual(draftParts(log, null))
  })
})
