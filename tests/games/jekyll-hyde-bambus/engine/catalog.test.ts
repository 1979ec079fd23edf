import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Phrase, PhraseParam, SettingFact } from '../../../../src/engine/core/game-module'
import type { Problem } from '../../../../src/engine/core/problems'
import {
  cardIds,
  explainTrick,
  jekyllHydeBambus,
  playHand,
  readTrickInput,
  refereeTrick,
  ruleIds,
  type CardId,
  type TrickInput,
} from '../../../../src/games/jekyll-hyde-bambus/engine'
import { hasMessage, messageOf, placeholdersOf } from './phrases'
import {
  checkLog,
  fourPlayerHand,
  fourPlayers,
  gameLog,
  readLog,
  threePlayerHand,
  threePlayers,
} from './support'

const locales = ['en', 'fr'] as const

/** The anchors of scoring lines and settings: they name rules, but no problem breaks them. */
const explanationRules = new Set(['seating-card', 'first-jekyll', 'end-tie', 'game-end'])
const problemRules = ruleIds.filter((id) => !id.startsWith('score-') && !explanationRules.has(id))

/** Logs and tricks that break each rule, to see every problem the engine can give. */
function problemCorpus(): Problem[] {
  const four = (hand: Record<string, unknown>, rules?: object) =>
    gameLog(fourPlayers, [fourPlayerHand(hand)], rules)
  const three = (hand: Record<string, unknown>, rules?: object) =>
    gameLog(threePlayers, [threePlayerHand(hand)], rules)
  const logs = [
    gameLog([...fourPlayers, { id: 'ghost', name: 'Casper' }], []),
    four({}, []),
    four({}, { targetScore: 0, variants: { seatingCard: 'C' }, deck: { 'j-z': { value: 1 } } }),
    four({}, { deck: { 'h-f6': { value: 100 } } }),
    three({}, { variants: { seatingCard: 'B' } }),
    four({ solo: 'p1', seats: ['p1'], dealer: 'p9' }),
    four({ jekyll: ['p1', 'p2'] }),
    four({ jekyll: ['p1'] }),
    gameLog(fourPlayers, [
      fourPlayerHand(),
      fourPlayerHand({ dealer: 'p3', jekyll: ['p2', 'p4'] }),
    ]),
    three({ solo: 'p9' }),
    three({ seats: ['p1', 'ghost', 'p2', 'p3'] }),
    four({ captured: {} }),
    four({ captured: { jekyll: ['j-z', 'j-a', 'j-a'] } }),
    four({ captured: { jekyll: ['j-a'], hyde: [] } }),
    four({ captured: { jekyll: ['j-a', 'j-b', 'j-c', 'h-a', 'h-b', 'h-c'] } }),
    four({ captured: { jekyll: ['j-a', 'j-b', 'j-c', 'h-a'] } }),
    four({ captured: { jekyll: ['j-a', 'h-a', 'j-b', 'h-b'], neutral: ['j-c'] } }),
    four({
      captured: { jekyll: ['j-a', 'h-a', 'j-b', 'h-b'], neutral: ['j-c', 'h-c', 'j-d', 'h-d'] },
    }),
    four({ captured: { jekyll: ['j-transformation', 'h-a', 'j-a', 'h-f7'] } }),
    gameLog(
      fourPlayers,
      ['p4', 'p1', 'p2', 'p3'].map((dealer) => fourPlayerHand({ dealer, captured: { hyde: [] } })),
    ),
    gameLog(fourPlayers, [
      fourPlayerHand(),
      fourPlayerHand({ dealer: 'p3', seats: ['p1', 'p4', 'p3', 'p2'] }),
    ]),
    gameLog(threePlayers, [
      threePlayerHand({ dealer: 'p2' }),
      threePlayerHand({ dealer: 'p1', solo: 'p2', seats: ['p1', 'p2', 'p3', 'ghost'] }),
    ]),
  ]
  const problems = logs.flatMap((log) => checkLog(log).problems)
  const read = jekyllHydeBambus.read(four({ captured: { jeckyll: [] }, note: 1 }), true)
  if (!read.ok) problems.push(...read.problems)
  const sides = { p1: 'jekyll', p2: 'hyde', p3: 'jekyll', p4: 'hyde' } as const
  const plays = (...cards: string[]) =>
    cards.map((card, index) => ({ seat: `p${index + 1}`, card: card as CardId }))
  const tricks: TrickInput[] = [
    { sides, waiting: [], last: false, plays: plays('j-a') },
    { sides, waiting: [], last: false, plays: plays('j-a', 'j-a', 'j-b', 'h-b') },
    { sides, waiting: [], last: false, plays: plays('h-a', 'h-b', 'j-b', 'h-c') },
    { sides, waiting: ['j-c'], last: false, plays: plays('j-a', 'h-a', 'j-b', 'h-b') },
  ]
  for (const trick of tricks) {
    const result = refereeTrick(trick)
    if (!result.ok) problems.push(result.problem)
  }
  const outOfTurn = playHand(
    { seats: ['p1', 'p2', 'p3', 'p4'], dealer: 'p1', jekyll: ['p1', 'p3'] },
    [plays('j-a', 'h-a', 'j-b', 'h-b')],
  )
  if (!outOfTurn.ok) problems.push(outOfTurn.problem)
  const notATrick = readTrickInput({ game: 'mystery-rummy-jekyll-hyde' })
  if (!notATrick.ok) problems.push(notATrick.problem)
  return problems
}

