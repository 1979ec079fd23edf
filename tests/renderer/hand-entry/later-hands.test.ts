import { describe, expect, it } from 'vitest'
import type { Problem } from '../../../src/engine'
import { withoutLaterHands } from '../../../src/renderer/src/components/hand-entry/later-hands'
import type { PlacedProblem } from '../../../src/renderer/src/components/hand-entry/live-check'

const placed = (path: string, rule: string, severity: Problem['severity'] = 'error') => ({
  field: 'form',
  problem: { path, rule, messageKey: rule, params: {}, severity },
})
const check = (problems: PlacedProblem[]) => ({
  hand: {},
  problems,
  errorCount: problems.filter(({ problem }) => problem.severity === 'error').length,
})

describe('the check a form shows and saves with, the later hands left out', () => {
  it('leaves out only the hands after the one entered that come after the end', () => {
    const after = placed('hands[4]', 'series.after-win')
    const own = placed('hands[2].tricks', 'tricks-sum')
    const entered = placed('hands[2]', 'hand-after-end')
    const shown = withoutLaterHands(check([after, own, entered]), 2)
    // Hand 3 itself after the end is this hand's own problem: it stays, and stops Save.
    expect(shown.problems).toEqual([own, entered])
    expect(shown.errorCount).toBe(2)
    expect(withoutLaterHands(check([placed('hands[3]', 'hand-after-end')]), 2).errorCount).toBe(0)
  })

  it('gives the check back as it is when no later hand is named', () => {
    const same = check([placed('hands[1]', 'tricks-sum'), placed('hands[3]', 'x', 'warning')])
    expect(withoutLaterHands(same, 1)).toBe(same)
  })
})
