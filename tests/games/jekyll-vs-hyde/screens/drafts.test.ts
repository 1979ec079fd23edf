// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { roundSituation } from '../../../../src/games/jekyll-vs-hyde/engine'
import { roundLeader } from '../../../../src/games/jekyll-vs-hyde/engine/round'
import { draftFor, handOf } from '../../../../src/games/jekyll-vs-hyde/screens/draft'
import { helperState, tricksOf } from '../../../../src/games/jekyll-vs-hyde/screens/trick-helper'
import { readDraft } from '../../../../src/games/jekyll-vs-hyde/words/hand-draft'
import { counted, match, specRecordRound } from './support'

describe('a Jekyll vs. Hyde round draft', () => {
  it.each([
    ['a counted round of a return match', match([counted('p1', 2, 1), counted('p1', 3, 1)])],
    ['a round tapped trick by trick', match([specRecordRound], 'single')],
  ])('%s, opened and saved unchanged, is the same round', (_, log) => {
    for (const [index, round] of log.hands.entries()) {
      const situation = roundSituation(log, index)
      const draft = draftFor(log, situation, round)
      const hyde = round.jekyll === 'p1' ? 'p2' : 'p1'
      const roles = { jekyll: round.jekyll, hyde }
      const leader =
        situation.leader ?? roundLeader(situation.position, situation.trackLength, roles)
      const other = leader === round.jekyll ? hyde : round.jekyll
      const { fold } = helperState(tricksOf(draft.taps ?? {}), leader, other, situation.potions)
      expect(handOf(draft, situation, fold.tricks, fold.piles)).toEqual(round)
    }
  })

  it('is read back only for the log’s own players', () => {
    const log = match()
    const draft = draftFor(log, roundSituation(log, 0))
    const kept = JSON.parse(JSON.stringify(draft)) as unknown
    expect(readDraft(kept, log)).toEqual(draft)
    expect(readDraft(kept, { ...log, players: [log.players[1]!, log.players[0]!] })).toBeNull()
    expect(readDraft({ ...draft, jekyll: 'p9' }, log)).toBeNull()
    expect(readDraft({ ...draft, jekyllTricks: 11 }, log)).toBeNull()
    expect(readDraft({ ...draft, game: 'jekyll-hyde-bambus' }, log)).toBeNull()
  })

  it('keeps a count not said yet as none, and reads back one kept by an earlier version', () => {
    const log = match()
    const draft = draftFor(log, roundSituation(log, 0))
    expect(draft.jekyllTricks).toBeNull()
    expect(readDraft(JSON.parse(JSON.stringify(draft)), log)?.jekyllTricks).toBeNull()
    // Drafts kept before issue 32 always held a count (5 when untouched).
    expect(readDraft({ ...draft, jekyllTricks: 5 }, log)?.jekyllTricks).toBe(5)
    expect(readDraft({ ...draft, jekyllTricks: 0 }, log)?.jekyllTricks).toBe(0)
    expect(readDraft({ ...draft, jekyllTricks: 10 }, log)?.jekyllTricks).toBe(10)
    expect(readDraft({ ...draft, jekyllTricks: -1 }, log)).toBeNull()
  })

  it('reads the tricks by number, 1 to 10, and a list kept by an older version', () => {
    const log = match()
    const draft = draftFor(log, roundSituation(log, 0))
    const trick = { lead: 'potion-4', call: 'wrath', follow: 'wrath-6' }
    expect(readDraft({ ...draft, taps: { 1: trick, 10: trick } }, log)?.taps).toEqual({
      1: trick,
      10: trick,
    })
    expect(readDraft({ ...draft, taps: { 11: trick } }, log)).toBeNull()
    expect(readDraft({ ...draft, taps: { 0: trick } }, log)).toBeNull()
    expect(readDraft({ ...draft, taps: { 1: { ...trick, call: 'blue' } } }, log)).toBeNull()
    expect(readDraft({ ...draft, taps: { 1: { ...trick, seat: 'p1' } } }, log)).toBeNull()
    const older = { ...draft, tapped: [{ cards: ['pride-6'], call: null }] } as Partial<
      typeof draft
    >
    delete older.taps
    expect(readDraft(older, log)?.tapped).toEqual([{ cards: ['pride-6'], call: null }])
  })
})
