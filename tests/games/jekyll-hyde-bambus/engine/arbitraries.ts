import fc from 'fast-check'
import {
  cardIds,
  ghost,
  nextHandTable,
  playHand,
  refereeTrick,
  sideOf,
  sidesOf,
  clockwiseFrom,
  firstLeader,
  type BambusHand,
  type BambusLog,
  type CardId,
  type HandTable,
  type Play,
} from '../../../../src/games/jekyll-hyde-bambus/engine'
import { fourPlayers, gameLog, threePlayers } from './support'

/** A table the rules allow: seats in any order, the team or the ghost where the card says. */
export const fourPlayerTable = (seatingCard: 'A' | 'B') =>
  fc
    .record({
      seats: fc.shuffledSubarray(['p1', 'p2', 'p3', 'p4'], { minLength: 4, maxLength: 4 }),
      first: fc.nat(3),
      dealer: fc.nat(3),
    })
    .map(({ seats, first, dealer }): HandTable => {
      const partner = seats[(first + (seatingCard === 'A' ? 2 : 1)) % 4]!
      return { seats, jekyll: [seats[first]!, partner], dealer: seats[dealer]! }
    })

export const threePlayerTable = fc
  .record({
    order: fc.shuffledSubarray(['p1', 'p2', 'p3'], { minLength: 3, maxLength: 3 }),
    start: fc.nat(3),
  })
  .map(({ order, start }): HandTable => {
    const [solo, left, right] = order as [string, string, string]
    const clockwise = [solo, left, ghost, right]
    const seats = clockwise.map((_, index) => clockwise[(index + start) % 4]!)
    // The dealer sits on the solo's right.
    return { seats, solo, dealer: right }
  })

/**
 * A hand dealt and played by the rules, with random choices: 7 cards to each seat; on each turn
 * a card of the seat's side from any hand that still holds one (the player's own, or whoever he
 * names). The referee decides each trick, and its next leader plays first.
 */
export function playedTricks(table: HandTable): fc.Arbitrary<Play[][]> {
  return fc
    .tuple(shuffledDeck, turnChoices)
    .map(([deal, choices]) => playDeal(table, deal, choices))
}

const shuffledDeck = fc.shuffledSubarray([...cardIds], { minLength: 28, maxLength: 28 })
const turnChoices = fc.array(fc.nat(), { minLength: 28, maxLength: 28 })

/** Plays a deal out: 7 cards to each seat in turn, then 28 choices of who gives which card. */
export function playDeal(table: HandTable, deal: CardId[], choices: number[]): Play[][] {
  const sides = sidesOf(table)
  const hands = new Map(
    table.seats.map((seat, index) => [seat, deal.slice(index * 7, index * 7 + 7)]),
  )
  const tricks: Play[][] = []
  let waiting: CardId[] = []
  let leader: string | null = firstLeader(table)
  let turn = 0
  for (let number = 0; number < 7; number += 1) {
    const plays: Play[] = []
    for (const seat of clockwiseFrom(table.seats, leader!)) {
      const side = sides[seat]!
      const ofSide = (card: CardId) => sideOf(card) === side
      const givers = table.seats.filter((giver) => hands.get(giver)!.some(ofSide))
      const pick = choices[turn++]!
      const from = givers[pick % givers.length]!
      const hand = hands.get(from)!
      const eligible = hand.filter(ofSide)
      const card = eligible[Math.floor(pick / givers.length) % eligible.length]!
      hand.splice(hand.indexOf(card), 1)
      plays.push({ seat, card, ...(from === seat ? {} : { from }) })
    }
    const result = refereeTrick({ sides, waiting, last: number === 6, plays })
    if (!result.ok) throw new Error(JSON.stringify(result.problem))
    waiting = result.outcome === 'held' ? result.cards : []
    leader = result.nextLeader
    tricks.push(plays)
  }
  return tricks
}

/** How the players entered the piles: one of them ticked, or both; the neutral pile or not. */
const entryForm = fc.record({
  listed: fc.constantFrom('jekyll', 'hyde', 'both'),
  shuffled: fc.boolean(),
  emptyNeutral: fc.boolean(),
})

/** A hand entry from piles: what the players tick after the 7th trick. */
export function entryOf(
  table: HandTable,
  piles: { jekyll: CardId[]; hyde: CardId[]; neutral: CardId[] },
  form: { listed: string; shuffled: boolean; emptyNeutral: boolean },
): BambusHand {
  const order = (pile: CardId[]) => (form.shuffled ? [...pile].reverse() : pile)
  const captured: Record<string, CardId[]> = {}
  if (form.listed !== 'hyde') captured.jekyll = order(piles.jekyll)
  if (form.listed !== 'jekyll') captured.hyde = order(piles.hyde)
  if (piles.neutral.length > 0 || form.emptyNeutral) captured.neutral = order(piles.neutral)
  return { ...table, seats: [...table.seats], captured } as BambusHand
}

/** The piles the hand helper folds out of the referee's decisions, trick by trick. */
export function piles(table: HandTable, tricks: Play[][]) {
  const played = playHand(table, tricks)
  if (!played.ok || !played.complete) throw new Error(JSON.stringify(played))
  return played.captured
}

/** One played hand of a 4-player (card A or B) or 3-player game, entered as the players would. */
export const playedHand = fc
  .constantFrom('A' as const, 'B' as const, 'three' as const)
  .chain((kind) =>
    (kind === 'three' ? threePlayerTable : fourPlayerTable(kind)).chain((table) =>
      fc.record({
        kind: fc.constant(kind),
        table: fc.constant(table),
        tricks: playedTricks(table),
        form: entryForm,
      }),
    ),
  )
  .map(({ kind, table, tricks, form }) => {
    const players = kind === 'three' ? threePlayers : fourPlayers
    const rules = kind === 'B' ? { variants: { seatingCard: 'B' } } : undefined
    const hand = entryOf(table, piles(table, tricks), form)
    return { log: gameLog(players, [hand], rules), table, tricks }
  })

/**
 * A whole game played by the rules: each hand at the table the last one leaves (the same teams
 * and seats, the deal to the left; the solo rotating), far from the end so every hand counts.
 */
export const playedGame = fc
  .record({
    first: fc.oneof(threePlayerTable, fourPlayerTable('A')),
    hands: fc.array(fc.tuple(shuffledDeck, turnChoices, entryForm), { minLength: 1, maxLength: 8 }),
  })
  .map(({ first, hands }) => {
    const players = first.solo !== undefined ? threePlayers : fourPlayers
    let log: BambusLog = gameLog(players, [], { targetScore: 1_000_000 })
    for (const [deal, choices, form] of hands) {
      const table = log.hands.length === 0 ? first : nextHandTable(log)
      const tricks = playDeal(table, deal, choices)
      log = { ...log, hands: [...log.hands, entryOf(table, piles(table, tricks), form)] }
    }
    return log
  })
