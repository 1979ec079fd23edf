import { errorsOf, scoreGameLog, validateGameLog, type Problem } from '../../../../engine'
import {
  explainHand,
  transformationFamilies,
  resolveRules,
  type MysteryRummyLog,
  type MysteryRummyScore,
  type HandRecord,
  type HandScore,
  type Identity,
  type Variants,
} from '../../engine'

/**
 * "What if…" on a saved hand: a change the players try out, applied to a copy of the game log
 * and run through the engine. Nothing here touches the log it is given; every number shown
 * comes from validateGameLog, scoreGameLog and explainHand on the changed copy.
 */

/** Where the Transformation is in the what-if hand. */
export type TransformationChoice =
  | { kind: 'none' }
  | { kind: 'area'; owner: string; family: string; cards: number; playedBy: string }
  | { kind: 'held'; player: string }

export interface Scenario {
  identity: Identity
  transformation: TransformationChoice
  variants: Variants
}

export type WhatIfOutcome =
  | {
      ok: true
      log: MysteryRummyLog
      score: MysteryRummyScore
      hand: HandScore
      warnings: Problem[]
    }
  | { ok: false; log: MysteryRummyLog; problems: Problem[] }

/** A plain, deep copy: the log may be a reactive proxy, which structuredClone refuses. */
function copyOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

function handAt(log: MysteryRummyLog, number: number): HandRecord {
  const hand = log.hands[number - 1]
  if (!hand) throw new RangeError(`the game has no hand ${number}`)
  return hand
}

/** Where the Transformation is in a hand as recorded. */
export function transformationOf(hand: HandRecord): TransformationChoice {
  for (const [owner, area] of Object.entries(hand.areas)) {
    const placement = area.transformation
    if (placement) {
      return {
        kind: 'area',
        owner,
        family: placement.family,
        cards: placement.cards,
        playedBy: placement.playedBy ?? owner,
      }
    }
  }
  for (const [player, held] of Object.entries(hand.leftInHand ?? {})) {
    if ('cards' in held && typeof held.cards === 'object' && held.cards !== null) {
      if (((held.cards as Record<string, number>).transformation ?? 0) > 0) {
        return { kind: 'held', player }
      }
    } else if (held.transformation === true) {
      return { kind: 'held', player }
    }
  }
  return { kind: 'none' }
}

/** The saved hand as a scenario: the starting point, and what Reset goes back to. */
export function savedScenario(log: MysteryRummyLog, number: number): Scenario {
  const hand = handAt(log, number)
  return {
    identity: hand.identity,
    transformation: transformationOf(hand),
    variants: { ...resolveRules(log).variants },
  }
}

export function sameChoice(a: TransformationChoice, b: TransformationChoice): boolean {
  return choiceKey(a) === choiceKey(b)
}

/** A stable key for a choice: the value of its option in a list. */
export function choiceKey(choice: TransformationChoice): string {
  switch (choice.kind) {
    case 'none':
      return 'none'
    case 'held':
      return `held:${choice.player}`
    case 'area':
      return `area:${choice.owner}:${choice.family}:${choice.cards}:${choice.playedBy}`
  }
}

export function sameScenario(a: Scenario, b: Scenario): boolean {
  return (
    a.identity === b.identity &&
    sameChoice(a.transformation, b.transformation) &&
    a.variants.transformationPoints === b.variants.transformationPoints &&
    a.variants.transformationHeldPenalty === b.variants.transformationHeldPenalty
  )
}

/** Who played the Transformation, as far as the saved hand tells: kept when it is moved. */
function playerOf(saved: TransformationChoice, fallback: string): string {
  if (saved.kind === 'area') return saved.playedBy
  if (saved.kind === 'held') return saved.player
  return fallback
}

/**
 * Every place the Transformation could rest instead: on 1 card or on a whole meld (3 or more,
 * lay-offs included) of a J or H family in either area, in the hand of a player who did not
 * go out, or nowhere. The saved place is always among them.
 */
