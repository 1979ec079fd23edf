import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { casebook, root } from './support'

const fixtures = join(root, 'tests/games/mystery-rummy-jekyll-hyde/fixtures')
const nbsp = '\u00a0'

/** The command as `casebook score FILE --lang …` runs it, in this process: what it prints. */
async function score(file: string, lang: 'en' | 'fr', text?: string): Promise<string> {
  const { stdout, stderr } = await casebook(['score', file, '--lang', lang], {
    readBytes: (name) => ({
      ok: true,
      bytes:
        text === undefined ? readFileSync(join(fixtures, name)) : new TextEncoder().encode(text),
    }),
  })
  return `${stdout}${stderr}`
}

const lines = (report: string) => report.split('\n')

describe('the readable score report', () => {
  it('says on each hand that leaves the top tied at the target that a tie-break hand is due', async () => {
    const en = lines(await score('game-tie-at-target.json', 'en'))
    const due = '  Tied at the top with 100 or more: a tie-break hand is due'
    // Right after the totals of hands 3 and 4 (100 all), and nowhere else.
    expect(en.filter((line) => line === due)).toHaveLength(2)
    expect(en[en.indexOf('  Totals: Ada 100 · Bram 100') + 1]).toBe(due)
    expect(
      en[en.indexOf('Hand 4 · Mr. Hyde up · Void: the Case File ran out twice · dealt by Ada') - 2],
    ).toBe(due)
    const fr = lines(await score('game-tie-at-target.json', 'fr'))
    expect(fr).toContain(
      `  Égalité en tête à 100 points ou plus${nbsp}: une manche de départage est à jouer`,
    )
  })

  it('lists the card values that differ from the defaults in its header', async () => {
    expect(lines(await score('custom-card-values.json', 'en')).slice(2, 6)).toEqual([
      'Target score: 100',
      "The Transformation card's points go to: the player in whose area it rests",
      'Holding the Transformation at the end of a hand costs: its face value and 5 more points',
      "Card values: Mr. Utterson 3 (default 2), Poole the Butler 4 (default 2), Dr. Lanyon's Story 1 (default 2)",
    ])
    expect(lines(await score('custom-card-values.json', 'fr'))[5]).toBe(
      `Valeur des cartes${nbsp}: Mr. Utterson 3 (2 par défaut), Poole the Butler 4 (2 par défaut), Dr. Lanyon's Story 1 (2 par défaut)`,
    )
    // The defaults: no such line.
    expect(await score('game-won.json', 'en')).not.toContain('Card values')
  })

  it('names a changed Transformation value, and says what holding it costs in words', async () => {
    const log = JSON.parse(
      readFileSync(join(fixtures, 'variant-transformation-held-penalty-5.json'), 'utf8'),
    )
    log.rules.deck = { transformation: { value: 12 } }
    const en = lines(await score('changed.json', 'en', JSON.stringify(log)))
    expect(en.slice(4, 6)).toEqual([
      'Holding the Transformation at the end of a hand costs: its face value',
      'Card values: Transformation 12 (default 5)',
    ])
    expect(lines(await score('changed.json', 'fr', JSON.stringify(log)))[5]).toBe(
      `Valeur des cartes${nbsp}: Transformation 12 (5 par défaut)`,
    )
  })

  it('writes French totals with a space before the colon, and negative totals with a real minus', async () => {
    const fr = lines(await score('left-in-hand-points-total.json', 'fr'))
    expect(fr).toContain(`  Totaux${nbsp}: Ada 46 · Bram \u221213`)
    expect(fr).toContain(`Totaux${nbsp}: Ada 46 · Bram \u221213`)
    expect(lines(await score('left-in-hand-points-total.json', 'en'))).toContain(
      'Totals: Ada 46 · Bram \u221213',
    )
  })

  it('heads a Bambus pile that scored for nobody as the whole hand’s, and adds no heading to a hand without notes', async () => {
    const bambus = join(root, 'tests/games/jekyll-hyde-bambus/fixtures/neutral-last-trick.json')
    const { stdout } = await casebook(['score', bambus, '--lang', 'en'])
    const report = lines(stdout)
    const heading = report.indexOf('  About the whole hand')
    expect(heading).toBeGreaterThan(0)
    expect(report[heading + 1]).toMatch(/^ {4}\S.* {2}score-neutral$/)
    expect(await score('game-won.json', 'en')).not.toContain('About the whole hand')
  })
})
