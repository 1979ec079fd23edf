import {
  evidenceFamilies,
  isEvidenceFamilyId,
  flipLetter,
  cardIndex,
  isCardId,
  letterOf,
  type CardId,
  type EvidenceFamilyId,
  type Letter,
} from './cards'
import { cardsAtFault, letterBreaksShutOut } from './shut-out'
import type {
  BreakdownLine,
  CardsAtFault,
  Doubling,
  EvidenceLine,
  HandScore,
  ShutOutLine,
  TransformationCardLine,
} from './breakdown'
import {
  isCardsLeft,
  type AreaRecord,
  type HandRecord,
  type LeftInHand,
  type TransformationHeldPenalty,
} from './log'
import { rules, type ResolvedRules } from './rules'

/**
 * Scores one hand of a valid log (spec: "Scoring one hand"). `players` are the log's two
 * player ids in order; `number` is the hand's 1-based position in the game.
 */
export function scoreHand(
  hand: HandRecord,
  players: readonly string[],
  resolved: ResolvedRules,
  number: number,
): HandScore {
  if (hand.ending.type === 'case-file-exhausted') return voidHand(players, number)

  const side = letterOf(hand.identity)
  const breakdown: Record<string, BreakdownLine[]> = {}
  for (const player of players) breakdown[player] = tableLines(hand.areas[player], side, resolved)
  creditTransformation(hand, players, resolved, breakdown)

  const goer = hand.ending.player
  const atFault = cardsAtFault(breakdown[goer] ?? [])
  const shutOut = atFault.length === 0
  breakdown[goer]?.push(shutOutLine(shutOut ? 'made' : 'missed', side, atFault, goer))

  for (const player of players) {
    if (player === goer) continue
    if (shutOut) {
      breakdown[player] = [shutOutLine('suffered', side, [], goer)]
    } else {
      breakdown[player]?.push(...leftInHandLines(hand.leftInHand?.[player], resolved))
    }
  }
  return { number, void: false, shutOut: shutOut ? goer : null, scores: sums(breakdown), breakdown }
}

/** What the score sheet keeps of a hand: `scoreHand` without its breakdown. */
export type HandResult = Pick<HandScore, 'number' | 'void' | 'shutOut' | 'scores'>

/**
 * The same scores as `scoreHand`, added up without writing the breakdown's lines: a game's
 * score needs only the sums, and a long game would make a dozen lines a hand for nothing. The
 * rules are those of `scoreHand`, step by step; a property test holds the two together.
 */
export function handResult(
  hand: HandRecord,
  players: readonly string[],
  resolved: ResolvedRules,
  number: number,
): HandResult {
  const scores: Record<string, number> = {}
  if (hand.ending.type === 'case-file-exhausted') {
    for (const player of players) scores[player] = 0
    return { number, void: true, shutOut: null, scores }
  }
  const side = letterOf(hand.identity)
  for (const player of players) scores[player] = tablePoints(hand.areas[player], side, resolved)
  const { transformationPoints } = resolved.variants
  for (const area of players) {
    const placement = hand.areas[area]?.transformation
    if (!placement) continue
    const credited = transformationPoints === 'area-owner' ? area : (placement.playedBy ?? area)
    if (players.includes(credited)) scores[credited]! += resolved.values.transformation
  }
  const goer = hand.ending.player
  const shutOut = !(players.includes(goer) && breaksAShutOut(hand.areas[goer], side))
  for (const player of players) {
    if (player === goer) continue
    if (shutOut) scores[player] = 0
    else scores[player]! += leftInHandPoints(hand.leftInHand?.[player], resolved)
  }
  return { number, void: false, shutOut: shutOut ? goer : null, scores }
}

