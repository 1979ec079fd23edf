import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { checkGameLog, scoreJsonOf } from '../../../../src/engine'

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../fixtures', `${name}.json`), 'utf8')

it("prints the spec's own example exactly as its `score --json` section, field by field", () => {
  const checked = checkGameLog(fixture('spec-game-log-example'))
  if (!checked.ok) expect.fail(JSON.stringify(checked.problems))
  expect(JSON.stringify(scoreJsonOf(checked.log, checked.score))).toBe(
    JSON.stringify({
      game: 'mystery-rummy-jack-the-ripper',
      hands: [
        {
          number: 1,
          scores: { p1: 38, p2: 12, p3: 4 },
          outcome: 'caught',
          ripper: 'druitt',
          escape: null,
        },
      ],
      totals: { p1: 38, p2: 12, p3: 4 },
      status: 'in-progress',
      winner: null,
    }),
  )
})
