import { childPath, type Problem } from '../../../engine/core/problems'
import { quoteValue } from '../../../engine/core/quote-value'
import {
  cardIds,
  cardsPerTrick,
  deckIndex,
  deckIndexOf,
  deckSize,
  isCardId,
  isTransformation,
  sideOf,
  type CardId,
} from './cards'
import { ghost, type BambusHand, type BambusLog, type Captured } from './log'
import {
  endTieOptions,
  firstJekyllOptions,
  maxCardValue,
  problemOf,
  resolveRules,
  rules,
  seatingCardOptions,
  type SeatingCard,
} from './rules'
import { leftOf, nextThreePlayerTable, oppositeOf, rightOf, sameOrder, sideBySide } from './table'

/**
 * Every problem of a log that reads (spec: "Validation"), errors and warnings, hand by hand.
 * Scoring is only defined for a log without errors. The one rule that needs the scores (no hand
 * after the end) is checked by the game's `check`, after scoring.
 */
export function validateLog(log: BambusLog): Problem[] {
  const problems: Problem[] = []
  const players = validatePlayers(log, problems)
  validateRules(log, problems)
  // Hands name players by id and take their form from the number of players: without usable
  // players, what a hand says cannot be checked.
  if (players === null) return problems
  const game: Game = { players, seatingCard: resolveRules(log.rules).variants.seatingCard }
  const seen = new Uint8Array(deckSize)
  let firstTeam: readonly string[] | null = null
  let previous: TableFacts | null = null
  log.hands.forEach((hand, index) => {
    const at = `hands[${index}]`
    const table = validateTable(hand, at, game, problems)
    checkThreePlayerDealer(table, at, problems)
    if (index === 0) firstTeam = table.team
    else {
      checkTeamChanged(table, firstTeam, at, problems)
      checkTurns(table, previous, at, problems)
    }
    validateCaptured(hand.captured, `${at}.captured`, seen, problems)
    previous = table
  })
  return problems
}

interface Game {
  players: readonly string[]
  seatingCard: SeatingCard
}

/**
 * What a hand's table fields say once checked: each is null when it broke its rule, so later
 * checks and the warnings between hands only use sound facts.
 */
interface TableFacts {
  players: number
  seats: readonly string[] | null
  dealer: string | null
  team: readonly string[] | null
  solo: string | null
}

/**
 * Player ids key the scores of every hand: short names of letters, digits, '-' and '_' (spec:
 * game-log-v1), never a name every JavaScript object has, and never "ghost", the empty seat.
 */
const playerIdPattern = /^[A-Za-z0-9_-]{1,32}$/

function validatePlayers(log: BambusLog, problems: Problem[]): string[] | null {
  const count = log.players.length
  let usable = count === 3 || count === 4
  if (!usable) problems.push(problemOf(rules.players, 'players', { count }))
  const ids: string[] = []
  log.players.forEach(({ id }, index) => {
    const sound =
      playerIdPattern.test(id) && !(id in Object.prototype) && id !== ghost && !ids.includes(id)
    if (!sound) {
      usable = false
      problems.push(problemOf(rules.players, `players[${index}].id`, { count }))
    }
    ids.push(id)
  })
  return usable ? ids : null
}

const variantOptions: ReadonlyMap<string, readonly unknown[]> = new Map<string, readonly unknown[]>(
  [
    ['seatingCard', seatingCardOptions],
    ['firstJekyll', firstJekyllOptions],
    ['endTie', endTieOptions],
  ],
)

function validateRules(log: BambusLog, problems: Problem[]): void {
  const settings = log.rules
  if (settings === undefined) return
  const target = settings.targetScore
  if (target !== undefined && !(Number.isInteger(target) && target > 0)) {
    problems.push(problemOf(rules.target, 'rules.targetScore', { value: quoteValue(target) }))
  }
  for (const [variant, value] of Object.entries(settings.variants ?? {})) {
    const path = childPath('rules.variants', variant)
    const params = { variant, value: quoteValue(value) }
    const options: readonly unknown[] = variantOptions.get(variant) ?? []
    if (!options.includes(value)) {
      problems.push(problemOf(rules.variant, path, params))
    }
  }
  if (settings.variants?.seatingCard === 'B' && log.players.length === 3) {
    problems.push(problemOf(rules.seatingCard3p, 'rules.variants.seatingCard'))
  }
  for (const [card, override] of Object.entries(settings.deck ?? {})) {
    const path = childPath('rules.deck', card)
    const value = override.value
    if (!isCardId(card)) {
      problems.push(problemOf(rules.deck, path, { card, value: quoteValue(value) }))
    } else if (!(Number.isInteger(value) && value >= 0 && value <= maxCardValue)) {
      problems.push(problemOf(rules.deck, `${path}.value`, { card, value: quoteValue(value) }))
    }
  }
}

