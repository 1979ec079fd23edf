// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { validateGameLog, type GameLog } from '../../../src/engine'
import { abandonedLog, resumedLog } from '../../../src/renderer/src/components/abandon/abandon'

const log = {
  format: 'casebook/game-log',
  version: 1,
  id: 'g',
  game: 'mystery-rummy-jekyll-hyde',
  players: [
    { id: 'ada', name: 'Ada' },
    { id: 'eve', name: 'Eve' },
  ],
  hands: [],
  notes: 'kept',
  fromAnotherTool: { kept: true },
} as unknown as GameLog

describe('abandoning a game and resuming it', () => {
  it('only marks the log with the time, which a valid log may hold', () => {
    const abandoned = abandonedLog(log, new Date('2026-11-30T21:00:00.000Z'))
    expect(abandoned).toEqual({ ...log, abandonedAt: '2026-11-30T21:00:00.000Z' })
    expect(validateGameLog(abandoned)).toEqual([])
  })

  it('gives back the very log that was abandoned', () => {
    const resumed = resumedLog(abandonedLog(log, new Date()))
    expect(resumed).toEqual(log)
    expect('abandonedAt' in resumed).toBe(false)
  })
})
