import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkGameLog,
  errorsOf,
  gameModuleOf,
  gameModules,
  handFactsOf,
  parseGameLog,
  scoreGameLog,
  serialiseGameLog,
  settingsOf,
  validateGameLog,
  type GameLog,
  type GameScore,
  type Phrase,
  type PhraseParam,
} from '../../src/engine'
import { exportJson } from '../../src/shared/export'
import { messages } from '../../src/shared/i18n'
import { loadGameCatalogs } from '../../src/shared/games/catalogs'
import { supportedLocales } from '../../src/shared/i18n/locales'
import { gameTestKits } from './registered-games'

const gameCatalogs = await loadGameCatalogs()

/**
 * The contract every registered game must keep (docs/adding-a-game.md): its golden logs score
 * as computed by hand, a hand's lines add up to its scores, a log survives export and import,
 * every phrase it shows exists in both languages, and random valid logs validate and score.
 */
const gamesRoot = join(import.meta.dirname, '../games')

interface Expected {
  hands: { number: number; scores: Record<string, number> }[]
  totals: Record<string, number>
  status: string
  winner: string | null
}

describe.each(gameModules.map((module) => [module.id, module] as const))(
  'the game %s',
  (id, module) => {
    const kit = gameTestKits[id]

    it('has a test kit: golden logs and an arbitrary of valid logs', () => {
      expect(kit, `tests/contract/registered-games.ts has no entry for ${id}`).toBeDefined()
    })
    if (!kit) return
    const folder = join(gamesRoot, kit.fixtures, 'fixtures')
    const golden = readdirSync(folder)
      .filter((file) => file.endsWith('.json') && !file.endsWith('.expected.json'))
      .map((file) => file.replace(/\.json$/, ''))

    it('seats a sensible number of players and names its rules', () => {
      expect(module.seats.min).toBeGreaterThanOrEqual(2)
      expect(module.seats.max).toBeGreaterThanOrEqual(module.seats.min)
      expect(new Set(module.ruleIds).size).toBe(module.ruleIds.length)
    })

    it('names each role it gives in both languages, in the words the command line reads', () => {
      expect(new Set(module.roleKinds.map((kind) => kind.id)).size).toBe(module.roleKinds.length)
      for (const locale of supportedLocales) {
        const catalog = Object.assign({}, ...gameCatalogs.map((part) => part[locale]))
        const missing = module.roleKinds.filter(
          (kind) => typeof lookUp(catalog, `${id}.roles.${kind.id}`) !== 'string',
        )
        expect(missing, `${locale} lacks these roles' names`).toEqual([])
      }
    })

    it('is linked to BoardGameGeek by a whole id, or not at all', () => {
      const linked = module.boardGameGeekId
      expect(linked === null || (Number.isInteger(linked) && linked > 0)).toBe(true)
    })

    it.each(golden)(
      'gives in %s only the roles it declares, hands for a role held hand by hand',
      (name) => {
        const checked = checkGameLog(readFileSync(join(folder, `${name}.json`), 'utf8'))
        if (!checked.ok) expect.fail(JSON.stringify(checked.problems))
        const perOf = new Map(module.roleKinds.map((kind) => [kind.id, kind.per]))
        for (const result of gameModuleOf(id)!.roles(checked.log, checked.score)) {
          expect(perOf.has(result.role), result.role).toBe(true)
          expect(result.hands !== undefined).toBe(perOf.get(result.role) === 'hand')
          expect(checked.log.players.some((player) => player.id === result.player)).toBe(true)
        }
      },
    )

    it.each(golden)('scores the golden log %s as computed by hand', (name) => {
      const checked = checkGameLog(readFileSync(join(folder, `${name}.json`), 'utf8'))
      if (!checked.ok) expect.fail(JSON.stringify(checked.problems))
      expect(checked.log.game).toBe(id)
      const expected = JSON.parse(
        readFileSync(join(folder, `${name}.expected.json`), 'utf8'),
      ) as Expected
      expect(checked.score.hands.map(({ number, scores }) => ({ number, scores }))).toEqual(
        expected.hands.map(({ number, scores }) => ({ number, scores })),
      )
      expect(checked.score.totals).toEqual(expected.totals)
      expect(checked.score.status).toBe(expected.status)
      expect(checked.score.winner).toBe(expected.winner)
    })

    it.each(golden)('explains every hand of %s in lines that add up to its scores', (name) => {
      const checked = checkGameLog(readFileSync(join(folder, `${name}.json`), 'utf8'))
      if (!checked.ok) expect.fail(JSON.stringify(checked.problems))
      expectLinesAddUp(checked.log, checked.score)
    })

    it.each(golden)('survives export and import of %s unchanged', (name) => {
      const checked = checkGameLog(readFileSync(join(folder, `${name}.json`), 'utf8'))
      if (!checked.ok) expect.fail(JSON.stringify(checked.problems))
      const again = checkGameLog(exportJson(checked.log))
      if (!again.ok) expect.fail(JSON.stringify(again.problems))
      expect(again.log).toEqual(checked.log)
      expect(again.score).toEqual(checked.score)
    })

    it.each(golden)('shows %s only in phrases both languages have', (name) => {
      const keys = phraseKeysOf(join(folder, `${name}.json`))
      for (const locale of supportedLocales) {
        const catalog = Object.assign(
          {},
          messages[locale],
          ...gameCatalogs.map((part) => part[locale]),
        )
        const missing = [...keys].filter((key) => typeof lookUp(catalog, key) !== 'string')
        expect(missing, `${locale} lacks these messages`).toEqual([])
      }
    })

    // The core words what it says itself (a series' status, a list, a setting's label and
    // value); what a game's facts say is in its own part, loaded with the game (decision 0014).
    it.each(golden)('words %s from its own catalog part, loaded with the game', (name) => {
      const keys = [...phraseKeysOf(join(folder, `${name}.json`))]
      const stray = keys.filter((key) => !key.startsWith(`${id}.`))
      expect(stray, 'keys outside the game’s own part').toEqual([])
    })

    it('validates and scores random valid logs, which also survive a round trip', () => {
      fc.assert(
        fc.property(kit.validLog, (log) => {
          expect(errorsOf(validateGameLog(log))).toEqual([])
          const score = scoreGameLog(log)
          expectLinesAddUp(log, score)
          const read = parseGameLog(serialiseGameLog(log))
          if (!read.ok) expect.fail(JSON.stringify(read.problems))
          expect(scoreGameLog(read.log)).toEqual(score)
        }),
        { numRuns: 60 },
      )
    })
  },
)