/** The table of one hand: seats, dealer, and the sides (a team of 2, or a solo). */
function validateTable(hand: BambusHand, at: string, game: Game, problems: Problem[]): TableFacts {
  const four = game.players.length === 4
  const expected = four ? game.players : [...game.players, ghost]
  const seats = isEach(hand.seats, expected) ? hand.seats : null
  if (seats === null) problems.push(problemOf(rules.seats, `${at}.seats`))
  const dealer = game.players.includes(hand.dealer) ? hand.dealer : null
  if (dealer === null) problems.push(problemOf(rules.dealer, `${at}.dealer`))
  const facts: TableFacts = { players: game.players.length, seats, dealer, team: null, solo: null }

  // The sides: a 4-player hand names its Jekyll team, a 3-player hand its solo; never both.
  const wrongField = four ? 'solo' : 'jekyll'
  if (hand[wrongField] !== undefined) {
    problems.push(problemOf(rules.handShape, `${at}.${wrongField}`, { field: wrongField }))
  }
  if (four) {
    if (hand.jekyll === undefined) {
      problems.push(problemOf(rules.handShape, `${at}.jekyll`, { field: 'jekyll' }))
      return facts
    }
    const [first, second] = hand.jekyll
    const team =
      hand.jekyll.length === 2 && first !== second && hand.jekyll.every((id) => has(game, id))
        ? hand.jekyll
        : null
    if (team === null) problems.push(problemOf(rules.team, `${at}.jekyll`))
    else if (seats !== null && !seatedAsTheCardSays(seats, team, game.seatingCard)) {
      problems.push(problemOf(rules.teamSeating, `${at}.seats`, { seatingCard: game.seatingCard }))
    }
    return { ...facts, team }
  }
  if (hand.solo === undefined) {
    problems.push(problemOf(rules.handShape, `${at}.solo`, { field: 'solo' }))
    return facts
  }
  const solo = has(game, hand.solo) ? hand.solo : null
  if (solo === null) problems.push(problemOf(rules.solo, `${at}.solo`))
  else if (seats !== null && oppositeOf(seats, solo) !== ghost) {
    problems.push(problemOf(rules.ghostSeat, `${at}.seats`, { player: solo }))
    return { ...facts, solo, seats: null }
  }
  return { ...facts, solo }
}

function has(game: Game, id: string): boolean {
  return game.players.includes(id)
}

/** Exactly the expected seats, each once, in any order. */
function isEach(list: readonly string[], expected: readonly string[]): boolean {
  return list.length === expected.length && expected.every((id) => list.includes(id))
}

/** Card A: partners opposite; card B: side by side (S1). */
function seatedAsTheCardSays(
  seats: readonly string[],
  [first, second]: readonly string[],
  seatingCard: SeatingCard,
): boolean {
  return seatingCard === 'A'
    ? oppositeOf(seats, first!) === second
    : sideBySide(seats, first!, second!)
}

/** Teams are drawn once, at the start, and stay fixed for the whole game (S1). */
function checkTeamChanged(
  table: TableFacts,
  firstTeam: readonly string[] | null,
  at: string,
  problems: Problem[],
): void {
  if (table.team === null || firstTeam === null) return
  if (!table.team.every((id) => firstTeam.includes(id))) {
    problems.push(problemOf(rules.teamChanged, `${at}.jekyll`))
  }
}

/**
 * Who deals, who plays solo and where everyone sits, from one hand to the next (spec:
 * "Validation", warnings). Scores do not depend on it, so a slip is only worth a warning (A5).
 * The 3-player dealer is checked in every hand, the first included: he sits on the solo's right.
 */
function checkTurns(
  table: TableFacts,
  previous: TableFacts | null,
  at: string,
  problems: Problem[],
): void {
  if (table.players === 4) {
    if (previous?.seats && table.seats && previous.dealer && table.dealer) {
      const due = leftOf(table.seats, previous.dealer)
      if (table.dealer !== due) {
        problems.push(problemOf(rules.dealerOutOfTurn, `${at}.dealer`, { player: due }, 'warning'))
      }
    }
    if (previous?.seats && table.seats && !sameOrder(table.seats, previous.seats)) {
      problems.push(problemOf(rules.seatsMoved, `${at}.seats`, {}, 'warning'))
    }
    return
  }
  if (previous?.seats && previous.solo) {
    const next = nextThreePlayerTable(previous.seats, previous.solo, ghost)
    if (table.solo && table.solo !== next.solo) {
      problems.push(problemOf(rules.soloOutOfTurn, `${at}.solo`, { player: next.solo }, 'warning'))
    }
    if (table.seats && !sameOrder(table.seats, next.seats)) {
      problems.push(problemOf(rules.seatsMoved, `${at}.seats`, {}, 'warning'))
    }
  }
}

