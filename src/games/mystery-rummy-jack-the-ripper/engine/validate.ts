import type { Problem } from '../../../engine/core/problems'
import { coreRules } from '../../../engine/core/rule-ids'
import {
  alibiCardOf,
  isCardId,
  isSceneKey,
  isSuspectId,
  isVictimKey,
  sceneCardOf,
  suspectCardOf,
  victimCardOf,
  type CardId,
  type SuspectId,
} from './cards'
import {
  knownFields,
  type AreaRecord,
  type JackTheRipperHand,
  type JackTheRipperLog,
  type LeftInHand,
} from './log'
import { CardTally } from './card-tally'
import { problemOf, resolveRules, rules } from './rules'
import { cardsToSetAside } from './set-aside'
import { endedByGoingOut, isOut, tableOf, type TableFacts } from './table'
import { unknownFields, validateRules } from './validate-rules'
import { validateTable } from './validate-table'

/**
 * Every problem of a log that reads (spec: "Validation"), errors and warnings, hand by hand.
 * Scoring is only defined for a log without errors. The one rule that needs the scores (no hand
 * after the end) is checked by the game's `check`, after scoring.
 */
export function validateLog(log: JackTheRipperLog, tables?: HandTables): Problem[] {
  const problems: Problem[] = []
  const players = validatePlayers(log, problems)
  validateRules(log, problems)
  // Hands name players by id: with ids that cannot be used, what they say cannot be checked.
  if (players === null) return problems
  const tally = new CardTally(resolveRules(log.rules))
  log.hands.forEach((hand, index) => validateHand(hand, index, players, tally, problems, tables))
  return problems
}

/**
 * Each hand's table facts as validation read them, by the hand's index, for scoring to take rather
 * than read again.
 */
export type HandTables = TableFacts[]

/** Player ids key every hand: 1 to 32 letters, digits, '-' or '_' (spec: game-log-v1). */
const playerIdPattern = /^[A-Za-z0-9_-]{1,32}$/

function validatePlayers(log: JackTheRipperLog, problems: Problem[]): string[] | null {
  const count = log.players.length
  if (count < 2 || count > 4) problems.push(problemOf(rules.playerCount, 'players', { count }))
  const ids: string[] = []
  let usable = true
  log.players.forEach(({ id }, index) => {
    const path = `players[${index}].id`
    if (!playerIdPattern.test(id) || id in Object.prototype) {
      usable = false
      problems.push(core(coreRules.playerIdFormat, path, { id }))
    } else if (ids.includes(id)) {
      usable = false
      problems.push(core(coreRules.uniquePlayerId, path, { id }))
    }
    ids.push(id)
  })
  return usable ? ids : null
}

/** The header's rules keep the core's ids and messages (decision 0014). */
function core(rule: string, path: string, params: Problem['params']): Problem {
  return { path, rule, messageKey: `problems.${rule}`, params, severity: 'error' }
}

function validateHand(
  hand: JackTheRipperHand,
  index: number,
  players: readonly string[],
  tally: CardTally,
  problems: Problem[],
  tables: HandTables | undefined,
): void {
  const at = `hands[${index}]`
  unknownFields(hand, at, knownFields.hand, problems)
  validateEnding(hand, at, players, problems)
  if (hand.dealer !== undefined && !players.includes(hand.dealer)) {
    problems.push(unknownPlayer(`${at}.dealer`, hand.dealer))
  }

  tally.startHand()
  if (hand.ending.type === 'ripper-escapes') tally.add('ripper-escapes', 1, at, 'ending')
  if (hand.ending.type === 'commissioner-resigns') {
    tally.add('commissioner-resigns', 1, at, 'ending')
  }
  let alibis = 0
  let secondAlibi: string | null = null
  const areas = hand.areas
  for (const player in areas) {
    const path = `${at}.areas.${player}`
    if (!players.includes(player)) problems.push(unknownPlayer(path, player))
    const area = areas[player]!
    validateArea(area, path, tally, problems)
    if (typeof area.alibi === 'string' && ++alibis === 2) secondAlibi = path
  }
  if (secondAlibi !== null) problems.push(problemOf(rules.oneAlibi, `${secondAlibi}.alibi`))
  const leftInHand = hand.leftInHand
  for (const player in leftInHand) {
    const path = `${at}.leftInHand.${player}`
    if (!players.includes(player)) {
      problems.push(unknownPlayer(path, player))
      continue
    }
    const held = leftInHand[player]!
    validateLeftInHand(held, path, player, tally, problems)
    if (isOut(hand, player) && holdsAnything(held)) {
      problems.push(problemOf(rules.outHoldsCards, path, { player }))
    }
  }
  tally.check(problems)
  validateLeftPoints(leftInHand, at, players, tally.worthOfTheRest(), problems)
  const table = tableOf(hand.areas)
  if (tables) tables[index] = table
  validateTable(hand, at, table, problems)
  validateVotes(hand, at, table, players, problems)
  if (endedByGoingOut(hand)) validateHeldCards(hand, at, players, table, problems)
}

