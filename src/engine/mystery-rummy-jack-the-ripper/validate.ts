import type { Problem } from '../core/problems'
import { coreRules } from '../core/rule-ids'
import {
  alibiCardOf,
  cardOf,
  isCardId,
  isSceneKey,
  isSuspectId,
  isVictimKey,
  meldMinimum,
  sceneOf,
  suspectIds,
  victimsForEscape,
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
import { problemOf } from './problem'
import { resolveRules, rules, type ResolvedRules } from './rules'
import { cardsToSetAside } from './set-aside'
import { countOf, endedByGoingOut, isOut, tableOf, type TableFacts } from './table'
import { unknownFields, validateRules } from './validate-rules'

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
  const resolved = resolveRules(log.rules)
  log.hands.forEach((hand, index) =>
    validateHand(hand, `hands[${index}]`, players, resolved, problems, tables),
  )
  return problems
}

/** Each hand's table facts as validation read them, for scoring to take rather than read again. */
export type HandTables = Map<JackTheRipperHand, TableFacts>

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
  at: string,
  players: readonly string[],
  resolved: ResolvedRules,
  problems: Problem[],
  tables: HandTables | undefined,
): void {
  const known = (path: string, player: string) => {
    if (players.includes(player)) return true
    problems.push(problemOf(rules.unknownPlayer, path, { player }))
    return false
  }
  unknownFields(hand, at, knownFields.hand, problems)
  validateEnding(hand, at, known, problems)
  if (hand.dealer !== undefined) known(`${at}.dealer`, hand.dealer)

  const tally = new CardTally(resolved)
  if (hand.ending.type === 'ripper-escapes') tally.add('ripper-escapes', 1, `${at}.ending`)
  if (hand.ending.type === 'commissioner-resigns') {
    tally.add('commissioner-resigns', 1, `${at}.ending`)
  }
  const alibiAreas: string[] = []
  for (const [player, area] of Object.entries(hand.areas ?? {})) {
    const path = `${at}.areas.${player}`
    known(path, player)
    validateArea(area, path, tally, problems)
    if (typeof area.alibi === 'string') alibiAreas.push(path)
  }
  if (alibiAreas.length > 1) problems.push(problemOf(rules.oneAlibi, `${alibiAreas[1]}.alibi`))
  for (const [player, held] of Object.entries(hand.leftInHand ?? {})) {
    const path = `${at}.leftInHand.${player}`
    if (!known(path, player)) continue
    validateLeftInHand(held, path, player, tally, problems)
    if (isOut(hand, player) && holdsAnything(held)) {
      problems.push(problemOf(rules.outHoldsCards, path, { player }))
    }
  }
  tally.check(problems)
  const table = tableOf(hand.areas)
  tables?.set(hand, table)
  validateTable(hand, at, table, problems)
  validateVotes(hand, at, table, known, problems)
  if (endedByGoingOut(hand)) validateHeldCards(hand, at, players, table, problems)
}

function validateEnding(
  hand: JackTheRipperHand,
  at: string,
  known: (path: string, player: string) => boolean,
  problems: Problem[],
): void {
  const ending = hand.ending
  const path = `${at}.ending`
  unknownFields(ending, path, knownFields.ending[ending.type], problems)
  if (ending.type === 'went-out' || ending.type === 'ripper-escapes') {
    known(`${path}.player`, ending.player)
  }
  if (ending.type !== 'commissioner-resigns') return
  if (ending.players.length === 0 || new Set(ending.players).size !== ending.players.length) {
    problems.push(problemOf(rules.badEnding, `${path}.players`))
  }
  ending.players.forEach((player, index) => known(`${path}.players[${index}]`, player))
}

