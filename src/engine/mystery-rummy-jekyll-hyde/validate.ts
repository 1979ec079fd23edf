import { coreRules } from '../core/rule-ids'
import { childPath, type Problem, type ProblemParams, type Severity } from '../core/problems'
import {
  cardCount,
  cardIds,
  cardIndex,
  evidenceFamilies,
  isCardId,
  isEvidenceFamilyId,
  type CardId,
  meldMinimum,
} from './cards'
import {
  isCardsLeft,
  knownFields,
  type AreaRecord,
  type HandRecord,
  type LeftInHand,
  type MysteryRummyLog,
} from './log'
import { problemKey, rules } from './rules'

/** Printed values are single digits; the cap keeps a mistyped value from making scores absurd. */
const maxCardValue = 99

/** Cards a player must have put on the table to empty a 10-card hand (see the warning below). */
const cardsPlayedToGoOut = 10

/**
 * Every problem of a schema-valid log at once (spec: validation). Scoring is only defined for
 * a log with no errors; warnings flag what is possible but worth a second look.
 */
export function validateLog(log: MysteryRummyLog): Problem[] {
  const problems = new ProblemList()
  const players = validatePlayers(log, problems)
  validateRules(log, problems)
  // Hands name players by id: with ids that are unusable, what they say cannot be checked.
  if (players === null) return problems.all
  log.hands.forEach((hand, index) => validateHand(hand, `hands[${index}]`, players, problems))
  return problems.all
}

/**
 * Player ids key the areas and hands of every hand record: short names of letters, digits,
 * '-' and '_', and never a name every JavaScript object already has (such as "constructor").
 */
const playerIdPattern = /^[A-Za-z0-9_-]{1,32}$/
function isUsablePlayerId(id: string): boolean {
  return playerIdPattern.test(id) && !(id in Object.prototype)
}

class ProblemList {
  readonly all: Problem[] = []

  add(severity: Severity, path: string, rule: string, params: ProblemParams = {}): void {
    this.all.push({ path, rule, messageKey: problemKey(rule), params, severity })
  }

  /** A field this version does not know is kept, but plays no part in the scores: say so. */
  unknownFields(record: object, at: string, known: ReadonlySet<string>): void {
    for (const field in record) {
      if (!known.has(field))
        this.add('warning', childPath(at, field), coreRules.unknownField, { field })
    }
  }

  /** Counts of cards are whole numbers, zero or more. */
  count(path: string, value: number): boolean {
    if (Number.isInteger(value) && value >= 0) return true
    this.add('error', path, rules.wholeCount, { value })
    return false
  }
}

/** The players' ids, or null when some id cannot be used to check the hands. */
function validatePlayers(log: MysteryRummyLog, problems: ProblemList): Set<string> | null {
  if (log.players.length !== 2) {
    problems.add('error', 'players', coreRules.playerCount, {
      expected: 2,
      found: log.players.length,
    })
  }
  const ids = new Set<string>()
  let usable = true
  log.players.forEach((player, index) => {
    if (!isUsablePlayerId(player.id)) {
      usable = false
      problems.add('error', `players[${index}].id`, coreRules.playerIdFormat, { id: player.id })
    } else if (ids.has(player.id)) {
      usable = false
      problems.add('error', `players[${index}].id`, coreRules.uniquePlayerId, { id: player.id })
    }
    ids.add(player.id)
  })
  return usable ? ids : null
}

function validateRules(log: MysteryRummyLog, problems: ProblemList): void {
  if (log.rules === undefined) return
  problems.unknownFields(log.rules, 'rules', knownFields.rules)
  for (const variant in log.rules.variants) {
    if (!knownFields.variants.has(variant)) {
      problems.add('error', childPath('rules.variants', variant), rules.unknownVariant, { variant })
    }
  }
  const target = log.rules.targetScore
  if (target !== undefined && !(Number.isInteger(target) && target > 0)) {
    problems.add('error', 'rules.targetScore', coreRules.targetScore, { value: target })
  }
  for (const [card, cardRules] of Object.entries(log.rules.deck ?? {})) {
    const path = childPath('rules.deck', card)
    const value = cardRules.value
    problems.unknownFields(cardRules, path, knownFields.cardRules)
    if (!isCardId(card)) problems.add('error', path, rules.unknownCard, { card })
    else if (!(Number.isInteger(value) && value >= 0 && value <= maxCardValue)) {
      problems.add('error', `${path}.value`, rules.cardValue, { card, value, max: maxCardValue })
    }
  }
}