/** The points of `tableLines`: each Evidence group doubled when its letter is the side up. */
function tablePoints(area: AreaRecord | undefined, side: 'J' | 'H', resolved: ResolvedRules) {
  let points = 0
  if (!area) return points
  for (const family in area.evidence) {
    const count = area.evidence[family] ?? 0
    if (!isEvidenceFamilyId(family) || !(count > 0)) continue
    const { letter, neverDoubles } = evidenceFamilies[family]
    const value = resolved.values[family]
    const covered =
      area.transformation?.family === family ? Math.min(area.transformation.cards, count) : 0
    if (covered > 0) {
      points += covered * value * multiplierOf(doublingOf(neverDoubles, flipLetter(letter), side))
    }
    if (count > covered) {
      points += (count - covered) * value * multiplierOf(doublingOf(neverDoubles, letter, side))
    }
  }
  const workInLab = area.workInLab ?? 0
  if (workInLab > 0) points += workInLab * resolved.values['work-in-lab']
  return points
}

/** Whether the goer's table holds a group `cardsAtFault` would name (see `breaksShutOut`). */
function breaksAShutOut(area: AreaRecord | undefined, side: 'J' | 'H'): boolean {
  if (!area) return false
  for (const family in area.evidence) {
    const count = area.evidence[family] ?? 0
    if (!isEvidenceFamilyId(family) || !(count > 0)) continue
    const { letter } = evidenceFamilies[family]
    const covered =
      area.transformation?.family === family ? Math.min(area.transformation.cards, count) : 0
    if (covered > 0 && letterBreaksShutOut(flipLetter(letter), side)) return true
    if (count > covered && letterBreaksShutOut(letter, side)) return true
  }
  return false
}

/** The points of `leftInHandLines`: face values, never doubled, and the Transformation's cost. */
function leftInHandPoints(held: LeftInHand | undefined, resolved: ResolvedRules): number {
  if (!held) return 0
  let points = 0
  let holdsTransformation: boolean
  if (isCardsLeft(held)) {
    for (const card in held.cards) {
      const count = held.cards[card] ?? 0
      if (!isCardId(card) || !(count > 0) || card === 'transformation') continue
      points -= count * resolved.values[card]
    }
    holdsTransformation = (held.cards.transformation ?? 0) > 0
  } else {
    points -= held.points
    holdsTransformation = held.transformation === true
  }
  if (holdsTransformation) {
    const extra = heldTransformationExtra[resolved.variants.transformationHeldPenalty]
    points -= resolved.values.transformation + extra
  }
  return points
}

function voidHand(players: readonly string[], number: number): HandScore {
  const breakdown: Record<string, BreakdownLine[]> = {}
  for (const player of players)
    breakdown[player] = [{ kind: 'void-hand', rule: rules.voidHand, points: 0 }]
  return { number, void: true, shutOut: null, scores: sums(breakdown), breakdown }
}

/** The cards present, in the deck's order, so a breakdown never depends on the order of keys. */
function inDeckOrder<T extends CardId>(
  counts: Record<string, number> | undefined,
  isWanted: (id: string) => id is T,
): T[] {
  const present: T[] = []
  for (const id in counts) {
    if (isWanted(id) && (counts[id] ?? 0) > 0) present.push(id)
  }
  return present.sort((a, b) => cardIndex(a) - cardIndex(b))
}

/** The cards in front of a player: Evidence by family (split where the Transformation covers some), then Work in Lab. */
function tableLines(
  area: AreaRecord | undefined,
  side: 'J' | 'H',
  resolved: ResolvedRules,
): BreakdownLine[] {
  const lines: BreakdownLine[] = []
  if (!area) return lines
  for (const family of inDeckOrder(area.evidence, isEvidenceFamilyId)) {
    const count = area.evidence?.[family] ?? 0
    const covered =
      area.transformation?.family === family ? Math.min(area.transformation.cards, count) : 0
    if (covered > 0) lines.push(evidenceLine(family, covered, true, side, resolved))
    if (count > covered) lines.push(evidenceLine(family, count - covered, false, side, resolved))
  }
  const workInLab = area.workInLab ?? 0
  if (workInLab > 0) {
    const value = resolved.values['work-in-lab']
    lines.push({
      kind: 'work-in-lab',
      rule: rules.workInLab,
      count: workInLab,
      value,
      points: workInLab * value,
    })
  }
  return lines
}

/** A group counting as `letter` doubles when that is the side up, unless its family never does. */
function doublingOf(neverDoubles: boolean, letter: Letter, side: 'J' | 'H'): Doubling {
  if (neverDoubles) return 'never-doubles'
  return letter === side ? 'doubled' : 'other-letter'
}

