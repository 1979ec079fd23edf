import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import {
  decodeGameLogBytes,
  parseGameLog,
  validateGameLog,
  type GameLog,
  type Problem,
} from '../../../src/engine'
import { type HandRecord } from '../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { mysteryRummyReference } from '../../../src/games/mystery-rummy-jekyll-hyde/words/reference'
import { entriesOf, entryOfRule } from '../../../src/shared/rules/reference'
import { gameLog, plainHand } from '../../games/mystery-rummy-jekyll-hyde/screens/hand-entry/logs'
import { cleanUpRules, mountRules } from './mount-rules'

enableAutoUnmount(afterEach)
afterEach(cleanUpRules)

/** Ada went out with only 3 cards on the table, and nothing is entered for Bram's hand. */
const suspiciousHand: HandRecord = {
  identity: 'jekyll',
  ending: { type: 'went-out', player: 'ada' },
  areas: { ada: { evidence: { poole: 3 } } },
}

/** A hand breaking as many rules as one hand can. */
const impossibleHand = {
  dealer: 'zed',
  scribble: 'a field Casebook does not know',
  identity: 'jekyll',
  ending: { type: 'went-out', player: 'ada' },
  areas: {
    ada: {
      evidence: { poole: 2.5, utterson: 6, stevenson: 1, 'lanyons-story': 3, joker: 3 },
      transformation: { family: 'lanyons-story', cards: 1 },
    },
    bram: {
      evidence: { 'hyde-awakes': 3 },
      transformation: { family: 'hyde-awakes', cards: 5 },
    },
  },
  leftInHand: {
    ada: { cards: { potion: 1 } },
    bram: { cards: { potion: 1 }, points: 3 },
  },
} as unknown as HandRecord

function problemsOfImpossibleGames(): Problem[] {
  const broken = gameLog([impossibleHand], {
    rules: {
      targetScore: 0,
      deck: { joker: { value: 1 }, poole: { value: -1 } },
      variants: { doubleStevenson: true },
    },
  })
  const badPlayers = gameLog([], {
    players: [
      { id: 'ada', name: 'Ada' },
      { id: 'ada', name: 'Ada again' },
      { id: 'Bram Stoker', name: 'Bram' },
    ],
  })
  const afterTheWin = gameLog([plainHand, plainHand], { rules: { targetScore: 1 } })
  // More points left in hand than the cards off the table could make.
  const tooManyPoints = gameLog([{ ...plainHand, leftInHand: { bram: { points: 250 } } }])
  const header = { format: 'casebook/game-log', version: 1, game: 'mystery-rummy-jekyll-hyde' }
  const unreadable = [
    'not json',
    JSON.stringify({ format: 'something-else' }),
    JSON.stringify({ ...header, version: 99 }),
    JSON.stringify({ ...header, game: 'chess' }),
    JSON.stringify({ ...header, players: 'Ada and Bram', hands: [] }),
    JSON.stringify({ ...header, players: [], hands: [], prototype: 1 }),
    '{"format": "casebook/game-log", "format": "casebook/game-log"}',
    `{"format": "casebook/game-log", "notes": ${'['.repeat(70)}${']'.repeat(70)}}`,
  ].flatMap((text) => {
    const read = parseGameLog(text)
    return read.ok ? [] : read.problems
  })
  const utf16 = decodeGameLogBytes(new Uint8Array([0xff, 0xfe, 0x7b, 0, 0x7d, 0]))
  if (!utf16.ok) unreadable.push(...utf16.problems)
  return [
    ...validateGameLog(gameLog([suspiciousHand])),
    ...validateGameLog(broken as GameLog),
    ...validateGameLog(badPlayers as GameLog),
    ...validateGameLog(afterTheWin),
    ...validateGameLog(tooManyPoints),
    ...unreadable,
  ]
}

describe('errors and warnings in the reference', () => {
  const problems = problemsOfImpossibleGames()

  it('mark each rule as the engine reports it', () => {
    const shown = problems.map((problem) => [
      problem.rule,
      entryOfRule(mysteryRummyReference, problem.rule)?.check,
    ])
    expect(shown).toEqual(problems.map((problem) => [problem.rule, problem.severity]))
  })

  it('are marked only on rules the engine checks', () => {
    const checked = new Set(problems.map((problem) => problem.rule))
    const marked = entriesOf(mysteryRummyReference).flatMap((entry) =>
      entry.check ? [entry.rule] : [],
    )
    expect(marked.filter((rule) => rule === null || !checked.has(rule))).toEqual([])
    expect(problems.some((problem) => problem.severity === 'warning')).toBe(true)
  })

  it('show as a badge beside the rule id, in the language on screen', async () => {
    const { wrapper } = await mountRules('/rules', 'fr')
    expect(wrapper.get('#rule-count-whole [data-check]').text()).toBe('Vérifié\u00a0: erreur')
    expect(wrapper.get('#rule-hand-left-in-hand-missing [data-check]').text()).toBe(
      'Vérifié\u00a0: avertissement',
    )
    expect(wrapper.find('#rule-score-doubling [data-check]').exists()).toBe(false)
  })
})
