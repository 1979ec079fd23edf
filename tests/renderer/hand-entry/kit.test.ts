import { describe, expect, it } from 'vitest'
import type { BambusHand } from '../../../src/games/jekyll-hyde-bambus/engine'
import {
  checkWithHand,
  formField,
  problemsBefore,
  savedCopy,
} from '../../../src/renderer/src/components/hand-entry/live-check'
import { problemsDomId } from '../../../src/renderer/src/components/hand-entry/use-entry-problems'
import { fieldOf } from '../../../src/games/jekyll-hyde-bambus/screens/draft'
import { golden } from '../../games/jekyll-hyde-bambus/screens/support'

const example = golden('game-won-at-1000')
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

describe('the live check, on the log object', () => {
  it('says what the text round trip said: a sound hand has no problem and a score', () => {
    const hand = copyOf(example.hands[0]!)
    const checked = checkWithHand(example, 0, hand, fieldOf, problemsBefore(example))
    expect(checked.problems).toEqual([])
    expect(checked.score).not.toBeNull()
  })

  it('puts a problem of the hand beside its field and refuses to score', () => {
    const hand: BambusHand = { ...copyOf(example.hands[0]!), dealer: 'nobody' }
    const checked = checkWithHand(example, 0, hand, fieldOf, problemsBefore(example))
    expect(checked.problems.map(({ field }) => field)).toContain('dealer')
    expect(checked.problems.every(({ field }) => field !== formField)).toBe(true)
    expect(checked.errorCount).toBeGreaterThan(0)
    expect(checked.score).toBeNull()
  })

  it('refuses, as an import does, a hand whose shape the reader refuses', () => {
    const hand = { ...copyOf(example.hands[0]!), dealer: { toString: 1 } } as unknown as BambusHand
    const checked = checkWithHand(example, 0, hand, fieldOf, problemsBefore(example))
    expect(checked.log).toBeNull()
    expect(checked.errorCount).toBeGreaterThan(0)
  })

  it('the log read shares objects with the draft: what Save emits is a copy a later edit leaves alone', () => {
    const draftHand = copyOf(example.hands[0]!)
    const checked = checkWithHand(example, 0, draftHand, fieldOf, problemsBefore(example))
    const saved = savedCopy(draftHand)
    const seatsBefore = [...draftHand.seats]
    draftHand.seats.reverse()
    // The fast reader kept the draft's array: the checked log moved with the edit...
    expect(checked.log?.hands[0]?.seats).toEqual(draftHand.seats)
    // ...the saved hand did not.
    expect(saved.seats).toEqual(seatsBefore)
    expect(saved).not.toBe(draftHand)
  })
})

describe('the id of a field’s problems', () => {
  it('holds only characters an element id and a CSS selector read as they are', () => {
    expect(problemsDomId('v-1', 'areas.p 3[0]"x')).toMatch(
      /^[A-Za-z0-9-]+(_[0-9]+_[A-Za-z0-9-]*)*$/,
    )
  })

  it('differs for two fields that differ, however they are spelled', () => {
    const fields = ['a.b', 'a_46_b', 'a_46b', 'a-b', 'a b', 'ab']
    const ids = new Set(fields.map((field) => problemsDomId('v-1', field)))
    expect(ids.size).toBe(fields.length)
  })

  it('leaves a plain field id as it is', () => {
    expect(problemsDomId('v-1', 'dealer')).toBe('v-1-problems-dealer')
  })
})