function validateHand(
  hand: HandRecord,
  at: string,
  players: Set<string>,
  problems: ProblemList,
): void {
  const knownPlayer = (path: string, player: string) => {
    if (players.has(player)) return true
    problems.add('error', path, coreRules.knownPlayerId, { player })
    return false
  }
  problems.unknownFields(hand, at, knownFields.hand)
  const endingFields =
    hand.ending.type === 'went-out' ? knownFields.wentOut : knownFields.caseFileExhausted
  problems.unknownFields(hand.ending, `${at}.ending`, endingFields)
  if (hand.dealer !== undefined) knownPlayer(`${at}.dealer`, hand.dealer)
  if (hand.ending.type === 'went-out') knownPlayer(`${at}.ending.player`, hand.ending.player)

  const tally = new CardTally()
  for (const player in hand.areas) {
    const area = hand.areas[player]!
    const areaPath = `${at}.areas.${player}`
    knownPlayer(areaPath, player)
    validateArea(area, areaPath, tally, knownPlayer, problems)
  }
  for (const player in hand.leftInHand) {
    const held = hand.leftInHand[player]!
    const heldPath = `${at}.leftInHand.${player}`
    if (!knownPlayer(heldPath, player)) continue
    validateLeftInHand(held, heldPath, tally, problems)
    if (hand.ending.type === 'went-out' && hand.ending.player === player && holdsAnything(held)) {
      problems.add('error', heldPath, rules.wentOutHoldsNothing, { player })
    }
  }
  tally.checkAgainstDeck(problems)
  validateMelds(hand, at, problems)
  if (hand.ending.type === 'went-out' && players.has(hand.ending.player)) {
    validateGoingOut(hand, hand.ending.player, at, players, problems)
  }
}

function validateArea(
  area: AreaRecord,
  at: string,
  tally: CardTally,
  knownPlayer: (path: string, player: string) => boolean,
  problems: ProblemList,
): void {
  problems.unknownFields(area, at, knownFields.area)
  for (const family in area.evidence) {
    const count = area.evidence[family]!
    const path = `${at}.evidence.${family}`
    if (!isEvidenceFamilyId(family))
      problems.add('error', path, rules.unknownCard, { card: family })
    else if (problems.count(path, count)) tally.add(family, count, path)
  }
  if (area.workInLab !== undefined && problems.count(`${at}.workInLab`, area.workInLab)) {
    tally.add('work-in-lab', area.workInLab, `${at}.workInLab`)
  }
  const placement = area.transformation
  if (!placement) return
  const path = `${at}.transformation`
  problems.unknownFields(placement, path, knownFields.transformation)
  tally.add('transformation', 1, path)
  if (placement.playedBy !== undefined) knownPlayer(`${path}.playedBy`, placement.playedBy)
  const family = placement.family
  if (!isEvidenceFamilyId(family) || evidenceFamilies[family].letter === 'J/H') {
    problems.add('error', `${path}.family`, rules.transformationFamily, { card: family })
    return
  }
  // It rests on one card, or on a meld (3 or more) with the lay-offs already on it.
  const inArea = area.evidence?.[family] ?? 0
  const covered = placement.cards
  if (!(Number.isInteger(covered) && (covered === 1 || covered >= 3) && covered <= inArea)) {
    problems.add('error', `${path}.cards`, rules.transformationCoverage, {
      card: family,
      value: placement.cards,
      max: inArea,
    })
  }
}