const unknownPlayer = (path: string, player: string) =>
  problemOf(rules.unknownPlayer, path, { player })

function validateEnding(
  hand: JackTheRipperHand,
  at: string,
  players: readonly string[],
  problems: Problem[],
): void {
  const ending = hand.ending
  unknownFields(ending, `${at}.ending`, knownFields.ending[ending.type], problems)
  if (ending.type === 'went-out' || ending.type === 'ripper-escapes') {
    if (!players.includes(ending.player)) {
      problems.push(unknownPlayer(`${at}.ending.player`, ending.player))
    }
  }
  if (ending.type !== 'commissioner-resigns') return
  if (ending.players.length === 0 || new Set(ending.players).size !== ending.players.length) {
    problems.push(problemOf(rules.badEnding, `${at}.ending.players`))
  }
  ending.players.forEach((player, index) => {
    if (!players.includes(player)) {
      problems.push(unknownPlayer(`${at}.ending.players[${index}]`, player))
    }
  })
}

function validateArea(area: AreaRecord, at: string, tally: CardTally, problems: Problem[]): void {
  unknownFields(area, at, knownFields.area, problems)
  const { evidence, wilds } = area
  reportCounts(evidence, at, 'evidence', problems)
  reportCounts(wilds, at, 'wilds', problems)
  for (const suspect in evidence) {
    const count = wholeCount(evidence, suspect)
    if (count === null) continue
    const natural = count - (wholeCount(wilds, suspect) ?? 0)
    if (natural > 0) tally.add(suspect as SuspectId, natural, at, 'evidence', suspect)
  }
  for (const suspect in wilds) {
    const count = wholeCount(wilds, suspect)
    if (count === null) continue
    const inColour = wholeCount(evidence, suspect) ?? 0
    tally.add('wild', count, at, 'wilds', suspect)
    if (count > inColour) {
      problems.push(
        problemOf(rules.wildsExceedEvidence, `${at}.wilds.${suspect}`, {
          card: suspect,
          wilds: count,
          evidence: inColour,
        }),
      )
    } else if (count > 0 && count === inColour) {
      problems.push(
        problemOf(rules.wildWithoutNatural, `${at}.wilds.${suspect}`, { card: suspect }),
      )
    }
  }
  const letters = area.letters
  if (letters !== undefined) {
    if (isWholeCount(letters)) tally.add('letter', letters, at, 'letters')
    else problems.push(problemOf(rules.badNumber, `${at}.letters`, { value: letters }))
  }
  tallyList(area.suspects, isSuspectId, suspectCardOf, at, 'suspects', tally, problems)
  if (typeof area.alibi === 'string') {
    if (isSuspectId(area.alibi)) tally.add(alibiCardOf(area.alibi), 1, at, 'alibi')
    else problems.push(problemOf(rules.unknownId, `${at}.alibi`, { id: area.alibi }))
  }
  tallyList(area.victims, isVictimKey, victimCardOf, at, 'victims', tally, problems)
  tallyList(area.scenes, isSceneKey, sceneCardOf, at, 'scenes', tally, problems)
}

/** Each id of a list field: its card counted when it is known, else an unknown id. */
function tallyList<Key extends string>(
  ids: readonly string[] | undefined,
  isKey: (id: string) => id is Key,
  cardOfKey: (key: Key) => CardId,
  at: string,
  field: string,
  tally: CardTally,
  problems: Problem[],
): void {
  if (ids === undefined) return
  for (let index = 0; index < ids.length; index += 1) {
    const id = ids[index]!
    if (isKey(id)) tally.add(cardOfKey(id), 1, at, field, index)
    else problems.push(problemOf(rules.unknownId, `${at}.${field}[${index}]`, { id }))
  }
}

/** Every unknown suspect and bad number of a `{ SUSPECT: n }` field, in its order. */
function reportCounts(
  counts: Readonly<Record<string, number>> | undefined,
  at: string,
  field: string,
  problems: Problem[],
): void {
  for (const id in counts) {
    const count = counts[id]!
    if (!isSuspectId(id)) problems.push(problemOf(rules.unknownId, `${at}.${field}.${id}`, { id }))
    else if (!isWholeCount(count)) {
      problems.push(problemOf(rules.badNumber, `${at}.${field}.${id}`, { value: count }))
    }
  }
}

