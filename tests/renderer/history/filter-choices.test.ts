// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PlayedVariant } from '../../../src/engine'
import type { GameSummary } from '../../../src/renderer/src/game/summary'
import { tableSizesOf, variantChoicesOf } from '../../../src/renderer/src/history/filter-choices'

const option = (rule: string, choice: string | number): PlayedVariant => ({
  rule,
  label: { key: rule },
  value: typeof choice === 'number' ? choice : { key: `${rule}-${choice}` },
  choice,
})

function summary(game: string, seats: number, variants: PlayedVariant[]): GameSummary {
  const players = Array.from({ length: seats }, (_, at) => ({ id: `p${at}`, name: `P${at}` }))
  return { game, players, variants } as unknown as GameSummary
}

describe('what the History page’s filters offer', () => {
  it('each number of players the library’s games had, fewest first', () => {
    const games = [
      summary('a', 4, []),
      summary('a', 2, []),
      summary('b', 4, []),
      summary('b', 3, []),
    ]
    expect(tableSizesOf(games)).toEqual([2, 3, 4])
  })

  it('the options of the chosen game’s variants played more than one way, each once', () => {
    const games = [
      summary('g', 2, [option('target', 10), option('match', 'single')]),
      summary('g', 2, [option('target', 10), option('match', 'return-match')]),
      summary('g', 2, [option('target', 10), option('match', 'single')]),
      summary('other', 2, [option('target', 8)]),
    ]
    expect(variantChoicesOf(games, 'g').map((each) => each.choice)).toEqual([
      'single',
      'return-match',
    ])
    // One option only: nothing to choose between.
    expect(variantChoicesOf(games, 'other')).toEqual([])
  })
})