/** Each part's lines add up to its score, and each player receives the parts they belong to. */
function expectLinesAddUp(log: GameLog, score: GameScore): void {
  for (const hand of score.hands) {
    const facts = handFactsOf(log, hand.number)
    expect(facts).not.toBeNull()
    const received: Record<string, number> = {}
    for (const part of facts!.parts) {
      const sum = part.lines.reduce((total, line) => total + (line.points ?? 0), 0)
      expect(sum, `hand ${hand.number}, part ${part.id}`).toBe(part.score)
      for (const player of part.receivers) received[player] = (received[player] ?? 0) + part.score
    }
    for (const player of log.players) {
      expect(received[player.id] ?? 0, `hand ${hand.number}, ${player.id}`).toBe(
        hand.scores[player.id],
      )
    }
  }
}

/** Every key of every phrase a golden log shows: settings, sheet, holders, hands' facts. */
function phraseKeysOf(file: string): Set<string> {
  const checked = checkGameLog(readFileSync(file, 'utf8'))
  if (!checked.ok) expect.fail(JSON.stringify(checked.problems))
  const phrases: Phrase[] = settingsOf(checked.log).flatMap((setting) =>
    typeof setting.value === 'number' ? [setting.label] : [setting.label, setting.value],
  )
  const columns = gameModuleOf(checked.log.game)!.sheetColumns(checked.log)
  phrases.push(...columns.before, ...columns.after)
  for (const holder of checked.score.holders)
    if (!('player' in holder.label)) phrases.push(holder.label)
  for (const hand of checked.score.hands) {
    phrases.push(...hand.badges.map((badge) => badge.text))
    const facts = handFactsOf(checked.log, hand.number)!
    phrases.push(...facts.summary, ...facts.badges.map((badge) => badge.text))
    for (const part of facts.parts) {
      if (!('player' in part.label)) phrases.push(part.label)
      phrases.push(...part.lines.map((line) => line.text))
    }
    phrases.push(...facts.notes.map((line) => line.text))
    for (const cell of [...facts.sheet.before, ...facts.sheet.after]) {
      if (cell !== null && !('player' in cell)) phrases.push(cell)
    }
  }
  return new Set(phrases.flatMap((phrase) => keysOf(phrase, checked.log.game)))
}

/** A phrase's keys, and the key of each card it names: a card is named by its game's part. */
function keysOf(phrase: Phrase, game: string): string[] {
  const params = Object.values(phrase.params ?? {})
  return [phrase.key, ...params.flatMap((param) => paramKeys(param, game))]
}

function paramKeys(param: PhraseParam, game: string): string[] {
  if (typeof param !== 'object') return []
  if ('key' in param) return keysOf(param, game)
  if ('card' in param) return [`${game}.cards.${param.card}`]
  if ('list' in param) return param.list.flatMap((item) => paramKeys(item, game))
  return []
}

function lookUp(tree: unknown, key: string): unknown {
  let node = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}