function validateLeftInHand(
  held: LeftInHand,
  at: string,
  tally: CardTally,
  problems: ProblemList,
): void {
  // One form or the other: a field of the other form would be left out of the score.
  if (isCardsLeft(held)) {
    if ('points' in held || 'transformation' in held)
      problems.add('error', at, rules.leftInHandForm)
    else problems.unknownFields(held, at, knownFields.cardsLeft)
    for (const card in held.cards) {
      const count = held.cards[card]!
      const path = `${at}.cards.${card}`
      if (!isCardId(card)) problems.add('error', path, rules.unknownCard, { card })
      else if (problems.count(path, count)) tally.add(card, count, path)
    }
    return
  }
  if ('cards' in held) problems.add('error', at, rules.leftInHandForm)
  else problems.unknownFields(held, at, knownFields.pointsLeft)
  if (!(Number.isInteger(held.points) && held.points >= 0)) {
    problems.add('error', `${at}.points`, rules.wholeCount, { value: held.points })
  }
  if (held.transformation === true) tally.add('transformation', 1, `${at}.transformation`)
}

function holdsAnything(held: LeftInHand): boolean {
  if (isCardsLeft(held)) return Object.values(held.cards).some((count) => count !== 0)
  return held.points !== 0 || held.transformation === true
}

/** Counts each card across both areas and the hands, against how many the deck has. */
class CardTally {
  private readonly totals: number[] = cardIds.map(() => 0)
  private readonly firstPaths: (string | undefined)[] = []

  add(card: CardId, count: number, path: string): void {
    const index = cardIndex(card)
    this.totals[index]! += count
    this.firstPaths[index] ??= path
  }

  checkAgainstDeck(problems: ProblemList): void {
    cardIds.forEach((card, index) => {
      const found = this.totals[index]!
      const max = cardCount(card)
      if (found <= max) return
      const rule = card === 'transformation' ? rules.singleTransformation : rules.cardCount
      problems.add('error', this.firstPaths[index]!, rule, { card, found, max })
    })
  }
}

/** Evidence reaches the table only as a meld of 3 or more, or laid off on one: some area holds 3 of the family. */
function validateMelds(hand: HandRecord, at: string, problems: ProblemList): void {
  const firstSeenIn: (string | undefined)[] = []
  const melded: boolean[] = []
  for (const player in hand.areas) {
    const evidence = hand.areas[player]?.evidence
    for (const family in evidence) {
      const count = evidence[family] ?? 0
      if (!isEvidenceFamilyId(family) || count <= 0) continue
      const index = cardIndex(family)
      firstSeenIn[index] ??= player
      if (count >= meldMinimum) melded[index] = true
    }
  }
  firstSeenIn.forEach((player, index) => {
    const family = cardIds[index]!
    if (player === undefined || melded[index]) return
    problems.add('error', `${at}.areas.${player}.evidence.${family}`, rules.meldMinimum, {
      card: family,
    })
  })
}

/**
 * Draws and discards keep a hand at 10 cards and a Potion adds one, so emptying it takes at
 * least 10 cards put on the table by that player. Fewer usually means an entry is missing;
 * it stays a warning because the scores can still be computed. The other player always holds
 * at least one card at the end.
 */
function validateGoingOut(
  hand: HandRecord,
  goer: string,
  at: string,
  players: Set<string>,
  problems: ProblemList,
): void {
  const area = hand.areas[goer]
  let played = (area?.workInLab ?? 0) + sum(Object.values(area?.evidence ?? {}))
  for (const owner in hand.areas) {
    const placement = hand.areas[owner]?.transformation
    if (placement && (placement.playedBy ?? owner) === goer) played += 1
  }
  if (played < cardsPlayedToGoOut) {
    problems.add('warning', `${at}.areas.${goer}`, rules.wentOutCardCount, {
      player: goer,
      found: played,
      min: cardsPlayedToGoOut,
    })
  }
  for (const player of players) {
    if (player === goer) continue
    const held = hand.leftInHand?.[player]
    if (!held || !holdsAnythingOrZeroCards(held)) {
      problems.add('warning', `${at}.leftInHand`, rules.leftInHandMissing, { player })
    }
  }
}

/** The quick form with 0 points is an explicit entry (Potions are worth 0), not a missing one. */
function holdsAnythingOrZeroCards(held: LeftInHand): boolean {
  return isCardsLeft(held) ? Object.values(held.cards).some((count) => count > 0) : true
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