/** A suspect's count in a `{ SUSPECT: n }` field when it is a known suspect's whole count. */
function wholeCount(
  counts: Readonly<Record<string, number>> | undefined,
  id: string,
): number | null {
  if (counts === undefined || !Object.hasOwn(counts, id) || !isSuspectId(id)) return null
  const count = counts[id]!
  return isWholeCount(count) ? count : null
}

const isWholeCount = (value: number) => Number.isInteger(value) && value >= 0

function validateLeftInHand(
  held: LeftInHand,
  at: string,
  player: string,
  tally: CardTally,
  problems: Problem[],
): void {
  const cardsForm = held.cards !== undefined
  const quickForm = held.points !== undefined
  let sound =
    cardsForm !== quickForm &&
    (held.ripperEscapes === undefined || typeof held.ripperEscapes === 'boolean')
  for (const key in held) {
    if (cardsForm ? key !== 'cards' : key !== 'points' && key !== 'ripperEscapes') sound = false
  }
  if (!sound) problems.push(problemOf(rules.leftForm, at, { player }))
  const cards = held.cards
  for (const id in cards) {
    const count = cards[id]!
    if (!isCardId(id)) problems.push(problemOf(rules.unknownId, `${at}.cards.${id}`, { id }))
    else if (isWholeCount(count)) tally.add(id, count, at, 'cards', id)
    else problems.push(problemOf(rules.badNumber, `${at}.cards.${id}`, { value: count }))
  }
  if (held.points !== undefined && !isWholeCount(held.points)) {
    problems.push(problemOf(rules.badNumber, `${at}.points`, { value: held.points }))
  }
  if (held.ripperEscapes === true) tally.add('ripper-escapes', 1, at, 'ripperEscapes')
}

/**
 * A points total left in hand is at most what the cards not on the table (nor listed card by card)
 * are worth: 250 points in a hand of a few cards is a slip, not a score.
 */
function validateLeftPoints(
  leftInHand: JackTheRipperHand['leftInHand'],
  at: string,
  players: readonly string[],
  max: number,
  problems: Problem[],
): void {
  for (const player in leftInHand) {
    const points = leftInHand[player]!.points
    if (!players.includes(player) || points === undefined || !isWholeCount(points)) continue
    if (points > max) {
      const path = `${at}.leftInHand.${player}.points`
      problems.push(problemOf(rules.leftPointsBeyond, path, { player, points, max }))
    }
  }
}

/** An entry that says the player holds something that costs points, or Ripper Escapes. */
function holdsAnything(held: LeftInHand): boolean {
  for (const id in held.cards) if (held.cards[id] !== 0) return true
  return (held.points ?? 0) !== 0 || held.ripperEscapes === true
}

/** A vote names one of the six suspects, and needs someone with a meld to have called it. */
function validateVotes(
  hand: JackTheRipperHand,
  at: string,
  table: TableFacts,
  players: readonly string[],
  problems: Problem[],
): void {
  const votes = hand.votes
  let any = false
  for (const player in votes) {
    any = true
    const path = `${at}.votes.${player}`
    if (!players.includes(player)) problems.push(unknownPlayer(path, player))
    const vote = votes[player]!
    if (vote !== null && !isSuspectId(vote)) {
      problems.push(problemOf(rules.unknownId, path, { id: vote }))
    }
  }
  if (any && !table.hasMeld) problems.push(problemOf(rules.voteWithoutMeld, `${at}.votes`))
}

/**
 * After going out or Commissioner Resigns, the players still holding cards list what costs
 * points: nothing they had to set aside, and an entry each (else a warning).
 */
function validateHeldCards(
  hand: JackTheRipperHand,
  at: string,
  players: readonly string[],
  table: TableFacts,
  problems: Problem[],
): void {
  for (const player of players) {
    if (isOut(hand, player)) continue
    const held = hand.leftInHand?.[player]
    if (held === undefined) {
      const path = `${at}.leftInHand.${player}`
      problems.push(problemOf(rules.leftMissing, path, { player }, 'warning'))
      continue
    }
    // Worked out only for a player who lists some card: most list points, or nothing.
    let setAside: ReadonlySet<CardId> | null = null
    const cards = held.cards
    for (const id in cards) {
      if (!(cards[id]! > 0 && isCardId(id))) continue
      setAside ??= cardsToSetAside(table, hand.areas?.[player])
      if (setAside.has(id)) {
        const path = `${at}.leftInHand.${player}.cards.${id}`
        problems.push(problemOf(rules.leftPlayable, path, { player, card: id }))
      }
    }
  }
}
