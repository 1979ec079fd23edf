// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { scoreGameLog, validateGameLog } from '../../../../../src/engine'
import { type MysteryRummyLog } from '../../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import {
  applyScenario,
  compareScores,
  runScenario,
  savedScenario,
  sameScenario,
  transformationChoices,
  type Scenario,
} from '../../../../../src/games/mystery-rummy-jekyll-hyde/screens/what-if/scenario'
import { game, rescored } from '../../../../renderer/score-sheet/games'

const example = 'rulebook-transformation-on-opponent-meld'

/** Runs a scenario and insists it scores. */
function scored(log: MysteryRummyLog, number: number, scenario: Scenario) {
  const outcome = runScenario(log, number, scenario)
  if (!outcome.ok) throw new Error(`unexpected problems: ${JSON.stringify(outcome.problems)}`)
  return outcome
}

describe('what-if scenarios', () => {
  it('starts from the hand as saved, which scores exactly as saved', () => {
    const { log, score } = game(example)
    const saved = savedScenario(log, 1)

    expect(saved).toEqual({
      identity: 'jekyll',
      transformation: {
        kind: 'area',
        owner: 'ada',
        family: 'utterson',
        cards: 3,
        playedBy: 'bram',
      },
      variants: { transformationPoints: 'area-owner', transformationHeldPenalty: 10 },
    })
    expect(applyScenario(log, 1, saved)).toEqual(log)
    expect(scored(log, 1, saved).score).toEqual(score)
  })

  it("flips the side on the rulebook's Transformation example exactly as the engine scores it", () => {
    const { log, score } = game(example)
    const before = structuredClone(log)

    const outcome = scored(log, 1, { ...savedScenario(log, 1), identity: 'hyde' })

    const expected = rescored(log, (copy) => {
      copy.hands[0]!.identity = 'hyde'
      return copy
    }).score
    expect(outcome.score).toEqual(expected)
    expect(outcome.score.hands[0]?.scores).toEqual({ ada: 27, bram: 32 })
    expect(compareScores(score, outcome.score, 1)).toEqual([
      {
        player: 'ada',
        saved: { hand: 17, total: 17 },
        whatIf: { hand: 27, total: 27 },
        difference: { hand: 10, total: 10 },
      },
      {
        player: 'bram',
        saved: { hand: 46, total: 46 },
        whatIf: { hand: 32, total: 32 },
        difference: { hand: -14, total: -14 },
      },
    ])
    // The transformed Uttersons now double under Hyde: the engine's own lines say so.
    expect(outcome.hand.breakdown.ada?.find((line) => line.kind === 'evidence')).toMatchObject({
      family: 'utterson',
      letter: 'H',
      transformed: true,
      doubling: 'doubled',
    })
    expect(log).toEqual(before)
  })

  it('removes the Transformation', () => {
    const { log } = game(example)
    const outcome = scored(log, 1, { ...savedScenario(log, 1), transformation: { kind: 'none' } })

    expect(outcome.log.hands[0]?.areas.ada?.transformation).toBeUndefined()
    expect(outcome.score.hands[0]?.scores).toEqual({ ada: 18, bram: 46 })
  })

  it("moves the Transformation onto a whole meld in the other player's area", () => {
    const { log } = game(example)
    const scenario: Scenario = {
      ...savedScenario(log, 1),
      transformation: {
        kind: 'area',
        owner: 'bram',
        family: 'enfields-story',
        cards: 3,
        playedBy: 'bram',
      },
    }

    const outcome = scored(log, 1, scenario)

    expect(outcome.log.hands[0]?.areas.ada?.transformation).toBeUndefined()
    expect(outcome.log.hands[0]?.areas.bram?.transformation).toEqual({
      family: 'enfields-story',
      cards: 3,
      playedBy: 'bram',
    })
    // Every card in front of Bram is now J while Jekyll is up: a shut-out.
    expect(outcome.score.hands[0]).toMatchObject({ shutOut: 'bram', scores: { ada: 0, bram: 57 } })
    expect(outcome.score).toEqual(scoreGameLog(outcome.log))
  })

  it('moves the Transformation onto a single card', () => {
    const { log } = game(example)
    const outcome = scored(log, 1, {
      ...savedScenario(log, 1),
      transformation: {
        kind: 'area',
        owner: 'ada',
        family: 'hyde-awakes',
        cards: 1,
        playedBy: 'bram',
      },
    })

    expect(outcome.log.hands[0]?.areas.ada?.transformation).toEqual({
      family: 'hyde-awakes',
      cards: 1,
      playedBy: 'bram',
    })
    expect(outcome.score).toEqual(scoreGameLog(outcome.log))
  })

  it('moves the Transformation into the hand of the player who did not go out', () => {
    const { log } = game(example)
    const outcome = scored(log, 1, {
      ...savedScenario(log, 1),
      transformation: { kind: 'held', player: 'ada' },
    })

    expect(outcome.log.hands[0]?.leftInHand?.ada).toEqual({
      cards: { 'carew-murder-case': 2, transformation: 1 },
    })
    // 17 as saved: its 5 points leave her area, her 3 Uttersons are J and double again (+6),
    // and holding it costs 10.
    expect(outcome.score.hands[0]?.scores).toEqual({ ada: 8, bram: 46 })
  })

  it('offers every place the Transformation can rest, and never the hand of who went out', () => {
    const { log } = game(example)
    const choices = transformationChoices(log, 1)

    expect(choices).toContainEqual({ kind: 'none' })
    expect(choices).toContainEqual({ kind: 'held', player: 'ada' })
    expect(choices).not.toContainEqual({ kind: 'held', player: 'bram' })
    expect(choices).toContainEqual(savedScenario(log, 1).transformation)
    // 1 card or a meld of 3 or more, of a J or H family with cards there.
    const onBram = choices.filter((choice) => choice.kind === 'area' && choice.owner === 'bram')
    expect(onBram.map((choice) => choice.kind === 'area' && [choice.family, choice.cards])).toEqual(
      [
        ['utterson', 1],
        ['poole', 1],
        ['poole', 3],
        ['jekylls-will', 1],
        ['jekylls-will', 3],
        ['jekylls-theory', 1],
        ['jekylls-theory', 3],
        ['enfields-story', 1],
        ['enfields-story', 3],
      ],
    )
    for (const transformation of choices) {
      const outcome = runScenario(log, 1, { ...savedScenario(log, 1), transformation })
      expect(outcome.ok).toBe(true)
    }
  })

  it('switches who scores the Transformation card', () => {
    const { log } = game(example)
    const scenario = savedScenario(log, 1)
    const outcome = scored(log, 1, {
      ...scenario,
      variants: { ...scenario.variants, transformationPoints: 'player-who-played' },
    })

    expect(outcome.log.rules?.variants?.transformationPoints).toBe('player-who-played')
    expect(outcome.score.rules.variants.transformationPoints).toBe('player-who-played')
    expect(outcome.score.hands[0]?.scores).toEqual({ ada: 12, bram: 51 })
  })

  it('switches the cost of holding the Transformation', () => {
    const { log, score } = game('transformation-held-in-hand')
    const scenario = savedScenario(log, 1)
    expect(scenario.transformation).toEqual({ kind: 'held', player: 'bram' })

    const outcome = scored(log, 1, {
      ...scenario,
      variants: { ...scenario.variants, transformationHeldPenalty: 5 },
    })

    const bram = compareScores(score, outcome.score, 1).find((row) => row.player === 'bram')
    expect(bram?.difference.hand).toBe(5)
    expect(outcome.score).toEqual(
      scoreGameLog({ ...log, rules: { ...log.rules, variants: { transformationHeldPenalty: 5 } } }),
    )
  })

  it("reports the engine's problem when the change makes the hand impossible", () => {
    const { log } = game(example)
    const intoGoersHand = runScenario(log, 1, {
      ...savedScenario(log, 1),
      transformation: { kind: 'held', player: 'bram' },
    })
    expect(intoGoersHand.ok).toBe(false)
    if (intoGoersHand.ok) return
    expect(intoGoersHand.problems).toEqual(
      validateGameLog(intoGoersHand.log).filter((problem) => problem.severity === 'error'),
    )
    expect(intoGoersHand.problems.map((problem) => problem.rule)).toEqual([
      'hand.went-out-holds-nothing',
    ])

    const onTwoCards = runScenario(log, 1, {
      ...savedScenario(log, 1),
      transformation: {
        kind: 'area',
        owner: 'ada',
        family: 'utterson',
        cards: 2,
        playedBy: 'bram',
      },
    })
    expect(!onTwoCards.ok && onTwoCards.problems.map((problem) => problem.rule)).toEqual([
      'transformation.coverage',
    ])
  })

  it('reports the hands that would come after an earlier win', () => {
    // Hand 3 ties at 100; flipped, someone wins there, and hands 4 and 5 cannot have been played.
    const { log } = game('game-tie-at-target')
    const outcome = runScenario(log, 3, { ...savedScenario(log, 3), identity: 'hyde' })

    expect(savedScenario(log, 3).identity).toBe('jekyll')
    expect(!outcome.ok && outcome.problems.map((problem) => [problem.rule, problem.path])).toEqual([
      ['series.after-win', 'hands[3]'],
      ['series.after-win', 'hands[4]'],
    ])
  })

  it('tells a changed scenario from the saved one', () => {
    const { log } = game(example)
    const saved = savedScenario(log, 1)
    expect(sameScenario(saved, savedScenario(log, 1))).toBe(true)
    expect(sameScenario(saved, { ...saved, identity: 'hyde' })).toBe(false)
    expect(sameScenario(saved, { ...saved, transformation: { kind: 'none' } })).toBe(false)
  })
})
