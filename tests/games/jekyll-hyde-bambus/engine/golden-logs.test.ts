import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseJson } from '../../../../src/engine/core/read-log'
import { serialiseGameLog } from '../../../../src/engine/core/game-log'
import { jekyllHydeBambus } from '../../../../src/games/jekyll-hyde-bambus/engine'
import { readLog } from './support'

const folder = join(import.meta.dirname, '../fixtures')
const fixtures = readdirSync(folder)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.expected.json'))
  .map((file) => file.replace(/\.json$/, ''))

/**
 * Worked out by hand from the spec: what `casebook score --json` prints, except that `winner`
 * is the winning holder (a side, with 4 players, which score --json names as `winningSide`,
 * printing `winner: null`), as the contract suite every game passes reads it.
 */
interface Expected {
  hands: object[]
  totals: Record<string, number>
  status: string
  winner: string | null
  winners: string[]
  sideTotals?: object
  winningSide?: string | null
  statusAfterEachHand: string[]
  warnings: { path: string; rule: string; severity: string; params: object }[]
}

/** What score --json prints for the expected scores. */
function expectedJson(expected: Expected): object {
  const four = expected.sideTotals !== undefined
  const { hands, totals, status, winners } = expected
  const common = { game: 'jekyll-hyde-bambus', hands, totals, status }
  if (!four) return { ...common, winner: expected.winner, winners }
  return {
    ...common,
    winner: null,
    winners,
    sideTotals: expected.sideTotals,
    winningSide: expected.winningSide,
  }
}

/** Every worked example of the spec, and whole games to 1000, with scores computed by hand. */
describe.each(fixtures)('golden game log %s', (name) => {
  const text = readFileSync(join(folder, `${name}.json`), 'utf8')
  const expected = JSON.parse(
    readFileSync(join(folder, `${name}.expected.json`), 'utf8'),
  ) as Expected

  it('validates without errors, with exactly the expected warnings, and scores as computed by hand', () => {
    const json = parseJson(text)
    if (!json.ok) expect.fail(JSON.stringify(json.problems))
    const log = readLog(json.log)
    const { problems, score } = jekyllHydeBambus.check(log)
    expect(
      problems.map(({ path, rule, severity, params }) => ({ path, rule, severity, params })),
    ).toEqual(expected.warnings)
    if (score === null) expect.fail('no score')
    expect(JSON.stringify(jekyllHydeBambus.scoreJson(log, score))).toBe(
      JSON.stringify(expectedJson(expected)),
    )
    expect(score.winner).toBe(expected.winner)
    expect(score.hands.map((hand) => hand.status)).toEqual(expected.statusAfterEachHand)
  })

  it('explains every hand with lines that add up to each side’s score', () => {
    const log = readLog(JSON.parse(text))
    const score = jekyllHydeBambus.score(log)
    for (const hand of score.hands) {
      const facts = jekyllHydeBambus.explainHand(log, hand.number)!
      for (const part of facts.parts) {
        const sum = part.lines.reduce((total, line) => total + (line.points ?? 0), 0)
        expect(sum).toBe(part.score)
        for (const player of part.receivers) expect(hand.scores[player]).toBe(part.score)
      }
    }
  })

  it('survives serialise, read and score unchanged', () => {
    const first = readLog(JSON.parse(text))
    const again = readLog(JSON.parse(serialiseGameLog(first)))
    expect(again).toEqual(first)
    expect(jekyllHydeBambus.score(again)).toEqual(jekyllHydeBambus.score(first))
  })
})

it('has a golden log for every worked example of the spec and for the end of a game', () => {
  expect(fixtures).toEqual(
    expect.arrayContaining([
      'rulebook-scoring-example',
      'rulebook-three-players',
      'side-without-own-action',
      'maximum',
      'neutral-last-trick',
      'held-trick-then-neutral-last-trick',
      'game-won-at-1000',
      'game-tie-break-hand',
      'game-shared-win',
      'three-players-full-rotation',
      'three-players-tie-break-hand',
      'three-players-shared-win',
      'warnings-four-players',
      'warnings-three-players',
    ]),
  )
})