/** Every phrase the engine gives for the golden logs and a few tricks. */
function phraseCorpus(): Phrase[] {
  const folder = join(import.meta.dirname, '../fixtures')
  const phrases: Phrase[] = []
  const changed = {
    variants: { seatingCard: 'B', endTie: 'shared' },
    deck: { 'j-remorse': { value: 4 }, 'h-f6': { value: 8 } },
  }
  phrases.push(
    ...jekyllHydeBambus.settings(readLog(gameLog(fourPlayers, [], changed))).flatMap(factPhrases),
  )
  for (const file of readdirSync(folder).filter((name) => !name.includes('.expected.'))) {
    const log = readLog(JSON.parse(readFileSync(join(folder, file), 'utf8')))
    phrases.push(...jekyllHydeBambus.settings(log).flatMap(factPhrases))
    for (const hand of jekyllHydeBambus.score(log).hands) {
      const facts = jekyllHydeBambus.explainHand(log, hand.number)!
      phrases.push(...hand.badges.map((badge) => badge.text))
      phrases.push(
        ...facts.parts.flatMap((part) => [
          part.label as Phrase,
          ...part.lines.map((line) => line.text),
        ]),
      )
      phrases.push(...facts.notes.map((line) => line.text), ...facts.summary)
    }
  }
  const sides = { p1: 'jekyll', p2: 'hyde', p3: 'jekyll', ghost: 'hyde' } as const
  const trick = (waiting: CardId[], last: boolean, ...cards: CardId[]) =>
    explainTrick(
      refereeTrick({
        sides,
        waiting,
        last,
        plays: cards.map((card, index) => ({ seat: ['p1', 'p2', 'p3', 'ghost'][index]!, card })),
      }),
    )
  const held: CardId[] = ['j-transformation', 'h-a', 'j-a', 'h-f7']
  phrases.push(
    ...trick([], false, 'j-b', 'h-c', 'j-f3', 'h-d'),
    ...trick([], false, 'j-d', 'h-d', 'j-f3', 'h-f4'),
    ...trick([], false, 'j-transformation', 'h-transformation', 'j-f3', 'h-f4'),
    ...trick(held, false, 'j-b', 'h-c', 'j-f3', 'h-d'),
    ...trick(held, false, 'j-b', 'h-transformation', 'j-f3', 'h-d'),
    ...trick(held, true, 'j-b', 'h-c', 'j-f3', 'h-d'),
    ...trick([], true, 'j-b', 'h-c', 'j-f3', 'h-d'),
    ...trick([], true, 'j-b', 'h-transformation', 'j-f3', 'h-d'),
    ...trick(held, true, 'j-b', 'h-transformation', 'j-f3', 'h-d'),
  )
  return phrases
}

/** A setting's label and its value, unless the value is a plain number. */
function factPhrases(fact: SettingFact): Phrase[] {
  return typeof fact.value === 'number' ? [fact.label] : [fact.label, fact.value]
}

/** A phrase and the phrases inside it. */
function withInner(phrase: Phrase): Phrase[] {
  const inner = Object.values(phrase.params ?? {}).filter(
    (param: PhraseParam): param is Phrase => typeof param === 'object' && 'key' in param,
  )
  return [phrase, ...inner.flatMap(withInner)]
}

/** What a message may fill: its parameters, and the French "de" form of each player. */
function fillable(params: Record<string, unknown>): string[] {
  return Object.entries(params).flatMap(([name, value]) => {
    const isPlayer =
      name === 'player' || (typeof value === 'object' && value !== null && 'player' in value)
    return isPlayer ? [name, `de${name[0]!.toUpperCase()}${name.slice(1)}`] : [name]
  })
}

describe('the catalog', () => {
  const problems = problemCorpus()

  it('has a message for every problem rule, and each rule can be broken', () => {
    for (const rule of problemRules) {
      for (const locale of locales) {
        expect(hasMessage(`jekyll-hyde-bambus.problems.${rule}`, locale), `${locale} ${rule}`).toBe(
          true,
        )
      }
    }
    expect(new Set(problems.map((problem) => problem.rule))).toEqual(new Set(problemRules))
  })

  it('fills every placeholder of a problem’s message from its parameters', () => {
    for (const problem of problems.filter((each) => each.rule !== 'log.schema')) {
      for (const locale of locales) {
        const missing = placeholdersOf(problem.messageKey, locale).filter(
          (name) => !fillable(problem.params).includes(name),
        )
        expect(missing, `${locale} ${problem.messageKey}`).toEqual([])
      }
    }
  })

  it('has every phrase the engine gives, every placeholder filled', () => {
    const phrases = phraseCorpus().flatMap(withInner)
    expect(phrases.length).toBeGreaterThan(100)
    for (const phrase of phrases) {
      for (const locale of locales) {
        expect(hasMessage(phrase.key, locale), `${locale} ${phrase.key}`).toBe(true)
        const missing = placeholdersOf(phrase.key, locale).filter(
          (name) => !fillable(phrase.params ?? {}).includes(name),
        )
        expect(missing, `${locale} ${phrase.key}`).toEqual([])
      }
    }
  })

  it('names every card in both languages, each name once', () => {
    for (const locale of locales) {
      const names = cardIds.map((card) => messageOf(`jekyll-hyde-bambus.cards.${card}`, locale))
      expect(names.every((name) => typeof name === 'string' && !name.includes('{'))).toBe(true)
      expect(new Set(names).size).toBe(cardIds.length)
    }
  })
})
