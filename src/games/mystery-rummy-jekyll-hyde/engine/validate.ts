import { coreRules } from '../../../engine/core/rule-ids'
import { childPath, type Problem } from '../../../engine/core/problems'
import { quoteValue } from '../../../engine/core/quote-value'
import {
  cardIds,
  cardIndex,
  evidenceFamilies,
  isCardId,
  isEvidenceFamilyId,
  meldMinimum,
  type CardId,
} from './cards'
import {
  isCardsLeft,
  knownFields,
  type AreaRecord,
  type HandRecord,
  type LeftInHand,
  type MysteryRummyLog,
} from './log'
import { resolveRules, rules } from './rules'
import { CardTally } from './card-tally'
import { ProblemList } from './problem-list'

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
  const tally = new CardTally()
  const values = usableCardValues(log)
  log.hands.forEach((hand, index) =>
    validateHand(hand, `hands[${index}]`, players, problems, tally, values),
  )
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
      // A value emptied on the new-game page reaches here as '': quoted, it reads "" in the message.
      const shown = typeof value === 'number' ? value : quoteValue(value)
      problems.add('error', `${path}.value`, rules.cardValue, {
        card,
        value: shown,
        max: maxCardValue,
      })
    }
  }
}

/**
 * A hand's problems. A valid hand is the common case, so its paths are written only for a
 * problem found, and one tally serves every hand.
 */
function validateHand(
  hand: HandRecord,
  at: string,
  players: Set<string>,
  problems: ProblemList,
  tally: CardTally,
  values: Readonly<Record<CardId, number>> | null,
): void {
  problems.unknownFields(hand, at, knownFields.hand)
  const ending = hand.ending
  const endingFields =
    ending.type === 'went-out' ? knownFields.wentOut : knownFields.caseFileExhausted
  if (hasUnknownFields(ending, endingFields)) {
    problems.unknownFields(ending, `${at}.ending`, endingFields)
  }
  if (hand.dealer !== undefined) knownPlayer(players, hand.dealer, problems, at, '.dealer')
  if (ending.type === 'went-out')
    knownPlayer(players, ending.player, problems, at, '.ending.player')

  tally.clear()
  for (const player in hand.areas) {
    knownPlayer(players, player, problems, at, '.areas.', player)
    validateArea(hand.areas[player]!, at, player, players, tally, problems)
  }
  for (const player in hand.leftInHand) {
    const held = hand.leftInHand[player]!
    if (!knownPlayer(players, player, problems, at, '.leftInHand.', player)) continue
    validateLeftInHand(held, at, player, tally, problems)
    if (ending.type === 'went-out' && ending.player === player && holdsAnything(held)) {
      problems.add('error', `${at}.leftInHand.${player}`, rules.wentOutHoldsNothing, { player })
    }
  }
  if (values) boundPointsLeft(hand, at, players, tally, values, problems)
  tally.checkAgainstDeck(at, problems)
  validateMelds(hand, at, problems)
  if (ending.type === 'went-out' && players.has(ending.player)) {
    validateGoingOut(hand, ending.player, at, players, problems)
  }
}

/** Whether a player id is one of the log's; if not, says so at `at` and the parts after it. */
function knownPlayer(
  players: Set<string>,
  player: string,
  problems: ProblemList,
  at: string,
  field: string,
  key = '',
): boolean {
  if (players.has(player)) return true
  problems.add('error', `${at}${field}${key}`, coreRules.knownPlayerId, { player })
  return false
}

function hasUnknownFields(record: object, known: ReadonlySet<string>): boolean {
  for (const field in record) if (!known.has(field)) return true
  return false
}

function isWholeCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0
}

