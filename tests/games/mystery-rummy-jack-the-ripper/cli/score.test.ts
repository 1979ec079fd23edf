import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { casebook as runCasebook, root } from '../../../cli/support'

/** The command's function, in-process, on the current source (`command.test.ts` runs the real one). */
const casebook = (...args: string[]) => runCasebook(args)

const fixture = (name: string) =>
  join(root, 'tests/games/mystery-rummy-jack-the-ripper/fixtures', `${name}.json`)

describe('casebook score on a Jack the Ripper log', () => {
  it("prints the spec's `score --json` output for the spec's example log", async () => {
    const { code, stdout } = await casebook('score', fixture('spec-game-log-example'), '--json')
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual({
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
    })
  })

  it('prints how each escape happened', async () => {
    const escapes = await Promise.all(
      [
        'example-4-ripper-escapes-played',
        'case-file-exhausted-twice',
        'example-5-escape-by-alibi',
      ].map(async (name) => JSON.parse((await casebook('score', fixture(name), '--json')).stdout)),
    )
    expect(escapes.map((report) => report.hands[0])).toMatchObject([
      { outcome: 'escaped', ripper: null, escape: 'card' },
      { outcome: 'escaped', ripper: null, escape: 'case-file' },
      { outcome: 'escaped', ripper: null, escape: 'alibi' },
    ])
  })

  it('reports each suspect’s total, who was cleared, and every line with its rule id', async () => {
    const { code, stdout } = await casebook('score', fixture('spec-game-log-example'))
    expect(code).toBe(0)
    expect(stdout).toContain('Hand 1 · Ada went out · the Ripper, Montague Druitt, is caught')
    expect(stdout).toMatch(
      /Montague Druitt, the Ripper: 4 Evidence × 2 × 2 = 16 +\+16 {2}ripper-double/,
    )
    expect(stdout).toMatch(
      /Ripper Escapes: 2 per Victim on the table, 2 Victims = −4 +−4 {2}held-escape/,
    )
    expect(stdout).toMatch(
      /George Chapman: 6 on the table, but cleared by the Alibi +alibi-excludes/,
    )
    expect(stdout).toContain('Totals: Ada 38 · Bram 12 · Cleo 4')
  })

  it('heads the notes on the whole hand apart, not as lines of its last player', async () => {
    const lines = (await casebook('score', fixture('spec-game-log-example'))).stdout.split('\n')
    const heading = lines.indexOf('  About the whole hand')
    const notes = lines.slice(heading + 1, lines.indexOf('  Totals: Ada 38 · Bram 12 · Cleo 4'))
    // Cleo's last line, then the heading at a player's indent, then the notes under it.
    expect(lines[heading - 1]).toMatch(/^ {4}Held cards: −4 +−4 {2}hand-penalty$/)
    expect(notes.every((line) => line.startsWith('    '))).toBe(true)
    expect(notes.flatMap((line) => / {2}([a-z-]+)$/.exec(line)?.[1] ?? [])).toEqual([
      'outcome',
      'ripper-identity',
      'ripper-identity',
      'alibi-excludes',
    ])
    const french = await casebook('score', fixture('spec-game-log-example'), '--lang', 'fr')
    expect(french.stdout).toMatch(/\n {2}Sur toute la manche\n {4}Arrêté/)
  })

  it('speaks French when asked', async () => {
    const { stdout } = await casebook('score', fixture('example-2-eddy-gull-alibi'), '--lang', 'fr')
    expect(stdout).toContain(
      'Manche 1 · Ada a fini la manche · l’Éventreur, le prince Eddy, est arrêté',
    )
    expect(stdout).toContain('Alibi\u00a0: prince Eddy / Sir Gull, qui désigne Sir Gull\u00a0: 3')
  })
})
