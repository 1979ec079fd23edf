import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { displayWidth } from '../../src/cli/columns'
import { casebook, root, tempFile } from './support'

const fixtures = join(root, 'tests/games/mystery-rummy-jekyll-hyde/fixtures')
// The folder also holds `exports/`, the expected exports of some of these logs.
const logs = readdirSync(fixtures).filter(
  (file) => file.endsWith('.json') && !file.endsWith('.expected.json'),
)

/** A breakdown row ends with its points and then its rule id, e.g. `… +6  score.doubling`. */
const breakdownRow = /[+−]?\d+ {2}score\.[a-z-]+$/
/** A player's row ends with their hand score and has no rule. */
const playerRow = /^ {2}\S.*\S +[+−]?\d+$/

/** The columns at which every row of the report ends its points and starts its rule. */
function columnsOf(report: string) {
  const pointsEnd = new Set<number>()
  const ruleStart = new Set<number>()
  for (const line of report.split('\n')) {
    if (breakdownRow.test(line)) {
      const rule = line.slice(line.lastIndexOf(' ') + 1)
      ruleStart.add(displayWidth(line) - displayWidth(rule))
      pointsEnd.add(displayWidth(line) - displayWidth(rule) - 2)
    } else if (playerRow.test(line) && !line.includes(':')) pointsEnd.add(displayWidth(line))
  }
  return { pointsEnd: [...pointsEnd], ruleStart: [...ruleStart] }
}

describe('the score report', () => {
  it.each(['en', 'fr'])(
    'keeps points and rules in columns for every fixture, in %s',
    async (lang) => {
      for (const log of logs) {
        const { code, stdout } = await casebook(['score', join(fixtures, log), '--lang', lang])
        expect(code, log).toBe(0)
        const { pointsEnd, ruleStart } = columnsOf(stdout)
        expect(pointsEnd, log).toHaveLength(1)
        expect(ruleStart.length, log).toBeLessThanOrEqual(1)
      }
    },
  )

  it('keeps its columns with long and wide player names, wrapping what does not fit', async () => {
    const log = JSON.parse(
      readFileSync(join(fixtures, 'rulebook-transformation-on-opponent-meld.json'), 'utf8'),
    )
    log.players[0].name = 'Marie-Thérèse de La Tour d’Auvergne-Lauraguais de Saint-Exupéry'
    log.players[1].name = '山田太郎'
    const file = tempFile('names.json', JSON.stringify(log))
    for (const lang of ['en', 'fr']) {
      const { stdout } = await casebook(['score', file, '--lang', lang])
      const { pointsEnd, ruleStart } = columnsOf(stdout)
      expect(pointsEnd).toHaveLength(1)
      expect(ruleStart).toHaveLength(1)
      // Every word of the long name is still there, on the row and the lines below it.
      expect(stdout.replace(/\s+/g, ' ')).toContain(
        'Marie-Thérèse de La Tour d’Auvergne-Lauraguais de Saint-Exupéry',
      )
    }
  })

  it('puts a long French line on two lines, the points on the first', async () => {
    const file = join(fixtures, 'rulebook-transformation-on-opponent-meld.json')
    const { stdout } = await casebook(['score', file, '--lang', 'fr'])
    const lines = stdout.split('\n')
    const first = lines.findIndex((line) => line.includes('3 × Mr. Utterson [H]'))
    expect(lines[first]).toMatch(
      /^ {4}3 × Mr\. Utterson \[H\] à 2\u00a0: .* +\+6 {2}score\.transformation-letter$/,
    )
    expect(lines[first + 1]).toMatch(/^ {6}\S/)
    expect(
      `${lines[first]} ${lines[first + 1]}`.replace(/ {2,}.*?score\.\S+/, '').trim(),
    ).toContain('(Transformation\u00a0: J compte comme H)')
  })
})
