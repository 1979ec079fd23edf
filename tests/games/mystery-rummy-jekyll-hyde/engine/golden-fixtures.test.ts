import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseGameLog, scoreGameLog, serialiseGameLog } from '../../../../src/engine'
import { checkMysteryRummy } from '../../../support/game-logs'
import { referenceScores } from './reference-scoring'

const folder = join(import.meta.dirname, '../fixtures')
const fixtures = readdirSync(folder)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.expected.json'))
  .map((file) => file.replace(/\.json$/, ''))

interface Expected {
  hands: { number: number; scores: Record<string, number>; shutOut: string | null; void: boolean }[]
  totals: Record<string, number>
  status: string
  winner: string | null
  statusAfterEachHand?: string[]
}

/** Whole games and every worked example of the rulebook, with scores computed by hand. */
describe.each(fixtures)('golden game log %s', (name) => {
  const text = readFileSync(join(folder, `${name}.json`), 'utf8')
  const expected = JSON.parse(
    readFileSync(join(folder, `${name}.expected.json`), 'utf8'),
  ) as Expected

  it('validates without errors or warnings and scores as computed by hand', () => {
    const checked = checkMysteryRummy(text)
    if (!checked.ok) expect.fail(JSON.stringify(checked.problems))
    expect(checked.warnings).toEqual([])
    const { score } = checked
    expect(
      score.hands.map(({ number, scores, shutOut, void: isVoid }) => ({
        number,
        scores,
        shutOut,
        void: isVoid,
      })),
    ).toEqual(expected.hands)
    expect(score.totals).toEqual(expected.totals)
    expect(score.status).toBe(expected.status)
    expect(score.winner).toBe(expected.winner)
    if (expected.statusAfterEachHand) {
      expect(score.hands.map((hand) => hand.status)).toEqual(expected.statusAfterEachHand)
    }
  })

  it('is scored the same by the plain reference the random games are checked against', () => {
    const read = parseGameLog(text)
    if (!read.ok) expect.fail(JSON.stringify(read.problems))
    if (read.log.game !== 'mystery-rummy-jekyll-hyde') expect.fail(read.log.game)
    expect(referenceScores(read.log)).toEqual(
      expected.hands.map(({ scores, shutOut }) => ({ scores, shutOut })),
    )
  })

  it('survives serialise, parse and score unchanged', () => {
    const first = parseGameLog(text)
    if (!first.ok) expect.fail(JSON.stringify(first.problems))
    const again = parseGameLog(serialiseGameLog(first.log))
    if (!again.ok) expect.fail(JSON.stringify(again.problems))
    expect(again.log).toEqual(first.log)
    expect(scoreGameLog(again.log)).toEqual(scoreGameLog(first.log))
  })
})

it('has a golden log for every worked example of the rulebook and for both variants', () => {
  expect(fixtures).toEqual(
    expect.arrayContaining([
      'rulebook-doubling-hyde-up',
      'rulebook-transformation-on-opponent-meld',
      'rulebook-transformation-for-shut-out',
      'variant-transformation-points-player-who-played',
      'variant-transformation-held-penalty-5',
      'game-won',
      'game-tie-at-target',
    ]),
  )
})