/** The 3-player dealer sits on the solo's right, the first hand included. */
function checkThreePlayerDealer(table: TableFacts, at: string, problems: Problem[]): void {
  if (table.players !== 3 || !table.seats || !table.solo || !table.dealer) return
  const due = rightOf(table.seats, table.solo)
  if (table.dealer !== due) {
    problems.push(problemOf(rules.dealerOutOfTurn, `${at}.dealer`, { player: due }, 'warning'))
  }
}

/**
 * The captured cards (spec: "One entry of hands" and the card and pile rules). The pile rules
 * run only on lists whose cards pass the card rules, so one wrong card is one error. `seen`
 * marks the cards met, by their place in the deck: one for the log, emptied for each hand.
 */
function validateCaptured(
  captured: Captured,
  at: string,
  seen: Uint8Array,
  problems: Problem[],
): void {
  if (captured.jekyll === undefined && captured.hyde === undefined) {
    problems.push(problemOf(rules.pileMissing, at))
  }
  const before = problems.length
  seen.fill(0)
  let distinct = 0
  for (const list of pileNames) {
    const pile = captured[list]
    if (pile === undefined) continue
    for (let index = 0; index < pile.length; index += 1) {
      const card = pile[index]!
      const inDeck = deckIndexOf(card)
      // The path only for a problem: 28 cards a hand, most of them sound.
      if (inDeck < 0) {
        problems.push(problemOf(rules.cardUnknown, `${at}.${list}[${index}]`, { card }))
      } else if (seen[inDeck] === 1) {
        problems.push(problemOf(rules.cardRepeated, `${at}.${list}[${index}]`, { card }))
      } else {
        seen[inDeck] = 1
        distinct += 1
      }
    }
  }
  if (captured.jekyll !== undefined && captured.hyde !== undefined && distinct < deckSize) {
    cardIds.forEach((card, inDeck) => {
      if (seen[inDeck] === 0) problems.push(problemOf(rules.cardMissing, at, { card }))
    })
  }
  if (problems.length > before || (captured.jekyll === undefined && captured.hyde === undefined)) {
    return
  }
  validatePiles(captured, seen, distinct, at, problems)
}

const pileNames = ['jekyll', 'hyde', 'neutral'] as const

/**
 * Captured tricks come whole: 4 cards each, 2 Jekyll and 2 Hyde. The size and balance of a pile
 * the players did not list follow from the others (all three make the 28 cards, 14 a side), so
 * only the listed piles are checked for them: a card in the wrong pile is one error, not two.
 * Such a pile is every card of the deck not `seen` in the others (`distinct` of them, all past
 * the card rules), read from the marks rather than built.
 */
function validatePiles(
  captured: Captured,
  seen: Uint8Array,
  distinct: number,
  at: string,
  problems: Problem[],
): void {
  for (const side of ['jekyll', 'hyde'] as const) {
    const pile = captured[side] as CardId[] | undefined
    const path = `${at}.${side}`
    if (pile !== undefined) {
      if (pile.length % cardsPerTrick !== 0) {
        problems.push(problemOf(rules.pileSize, path, { count: pile.length }))
      }
      checkBalance(pile, path, problems)
    }
    const count = pile?.length ?? deckSize - distinct
    // A Transformation's trick is always taken with the next one: 8 cards or more.
    if (count >= 2 * cardsPerTrick) continue
    const transformation = pile
      ? pile.find(isTransformation)
      : transformations.find((card) => seen[deckIndex(card)] === 0)
    if (transformation) {
      problems.push(problemOf(rules.heldTrick, path, { count, card: transformation }))
    }
  }
  const neutral = (captured.neutral ?? []) as CardId[]
  const path = `${at}.neutral`
  if (![0, 4, 8].includes(neutral.length)) {
    problems.push(problemOf(rules.neutralSize, path, { count: neutral.length }))
    return
  }
  checkBalance(neutral, path, problems)
  // The last trick stays neutral because of a Transformation; a trick held before it by the other.
  let neutralTransformations = 0
  for (const card of neutral) if (isTransformation(card)) neutralTransformations += 1
  if (neutralTransformations < neutral.length / cardsPerTrick) {
    problems.push(problemOf(rules.neutralTransformation, path, { count: neutral.length }))
  }
}

/** The two Transformations, in deck order. */
const transformations = cardIds.filter(isTransformation)

function checkBalance(pile: readonly CardId[], path: string, problems: Problem[]): void {
  let jekyll = 0
  for (const card of pile) if (sideOf(card) === 'jekyll') jekyll += 1
  const hyde = pile.length - jekyll
  if (jekyll !== hyde) problems.push(problemOf(rules.pileBalance, path, { jekyll, hyde }))
}