function validateArea(area: AreaRecord, at: string, tally: CardTally, problems: Problem[]): void {
  unknownFields(area, at, knownFields.area, problems)
  const evidence = wholeCounts(area.evidence, `${at}.evidence`, problems)
  const wilds = wholeCounts(area.wilds, `${at}.wilds`, problems)
  for (const [suspect, count] of evidence) {
    const natural = count - (wilds.get(suspect) ?? 0)
    if (natural > 0) tally.add(suspect, natural, `${at}.evidence.${suspect}`)
  }
  for (const [suspect, count] of wilds) {
    const path = `${at}.wilds.${suspect}`
    const inColour = evidence.get(suspect) ?? 0
    tally.add('wild', count, path)
    if (count > inColour) {
      problems.push(
        problemOf(rules.wildsExceedEvidence, path, {
          card: suspect,
          wilds: count,
          evidence: inColour,
        }),
      )
    } else if (count > 0 && count === inColour) {
      problems.push(problemOf(rules.wildWithoutNatural, path, { card: suspect }))
    }
  }
  if (area.letters !== undefined && whole(area.letters, `${at}.letters`, problems)) {
    tally.add('letter', area.letters, `${at}.letters`)
  }
  area.suspects?.forEach((suspect, index) => {
    const path = `${at}.suspects[${index}]`
    if (isSuspectId(suspect)) tally.add(`suspect-${suspect}`, 1, path)
    else problems.push(problemOf(rules.unknownId, path, { id: suspect }))
  })
  if (typeof area.alibi === 'string') {
    if (isSuspectId(area.alibi)) tally.add(alibiCardOf(area.alibi), 1, `${at}.alibi`)
    else problems.push(problemOf(rules.unknownId, `${at}.alibi`, { id: area.alibi }))
  }
  area.victims?.forEach((victim, index) => {
    const path = `${at}.victims[${index}]`
    if (isVictimKey(victim)) tally.add(`victim-${victim}`, 1, path)
    else problems.push(problemOf(rules.unknownId, path, { id: victim }))
  })
  area.scenes?.forEach((scene, index) => {
    const path = `${at}.scenes[${index}]`
    if (isSceneKey(scene)) tally.add(`scene-${scene}`, 1, path)
    else problems.push(problemOf(rules.unknownId, path, { id: scene }))
  })
}

/** The whole counts of a `{ SUSPECT: n }` field; unknown suspects and bad numbers are reported. */
function wholeCounts(
  counts: Readonly<Record<string, number>> | undefined,
  at: string,
  problems: Problem[],
): Map<SuspectId, number> {
  const read = new Map<SuspectId, number>()
  for (const [id, count] of Object.entries(counts ?? {})) {
    const path = `${at}.${id}`
    if (!isSuspectId(id)) problems.push(problemOf(rules.unknownId, path, { id }))
    else if (whole(count, path, problems)) read.set(id, count)
  }
  return read
}

function whole(value: number, path: string, problems: Problem[]): boolean {
  if (Number.isInteger(value) && value >= 0) return true
  problems.push(problemOf(rules.badNumber, path, { value }))
  return false
}

function validateLeftInHand(
  held: LeftInHand,
  at: string,
  player: string,
  tally: CardTally,
  problems: Problem[],
): void {
  const keys = Object.keys(held)
  const cardsForm = held.cards !== undefined
  const quickForm = held.points !== undefined
  const sound =
    cardsForm !== quickForm &&
    keys.every((key) =>
      cardsForm ? key === 'cards' : key === 'points' || key === 'ripperEscapes',
    ) &&
    (held.ripperEscapes === undefined || typeof held.ripperEscapes === 'boolean')
  if (!sound) problems.push(problemOf(rules.leftForm, at, { player }))
  for (const [id, count] of Object.entries(held.cards ?? {})) {
    const path = `${at}.cards.${id}`
    if (!isCardId(id)) problems.push(problemOf(rules.unknownId, path, { id }))
    else if (whole(count, path, problems)) tally.add(id, count, path)
  }
  if (held.points !== undefined) whole(held.points, `${at}.points`, problems)
  if (held.ripperEscapes === true) tally.add('ripper-escapes', 1, `${at}.ripperEscapes`)
}

/** An entry that says the player holds something that costs points, or Ripper Escapes. */
function holdsAnything(held: LeftInHand): boolean {
  const cards = Object.values(held.cards ?? {}).some((count) => count !== 0)
  return cards || (held.points ?? 0) !== 0 || held.ripperEscapes === true
}

/** Counts each card over the areas, the hands and the ending, against how many the deck holds. */
class CardTally {
  private readonly found = new Map<CardId, { count: number; path: string }>()

  constructor(private readonly resolved: ResolvedRules) {}