function multiplierOf(doubling: Doubling): number {
  return doubling === 'doubled' ? 2 : 1
}

const ruleOfDoubling: Readonly<Record<Doubling, string>> = {
  doubled: rules.doubling,
  'never-doubles': rules.neverDoubles,
  'other-letter': rules.tablePoints,
}

function evidenceLine(
  family: EvidenceFamilyId,
  count: number,
  transformed: boolean,
  side: 'J' | 'H',
  resolved: ResolvedRules,
): EvidenceLine {
  const { letter: printedLetter, neverDoubles } = evidenceFamilies[family]
  const letter = transformed ? flipLetter(printedLetter) : printedLetter
  const doubling = doublingOf(neverDoubles, letter, side)
  const value = resolved.values[family]
  const rule = transformed ? rules.transformationLetter : ruleOfDoubling[doubling]
  const points = count * value * multiplierOf(doubling)
  return {
    kind: 'evidence',
    rule,
    family,
    count,
    value,
    printedLetter,
    letter,
    transformed,
    side,
    doubling,
    points,
  }
}

/** The Transformation card's points go to the area's owner, or to whoever played it (variant). */
function creditTransformation(
  hand: HandRecord,
  players: readonly string[],
  resolved: ResolvedRules,
  breakdown: Record<string, BreakdownLine[]>,
): void {
  for (const area of players) {
    const placement = hand.areas[area]?.transformation
    if (!placement) continue
    const playedBy = placement.playedBy ?? area
    const credited = resolved.variants.transformationPoints === 'area-owner' ? area : playedBy
    const line: TransformationCardLine = {
      kind: 'transformation-card',
      rule: rules.transformationCard,
      area,
      playedBy,
      creditedBy: resolved.variants.transformationPoints,
      points: resolved.values.transformation,
    }
    breakdown[credited]?.push(line)
  }
}

function shutOutLine(
  outcome: ShutOutLine['outcome'],
  side: 'J' | 'H',
  atFault: CardsAtFault[],
  by: string,
): ShutOutLine {
  const mismatched = [...new Set(atFault.map((group) => group.family))]
  return {
    kind: 'shut-out',
    rule: rules.shutOut,
    outcome,
    side,
    mismatched,
    atFault,
    by,
    points: 0,
  }
}

/**
 * What holding the Transformation costs on top of its face value. The variant is named by the
 * total with the default face value 5: `10` is face value and 5 more, `5` the face value only.
 */
const heldTransformationExtra: Readonly<Record<TransformationHeldPenalty, number>> = { 10: 5, 5: 0 }

/** Cards left in hand cost their face value, never doubled; the Transformation costs more (variant). */
function leftInHandLines(held: LeftInHand | undefined, resolved: ResolvedRules): BreakdownLine[] {
  const lines: BreakdownLine[] = []
  if (!held) return lines
  let holdsTransformation: boolean
  if (isCardsLeft(held)) {
    for (const card of inDeckOrder(held.cards, isCardId)) {
      const count = held.cards[card] ?? 0
      if (card === 'transformation') continue
      const value = resolved.values[card]
      lines.push({
        kind: 'left-in-hand',
        rule: rules.leftInHand,
        card,
        count,
        value,
        points: -count * value,
      })
    }
    holdsTransformation = (held.cards.transformation ?? 0) > 0
  } else {
    if (held.points !== 0)
      lines.push({ kind: 'left-in-hand-total', rule: rules.leftInHand, points: -held.points })
    holdsTransformation = held.transformation === true
  }
  if (holdsTransformation) {
    const face = resolved.values.transformation
    const extra = heldTransformationExtra[resolved.variants.transformationHeldPenalty]
    lines.push({
      kind: 'transformation-held',
      rule: rules.transformationHeld,
      face,
      extra,
      points: -(face + extra),
    })
  }
  return lines
}

function sums(breakdown: Record<string, BreakdownLine[]>): Record<string, number> {
  const scores: Record<string, number> = {}
  for (const player in breakdown) {
    let sum = 0
    for (const line of breakdown[player] ?? []) sum += line.points
    scores[player] = sum
  }
  return scores
}
