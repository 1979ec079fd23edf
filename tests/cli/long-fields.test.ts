import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { casebook, fixture, tempFile } from './support'

// One field holding megabytes (a player's name or id pasted from somewhere): every command's
// output grows in proportion to the log, and a quoted value is cut (issue 33, point 3).

const megabytes = 4 * 1024 * 1024
const wonGame = JSON.parse(readFileSync(fixture('game-won'), 'utf8'))

function logWith(change: (log: typeof wonGame) => void): string {
  const log = structuredClone(wonGame)
  change(log)
  return tempFile('long-field.json', JSON.stringify(log))
}

describe('a log with a player name of 4 MB', () => {
  const file = logWith((log) => (log.players[0].name = 'A'.repeat(megabytes)))

  it.each([
    [['score'], 10_000],
    [['score', '--json'], 20_000],
    [['validate'], 1_000],
    [['export', '--format', 'md'], 20_000],
    [['export', '--format', 'csv'], 10_000],
    [['export', '--format', 'json'], 2 * megabytes],
    [['stats'], 10_000],
  ])(
    '%j prints a report in proportion to the log, the name cut where it is quoted',
    async (args, atMost) => {
      const [command, ...options] = args
      const outcome = await casebook([command!, file, ...options])
      expect(outcome.code).toBe(0)
      expect(outcome.stdout.length).toBeLessThanOrEqual(atMost)
    },
  )
})

describe('a log with a player id of 4 MB', () => {
  const id = 'x'.repeat(megabytes)
  const file = logWith((log) => (log.players[0].id = id))

  it.each([[[]], [['--json']]])('validate %j quotes the id cut short', async (options) => {
    const outcome = await casebook(['validate', file, ...options])
    expect(outcome.code).toBe(1)
    expect(outcome.stdout.length + outcome.stderr.length).toBeLessThan(20_000)
    expect(outcome.stdout + outcome.stderr).toContain(`${'x'.repeat(59)}…`)
  })
})
