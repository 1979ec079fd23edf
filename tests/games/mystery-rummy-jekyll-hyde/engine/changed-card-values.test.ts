import { describe, expect, it } from 'vitest'
import {
  changedCardValues,
  resolveRules,
} from '../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { gameLog } from '../../../support/game-logs'

describe('the card values a game changed', () => {
  it('are none when the game keeps the defaults, even when it writes them out', () => {
    const written = gameLog([], { deck: { transformation: { value: 5 }, stevenson: { value: 3 } } })
    expect(changedCardValues(resolveRules(gameLog([])))).toEqual([])
    expect(changedCardValues(resolveRules(written))).toEqual([])
  })

  it('are listed in deck order, each with its default', () => {
    const log = gameLog([], {
      deck: { transformation: { value: 12 }, poole: { value: 4 }, utterson: { value: 2 } },
    })
    expect(changedCardValues(resolveRules(log))).toEqual([
      { card: 'poole', value: 4, defaultValue: 2 },
      { card: 'transformation', value: 12, defaultValue: 5 },
    ])
  })
})
