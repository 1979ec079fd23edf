import { describe, expect, it } from 'vitest'
import { checkThenScore, handsAfter } from '../../src/engine/core/check-then-score'
import type { Problem } from '../../src/engine/core/problems'
import type { SeriesStatus } from '../../src/engine/core/series'

const problem = (rule: string, severity: Problem['severity'] = 'error'): Problem => ({
  path: '',
  rule,
  messageKey: rule,
  params: {},
  severity,
})

const hands = (...statuses: SeriesStatus[]) =>
  statuses.map((status, index) => ({ number: index + 1, status }))

const late = (hand: number, end: number) => problem(`hand ${hand} after ${end}`)

describe('the hands recorded after the end of a game', () => {
  it('are none while no hand has finished the game', () => {
    expect(handsAfter(hands('in-progress', 'tie-break', 'in-progress'), late)).toEqual([])
  })

  it('leave the hand that finished the game, last of the log, alone', () => {
    expect(handsAfter(hands('in-progress', 'finished'), late)).toEqual([])
  })

  it('are each one after the first finished hand, naming it', () => {
    const found = handsAfter(hands('in-progress', 'finished', 'finished', 'in-progress'), late)
    expect(found.map((each) => each.rule)).toEqual(['hand 3 after 2', 'hand 4 after 2'])
  })
})

describe('a log checked, then scored', () => {
  it('is not scored when validation found an error', () => {
    let scored = false
    const result = checkThenScore([problem('bad')], () => (scored = true))
    expect(result).toEqual({ problems: [problem('bad')], score: null })
    expect(scored).toBe(false)
  })

  it('is scored, warnings kept, when validation found only warnings', () => {
    const warning = problem('odd', 'warning')
    expect(checkThenScore([warning], () => 42)).toEqual({ problems: [warning], score: 42 })
  })

  it('loses its score when a hand comes after the end the scores show', () => {
    const result = checkThenScore(
      [],
      () => 42,
      (score) => [problem(`after ${score}`)],
    )
    expect(result).toEqual({ problems: [problem('after 42')], score: null })
  })
})
