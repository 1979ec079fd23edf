import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ruleIds } from '../../../../src/games/jekyll-vs-hyde/engine'
import { casebook as runCasebook, root } from '../../../cli/support'

/** The command's function, in-process, on the current source (`command.test.ts` runs the real one). */
const casebook = (...args: string[]) => runCasebook(args)

const fixture = (name: string) => join(root, 'tests/games/jekyll-vs-hyde/fixtures', `${name}.json`)

/**
 * The report as prose: each line's points and rule id, laid out in columns beside its text,
 * taken out, and wrapped lines joined again.
 */
function readable(stdout: string): string {
  const ruleColumn = new RegExp(` +([+−]?\\d+ +hyde-score|${ruleIds.join('|')})(?= |$)`, 'gm')
  return stdout.replace(ruleColumn, '').replace(/[ \n]+/g, ' ')
}

describe('casebook score and validate on a Jekyll vs. Hyde log', () => {
  it("prints exactly the spec's `score --json` for the spec's example log", async () => {
    const { code, stdout } = await casebook(
      'score',
      fixture('spec-example-v14-then-counts'),
      '--json',
    )
    expect(code).toBe(0)
    const expected = readFileSync(fixture('spec-example-v14-then-counts.expected'), 'utf8')
    expect(JSON.stringify(JSON.parse(stdout))).toBe(JSON.stringify(JSON.parse(expected)))
  })

  it('refuses an invalid log with its rule and path', async () => {
    const { code, stdout } = await casebook('validate', fixture('invalid/record-revoke'), '--json')
    expect(code).toBe(1)
    const report = JSON.parse(stdout)
    expect(report).toMatchObject({ valid: false, warnings: [] })
    expect(report.errors).toEqual([
      {
        path: 'hands[0].record[1].cards[0]',
        rule: 'record-revoke',
        message: expect.stringContaining('Bram cannot play Pride 1 in trick 2'),
        messageKey: 'jekyll-vs-hyde.problems.record-revoke',
        params: { trick: 2, player: 'p2', colour: 'pride', card: 'pride-1' },
      },
    ])
  })

  it('explains each round: who led and why, the counts, the move, the cap, the new position', async () => {
    const { stdout } = await casebook('score', fixture('single-hyde-wins-at-the-cap'))
    const text = readable(stdout)
    expect(text).toContain('Hand 3 · Game 1, round 3 · Ada Jekyll · marker 8 → 10')
    expect(text).toContain('Bram led the first trick: the marker stood on 8 of 10, on Hyde’s side.')
    expect(text).toContain(
      'Tricks: Ada (Jekyll) 0, Bram (Hyde) 10. The marker moves the difference, 10, toward Hyde',
    )
    expect(text).toContain(
      'The track ends at 10: the marker crosses only 2 of the 10 and stops on the last space.',
    )
    expect(text).toContain('Hyde scores the spaces crossed, 2: the marker goes from 8 to 10.')
    expect(text).toContain('The marker reached the last space: Bram (Hyde) wins game 1 in round 3.')
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('Bram wins')
  })

  it('explains a recorded trick: the cards, the ranking, the rule, the effect and the steal', async () => {
    const { stdout } = await casebook('score', fixture('spec-example-v14-then-counts'))
    const text = readable(stdout)
    expect(text).toContain(
      'Trick 5: Bram leads Potion 3+ and calls Pride (purple), Ada plays Pride 5.',
    )
    expect(text).toContain('The potion met Pride (purple): Ada takes one of Bram’s tricks.')
  })

  it('gives the match comparison and calls a drawn return match a draw, in French too', async () => {
    const { stdout } = await casebook(
      'score',
      fixture('return-match-draw-same-rounds'),
      '--lang',
      'fr',
    )
    const text = readable(stdout)
    expect(text).toContain(
      'Les deux Hyde ont atteint 10 dans le même nombre de manches, 2\u00a0: le match se termine sur une égalité.',
    )
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('Match nul\u00a0: personne ne gagne')
    const faster = await casebook('score', fixture('return-match-faster-hyde-wins'))
    expect(readable(faster.stdout)).toContain(
      'Both Hydes reached 10. Rounds needed: Bram 2, Ada 3. The faster, Bram, wins the match.',
    )
  })
})