  add(card: CardId, count: number, path: string): void {
    const entry = this.found.get(card)
    if (entry) entry.count += count
    else this.found.set(card, { count, path })
  }

  check(problems: Problem[]): void {
    for (const [card, { count, path }] of this.found) {
      const max = isSuspectId(card) ? this.resolved.evidenceCounts[card] : cardOf(card).count
      if (count > max)
        problems.push(problemOf(rules.tooManyCards, path, { card, found: count, max }))
    }
  }
}

/** What the table itself must show: melds first, a Victim before Evidence, Gavel cards in order. */
function validateTable(
  hand: JackTheRipperHand,
  at: string,
  table: TableFacts,
  problems: Problem[],
): void {
  const areas = Object.entries(hand.areas ?? {})
  const colours: (SuspectId | 'letter')[] = [...suspectIds, 'letter']
  for (const colour of colours) {
    const inArea = (area: AreaRecord) =>
      colour === 'letter' ? countOf(area.letters) : countOf(area.evidence?.[colour])
    const first = areas.find(([, area]) => inArea(area) > 0)
    if (first === undefined || areas.some(([, area]) => inArea(area) >= meldMinimum)) continue
    const field = colour === 'letter' ? 'letters' : `evidence.${colour}`
    problems.push(problemOf(rules.noMeld, `${at}.areas.${first[0]}.${field}`, { card: colour }))
  }
  const evidenceOnTable = table.letters > 0 || suspectIds.some((id) => table.evidence[id] > 0)
  if (evidenceOnTable && table.victims.size === 0) {
    problems.push(problemOf(rules.noVictim, `${at}.areas`))
  }
  for (const [player, area] of areas) {
    const path = `${at}.areas.${player}`
    area.suspects?.forEach((suspect, index) => {
      if (isSuspectId(suspect) && table.evidence[suspect] === 0) {
        problems.push(
          problemOf(rules.suspectWithoutMeld, `${path}.suspects[${index}]`, { card: suspect }),
        )
      }
    })
    const alibi = area.alibi
    if (typeof alibi === 'string' && isSuspectId(alibi) && table.evidence[alibi] === 0) {
      problems.push(problemOf(rules.alibiWithoutMeld, `${path}.alibi`, { card: alibi }))
    }
    for (const victim of area.victims ?? []) {
      if (!isVictimKey(victim)) continue
      const scene = sceneOf(victim)
      const holder = areas.find(([, other]) => other.scenes?.includes(scene))
      if (holder !== undefined && holder[0] !== player) {
        problems.push(
          problemOf(
            rules.pairSplit,
            `${path}.victims`,
            { victim: `victim-${victim}`, scene: `scene-${scene}` },
            'warning',
          ),
        )
      }
    }
  }
  if (hand.ending.type === 'ripper-escapes' && table.victims.size < victimsForEscape) {
    problems.push(
      problemOf(rules.escapeBeforeFiveVictims, `${at}.ending`, { count: table.victims.size }),
    )
  }
}

/** A vote names one of the six suspects, and needs someone with a meld to have called it. */
function validateVotes(
  hand: JackTheRipperHand,
  at: string,
  table: TableFacts,
  known: (path: string, player: string) => boolean,
  problems: Problem[],
): void {
  const votes = Object.entries(hand.votes ?? {})
  for (const [player, vote] of votes) {
    const path = `${at}.votes.${player}`
    known(path, player)
    if (vote !== null && !isSuspectId(vote))
      problems.push(problemOf(rules.unknownId, path, { id: vote }))
  }
  if (votes.length > 0 && !table.hasMeld)
    problems.push(problemOf(rules.voteWithoutMeld, `${at}.votes`))
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
    const path = `${at}.leftInHand.${player}`
    const held = hand.leftInHand?.[player]
    if (held === undefined) {
      problems.push(problemOf(rules.leftMissing, path, { player }, 'warning'))
      continue
    }
    const setAside = cardsToSetAside(table, hand.areas?.[player])
    for (const [id, count] of Object.entries(held.cards ?? {})) {
      if (count > 0 && isCardId(id) && setAside.has(id)) {
        problems.push(problemOf(rules.leftPlayable, `${path}.cards.${id}`, { player, card: id }))
      }
    }
  }
}