export function transformationChoices(
  log: MysteryRummyLog,
  number: number,
): TransformationChoice[] {
  const hand = handAt(log, number)
  const saved = transformationOf(hand)
  const choices: TransformationChoice[] = [{ kind: 'none' }]
  for (const player of log.players) {
    if (hand.ending.type === 'went-out' && hand.ending.player === player.id) continue
    choices.push({ kind: 'held', player: player.id })
  }
  for (const player of log.players) {
    const evidence = hand.areas[player.id]?.evidence ?? {}
    for (const family of transformationFamilies(evidence)) {
      const count = evidence[family] ?? 0
      const playedBy = playerOf(saved, player.id)
      const covers = [1]
      for (let cards = 3; cards <= count; cards += 1) covers.push(cards)
      for (const cards of covers) {
        if (cards > count) continue
        choices.push({ kind: 'area', owner: player.id, family, cards, playedBy })
      }
    }
  }
  if (!choices.some((choice) => sameChoice(choice, saved))) choices.push(saved)
  return choices
}

function withoutTransformation(hand: HandRecord): void {
  for (const area of Object.values(hand.areas)) delete area.transformation
  for (const held of Object.values(hand.leftInHand ?? {})) {
    if ('cards' in held && typeof held.cards === 'object' && held.cards !== null) {
      delete (held.cards as Record<string, number>).transformation
    } else if ('transformation' in held) {
      held.transformation = false
    }
  }
}

function placeTransformation(hand: HandRecord, choice: TransformationChoice): void {
  if (choice.kind === 'area') {
    const area = (hand.areas[choice.owner] ??= {})
    area.transformation = { family: choice.family, cards: choice.cards, playedBy: choice.playedBy }
  } else if (choice.kind === 'held') {
    const leftInHand = (hand.leftInHand ??= {})
    const held = leftInHand[choice.player]
    if (!held) leftInHand[choice.player] = { cards: { transformation: 1 } }
    else if ('cards' in held && typeof held.cards === 'object' && held.cards !== null) {
      ;(held.cards as Record<string, number>).transformation = 1
    } else held.transformation = true
  }
}

/** A changed copy of the log: the saved one is never modified. */
export function applyScenario(
  log: MysteryRummyLog,
  number: number,
  scenario: Scenario,
): MysteryRummyLog {
  const changed = copyOf(log)
  const hand = handAt(changed, number)
  hand.identity = scenario.identity
  const saved = transformationOf(hand)
  if (!sameChoice(saved, scenario.transformation)) {
    withoutTransformation(hand)
    placeTransformation(hand, scenario.transformation)
  }
  const current = resolveRules(changed).variants
  if (
    current.transformationPoints !== scenario.variants.transformationPoints ||
    current.transformationHeldPenalty !== scenario.variants.transformationHeldPenalty
  ) {
    changed.rules = {
      ...changed.rules,
      variants: { ...changed.rules?.variants, ...scenario.variants },
    }
  }
  return changed
}

/** The what-if game through the engine: its scores, or the problems that make it impossible. */
export function runScenario(
  log: MysteryRummyLog,
  number: number,
  scenario: Scenario,
): WhatIfOutcome {
  const changed = applyScenario(log, number, scenario)
  const problems = validateGameLog(changed)
  const errors = errorsOf(problems)
  if (errors.length > 0) return { ok: false, log: changed, problems: errors }
  const score = scoreGameLog(changed)
  const hand = explainHand(changed, number)
  if (!hand) throw new RangeError(`the game has no hand ${number}`)
  return { ok: true, log: changed, score, hand, warnings: problems }
}

export interface PlayerComparison {
  player: string
  saved: { hand: number; total: number }
  whatIf: { hand: number; total: number }
  difference: { hand: number; total: number }
}

/** Each player's hand score and total after that hand, as saved and as they would be. */
export function compareScores(
  saved: MysteryRummyScore,
  whatIf: MysteryRummyScore,
  number: number,
): PlayerComparison[] {
  const before = saved.hands[number - 1]
  const after = whatIf.hands[number - 1]
  if (!before || !after) throw new RangeError(`the game has no hand ${number}`)
  return Object.keys(before.totals).map((player) => {
    const savedHand = before.scores[player] ?? 0
    const savedTotal = before.totals[player] ?? 0
    const hand = after.scores[player] ?? 0
    const total = after.totals[player] ?? 0
    return {
      player,
      saved: { hand: savedHand, total: savedTotal },
      whatIf: { hand, total },
      difference: { hand: hand - savedHand, total: total - savedTotal },
    }
  })
}