function validateArea(
  area: AreaRecord,
  at: string,
  owner: string,
  players: Set<string>,
  tally: CardTally,
  problems: ProblemList,
): void {
  if (hasUnknownFields(area, knownFields.area)) {
    problems.unknownFields(area, `${at}.areas.${owner}`, knownFields.area)
  }
  for (const family in area.evidence) {
    const count = area.evidence[family]!
    if (!isEvidenceFamilyId(family)) {
      const path = `${at}.areas.${owner}.evidence.${family}`
      problems.add('error', path, rules.unknownCard, { card: family })
    } else if (!isWholeCount(count)) {
      problems.wrongCount(`${at}.areas.${owner}.evidence.${family}`, count)
    } else tally.add(family, count, owner, 'evidence')
  }
  const workInLab = area.workInLab
  if (workInLab !== undefined) {
    if (!isWholeCount(workInLab)) problems.wrongCount(`${at}.areas.${owner}.workInLab`, workInLab)
    else tally.add('work-in-lab', workInLab, owner, 'workInLab')
  }
  const placement = area.transformation
  if (!placement) return
  if (hasUnknownFields(placement, knownFields.transformation)) {
    const path = `${at}.areas.${owner}.transformation`
    problems.unknownFields(placement, path, knownFields.transformation)
  }
  tally.add('transformation', 1, owner, 'placed')
  const playedBy = placement.playedBy
  if (playedBy !== undefined && !players.has(playedBy)) {
    const path = `${at}.areas.${owner}.transformation.playedBy`
    problems.add('error', path, coreRules.knownPlayerId, { player: playedBy })
  }
  const family = placement.family
  if (!isEvidenceFamilyId(family) || evidenceFamilies[family].letter === 'J/H') {
    const path = `${at}.areas.${owner}.transformation.family`
    problems.add('error', path, rules.transformationFamily, { card: family })
    return
  }
  // It rests on one card, or on a meld (3 or more) with the lay-offs already on it.
  const inArea = area.evidence?.[family] ?? 0
  const covered = placement.cards
  if (!(Number.isInteger(covered) && (covered === 1 || covered >= 3) && covered <= inArea)) {
    problems.add(
      'error',
      `${at}.areas.${owner}.transformation.cards`,
      rules.transformationCoverage,
      {
        card: family,
        value: placement.cards,
        max: inArea,
      },
    )
  }
}

function validateLeftInHand(
  held: LeftInHand,
  hand: string,
  player: string,
  tally: CardTally,
  problems: ProblemList,
): void {
  // One form or the other: a field of the other form would be left out of the score.
  if (isCardsLeft(held)) {
    if ('points' in held || 'transformation' in held) {
      problems.add('error', `${hand}.leftInHand.${player}`, rules.leftInHandForm)
    } else if (hasUnknownFields(held, knownFields.cardsLeft)) {
      problems.unknownFields(held, `${hand}.leftInHand.${player}`, knownFields.cardsLeft)
    }
    for (const card in held.cards) {
      const count = held.cards[card]!
      if (!isCardId(card)) {
        const path = `${hand}.leftInHand.${player}.cards.${card}`
        problems.add('error', path, rules.unknownCard, { card })
      } else if (!isWholeCount(count)) {
        problems.wrongCount(`${hand}.leftInHand.${player}.cards.${card}`, count)
      } else tally.add(card, count, player, 'cards')
    }
    return
  }
  if ('cards' in held) problems.add('error', `${hand}.leftInHand.${player}`, rules.leftInHandForm)
  else if (hasUnknownFields(held, knownFields.pointsLeft)) {
    problems.unknownFields(held, `${hand}.leftInHand.${player}`, knownFields.pointsLeft)
  }
  if (!isWholeCount(held.points)) {
    problems.add('error', `${hand}.leftInHand.${player}.points`, rules.wholeCount, {
      value: held.points,
    })
  }
  if (held.transformation === true) tally.add('transformation', 1, player, 'held')
}

/**
 * The card values the game is played with, or null while one of them is itself an error (then
 * what a hand could be worth is unknown, and the value's own problem says why).
 */
function usableCardValues(log: MysteryRummyLog): Readonly<Record<CardId, number>> | null {
  const { values } = resolveRules(log)
  return cardIds.every((card) => isWholeCount(values[card])) ? values : null
}

/**
 * A points total left in hand adds up cards the player holds: never more than every card not
 * on the table, nor entered card by card in the other hand, is worth (a slip such as 250 for 25).
 */
function boundPointsLeft(
  hand: HandRecord,
  at: string,
  players: Set<string>,
  tally: CardTally,
  values: Readonly<Record<CardId, number>>,
  problems: ProblemList,
): void {
  for (const player in hand.leftInHand) {
    const held = hand.leftInHand[player]!
    if (isCardsLeft(held) || !players.has(player) || !isWholeCount(held.points)) continue
    const max = tally.mostPointsLeft(values)
    if (held.points > max) {
      const path = `${at}.leftInHand.${player}.points`
      problems.add('error', path, rules.pointsLeftBound, { player, value: held.points, max })
    }
  }
}

function holdsAnything(held: LeftInHand): boolean {
  if (isCardsLeft(held)) return Object.values(held.cards).some((count) => count !== 0)
  return held.points !== 0 || held.transformation === true
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
  let played = (area?.workInLab ?? 0) + sumOf(area?.evidence)
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

/** The sum of a record's counts, in its order (as `Object.values(...).reduce` would add them). */
function sumOf(counts: Readonly<Record<string, number>> | undefined): number {
  let total = 0
  for (const key in counts) total += counts[key]!
  return total
}
