import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { settleTrickFile } from '../../src/cli/trick'
import { cliTranslator } from '../../src/cli/translator'
import { gameModules } from '../../src/engine'
import { loadGameCatalogs } from '../../src/shared/games/catalogs'
import { cliMessages } from '../../src/shared/i18n/messages/cli'
import { engineMessages } from '../../src/shared/i18n/messages/engine'
import { hostileKey } from '../support/arbitraries'
import { hostileText, mutatedJsonText } from '../support/hostile-json'
import { root } from './support'

const gameCatalogs = await loadGameCatalogs()

/**
 * `casebook trick` on whatever a trick file may hold: the function the command calls, with the
 * command's own translators. Issue 20 counted 348 uncaught TypeErrors in 30,000 mutated files.
 */
const translators = (['en', 'fr'] as const).map((locale) =>
  cliTranslator(locale, [cliMessages, engineMessages, ...gameCatalogs]),
)

const jekyllVsHydeTricks = join(root, 'tests/games/jekyll-vs-hyde/fixtures/tricks')
const bambusTrick = {
  game: 'jekyll-hyde-bambus',
  sides: { p1: 'jekyll', p2: 'hyde', p3: 'jekyll', ghost: 'hyde' },
  waiting: ['j-f3', 'h-f4'],
  last: true,
  plays: [
    { seat: 'p1', card: 'j-b' },
    { seat: 'p2', card: 'h-a', from: 'p2' },
    { seat: 'p3', card: 'j-f7' },
    { seat: 'ghost', card: 'h-e' },
  ],
}
/** A trick of each game the command settles: every trick file of the specs, and Bambus's. */
const tricks: unknown[] = [
  bambusTrick,
  ...readdirSync(jekyllVsHydeTricks)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(jekyllVsHydeTricks, name), 'utf8')) as unknown),
]

const mutatedTrickText = mutatedJsonText(tricks)

/** What the command prints for the file, checked as a script and a player would read it. */
function settleEveryWay(text: string): void {
  const bytes = new TextEncoder().encode(text)
  for (const translator of translators) {
    const asJson = settleTrickFile(bytes, true, translator)
    const printed = JSON.parse(asJson.output) as { error?: unknown; message?: unknown }
    if (asJson.exitCode === 1) {
      expect(printed.error).toMatch(/^[a-z][a-z0-9.-]*$/)
      expect(typeof printed.message).toBe('string')
    } else {
      expect(asJson.exitCode).toBe(0)
      expect(printed.error).toBeUndefined()
    }
    const readable = settleTrickFile(bytes, false, translator)
    expect(readable.exitCode).toBe(asJson.exitCode)
    if (readable.exitCode === 1) {
      // "error plays[0].card [trick-cards]": where, and the rule, as `validate` says them.
      expect(readable.output).toMatch(/^(error|erreur) .+ \[[a-z][a-z0-9.-]*\]\n {2}\S/)
    }
  }
}

/** Hundreds of files each: seconds on an idle machine, many more on a busy 2-core one. */
const propertyTimeout = 120_000

describe('casebook trick on a hostile trick file', () => {
  it('has a trick here of every game with a referee', () => {
    const refereed = gameModules.filter((module) => module.referee).map((module) => module.id)
    const covered = new Set(tricks.map((trick) => (trick as { game: string }).game))
    expect(refereed.filter((game) => !covered.has(game))).toEqual([])
  })

  it(
    'settles or refuses with a rule id any change to a trick of any game, never throwing',
    () => {
      fc.assert(fc.property(mutatedTrickText, settleEveryWay), { numRuns: 400 })
    },
    propertyTimeout,
  )

  it(
    'settles or refuses any JSON value at all, with or without a game that has a referee',
    () => {
      const games = fc.constantFrom(...gameModules.map((module) => module.id))
      const anyFile = fc.oneof(
        hostileText(),
        fc
          .record({ game: games, rest: fc.dictionary(hostileKey, fc.jsonValue()) })
          .map(({ game, rest }) => JSON.stringify({ ...rest, game })),
      )
      fc.assert(fc.property(anyFile, settleEveryWay), { numRuns: 300 })
    },
    propertyTimeout,
  )

  it('quotes a value that cannot be turned into text instead of failing on it', () => {
    const file = JSON.stringify({ ...bambusTrick, waiting: [{ toString: 1 }] })
    const settled = settleTrickFile(new TextEncoder().encode(file), false, translators[0]!)
    expect(settled).toEqual({
      exitCode: 1,
      output:
        'error waiting[0] [trick-cards]\n  {"toString":1} is not a card of this game, or it is played twice.\n',
    })
    const game = settleTrickFile(
      new TextEncoder().encode('{"game": {"toString": 1}}'),
      false,
      translators[0]!,
    )
    expect(game.exitCode).toBe(1)
    expect(game.output).toContain('error game [log.game]')
    expect(game.output).toContain('("{"toString":1}")')
  })

  it('cuts a long value short in the message', () => {
    const file = JSON.stringify({ ...bambusTrick, waiting: ['x'.repeat(1_000_000)] })
    const settled = settleTrickFile(new TextEncoder().encode(file), false, translators[0]!)
    expect(settled.output).toContain(`${'x'.repeat(59)}… is not a card`)
    expect(settled.output.length).toBeLessThan(200)
  })
})
