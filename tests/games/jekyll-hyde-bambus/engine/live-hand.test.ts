import { describe, expect, it } from 'vitest'
import {
  playHand,
  type CardId,
  type HandTable,
} from '../../../../src/games/jekyll-hyde-bambus/engine'
import {
  followHand,
  followSeats,
  mayLie,
  type CardsBySeat,
} from '../../../../src/games/jekyll-hyde-bambus/engine/live-hand'
import { fourPlayers, gameLog, problemsOf } from './support'

/** Dev (p4) deals; Ada and Cleo (p1, p3) are Jekyll, opposite each other. */
const table: HandTable = { seats: ['p1', 'p2', 'p3', 'p4'], dealer: 'p4', jekyll: ['p1', 'p3'] }

/** The cards as they fell, trick by trick (the same hand as play-hand.test.ts). */
const fell: CardId[][] = [
  ['j-f6', 'h-a', 'j-b', 'h-f3'], // p1 leads; Bram's A wins for Hyde
  ['h-transformation', 'j-c', 'h-f4', 'j-d'], // held: Bram leads again
  ['h-b', 'j-a', 'h-c', 'j-e'], // Cleo's A takes 8 for Jekyll
  ['j-f7', 'h-fury', 'j-charity', 'h-f5'], // Cleo's location, the first F
  ['j-transformation', 'h-d', 'j-f3', 'h-e'], // held: Cleo leads again
  ['j-pity', 'h-f6', 'j-remorse', 'h-brutality'], // Dev's location takes 8 for Hyde
  ['h-f7', 'j-f4', 'h-murder', 'j-f5'], // Dev's location, the last trick
]
const upTo = (tricks: number, extra = 0) => fell.flat().slice(0, tricks * 4 + extra)

describe('a hand followed card by card', () => {
  it('asks the dealer’s left neighbour for a card of his side first', () => {
    expect(followHand(table, [])).toMatchObject({
      ok: true,
      open: [],
      toPlay: 'p1',
      side: 'jekyll',
      trick: 1,
    })
  })

  it('puts each card of a trick in front of the next seat clockwise', () => {
    const live = followHand(table, upTo(0, 3))
    if (!live.ok) expect.fail(JSON.stringify(live))
    expect(live.open.map((play) => play.seat)).toEqual(['p1', 'p2', 'p3'])
    expect(live).toMatchObject({ toPlay: 'p4', side: 'hyde', trick: 1 })
    expect(live.played.tricks).toEqual([])
  })

  it('settles a trick with its 4th card: the winner leads, the next trick begins', () => {
    const live = followHand(table, upTo(1))
    if (!live.ok) expect.fail(JSON.stringify(live))
    expect(live.played.tricks.map((each) => [each.outcome, each.winner])).toEqual([['won', 'p2']])
    expect(live).toMatchObject({ open: [], toPlay: 'p2', side: 'hyde', trick: 2 })
  })

  it('lets the seat of a Transformation lead while its trick waits on the table', () => {
    const live = followHand(table, upTo(2))
    if (!live.ok) expect.fail(JSON.stringify(live))
    expect(live.played.waiting).toEqual(fell[1])
    expect(live).toMatchObject({ toPlay: 'p2', trick: 3 })
  })

  it('is the referee’s fold once the 7th trick is down: nobody is to play', () => {
    const live = followHand(table, upTo(7))
    if (!live.ok) expect.fail(JSON.stringify(live))
    expect(live).toMatchObject({ toPlay: null, side: null, trick: 7, open: [] })
    const leaders = ['p1', 'p2', 'p2', 'p3', 'p3', 'p3', 'p4']
    const tricks = fell.map((cards, index) =>
      cards.map((card, turn) => ({
        seat: table.seats[(table.seats.indexOf(leaders[index]!) + turn) % 4]!,
        card,
      })),
    )
    expect(live.played).toEqual(playHand(table, tricks))
  })

  it('gives piles the engine accepts as a hand, both listed', () => {
    const live = followHand(table, upTo(7))
    if (!live.ok) expect.fail(JSON.stringify(live))
    const { jekyll, hyde, neutral } = live.played.captured
    const log = gameLog(fourPlayers, [{ ...table, captured: { jekyll, hyde, neutral } }])
    expect(problemsOf(log)).toEqual([])
  })

  it('refuses a 29th card: a hand has 7 tricks', () => {
    const live = followHand(table, [...upTo(7), 'j-a'])
    expect(live).toMatchObject({ ok: false, trick: 7, problem: { rule: 'trick-order' } })
  })

  it('refuses the 2nd card of a seat’s side from the other side, at its place', () => {
    expect(followHand(table, ['j-f6', 'h-a'])).toMatchObject({ ok: true, toPlay: 'p3' })
    expect(followHand(table, ['j-f6', 'j-a'])).toMatchObject({
      ok: false,
      trick: 1,
      problem: { rule: 'trick-wrong-side', path: 'tricks[0].plays[1].card' },
    })
  })

  it('refuses a card played in an earlier trick, and one already on the table', () => {
    expect(followHand(table, [...upTo(1), 'h-b'])).toMatchObject({ ok: true })
    expect(followHand(table, [...upTo(1), 'h-a'])).toMatchObject({
      ok: false,
      trick: 2,
      problem: { rule: 'trick-cards' },
    })
    expect(followHand(table, ['j-f6', 'h-a', 'j-f6'])).toMatchObject({
      ok: false,
      problem: { rule: 'trick-cards', path: 'tricks[0].plays[2].card' },
    })
  })

  it('with 3 players, asks the solo first and the ghost for Hyde’s cards', () => {
    const three: HandTable = { seats: ['p1', 'p2', 'ghost', 'p3'], dealer: 'p3', solo: 'p1' }
    expect(followHand(three, [])).toMatchObject({ toPlay: 'p1', side: 'hyde' })
    expect(followHand(three, ['h-f5', 'j-e'])).toMatchObject({ toPlay: 'ghost', side: 'hyde' })
  })
})

/** The cards of a prefix of the hand by seat, as devices tapping each their own seat hold them. */
function bySeat(cards: readonly CardId[]): Record<string, CardId>[] {
  const live = followHand(table, cards)
  if (!live.ok) throw new Error(JSON.stringify(live))
  return [...live.tricks, live.open]
    .filter((plays) => plays.length > 0)
    .map((plays) => Object.fromEntries(plays.map(({ seat, card }) => [seat, card])))
}

describe('a hand tapped seat by seat, from several devices', () => {
  it('is the hand followed card by card, after every card of it', () => {
    for (let count = 0; count <= 28; count += 1) {
      expect(followSeats(table, bySeat(upTo(0, count)))).toEqual(followHand(table, upTo(0, count)))
    }
  })

  it('takes the seats of the trick in progress in any order, and asks the first one empty', () => {
    const dev: CardsBySeat = { p4: 'h-f3' }
    const live = followSeats(table, [dev])
    if (!live.ok) expect.fail(JSON.stringify(live))
    expect(live.open).toEqual([{ seat: 'p4', card: 'h-f3' }])
    expect(live).toMatchObject({ toPlay: 'p1', side: 'jekyll', trick: 1 })
    expect(live.played.tricks).toEqual([])
    const all = followSeats(table, [{ p4: 'h-f3', p2: 'h-a', p3: 'j-b', p1: 'j-f6' }])
    expect(all).toEqual(followHand(table, upTo(1)))
  })

  it('settles a trick only once each of the 4 seats has its card', () => {
    const three = followSeats(table, [{ p2: 'h-a', p3: 'j-b', p4: 'h-f3' }])
    expect(three).toMatchObject({ ok: true, toPlay: 'p1', trick: 1 })
    if (three.ok) expect(three.played.tricks).toEqual([])
  })

  it('refuses a card for a later trick while one before it is not complete', () => {
    const early = [{ p2: 'h-a', p3: 'j-b', p4: 'h-f3' }, { p2: 'h-transformation' }] as const
    expect(followSeats(table, early)).toMatchObject({
      ok: false,
      trick: 2,
      problem: { rule: 'trick-order', path: 'tricks[1]' },
    })
    expect(followSeats(table, [...bySeat(upTo(1)), { p2: 'h-transformation' }])).toMatchObject({
      ok: true,
      toPlay: 'p3',
    })
  })

  it('refuses an 8th trick, and takes an emptied one after the 7th as nothing', () => {
    expect(followSeats(table, [...bySeat(upTo(7)), { p1: 'j-a' }])).toMatchObject({
      ok: false,
      trick: 7,
      problem: { rule: 'trick-order', path: 'tricks[7]' },
    })
    expect(followSeats(table, [...bySeat(upTo(7)), {}])).toEqual(followHand(table, upTo(7)))
    expect(followSeats(table, [...bySeat(upTo(1)), {}, {}])).toEqual(followHand(table, upTo(1)))
  })

  it('refuses a seat not at the table, and a card of the other side in front of a seat', () => {
    expect(followSeats(table, [{ p5: 'j-a' }])).toMatchObject({
      ok: false,
      problem: { rule: 'trick-seats', path: 'tricks[0].plays' },
    })
    expect(followSeats(table, [{ p4: 'j-a' }])).toMatchObject({
      ok: false,
      trick: 1,
      problem: { rule: 'trick-wrong-side', path: 'tricks[0].plays[0].card' },
    })
  })

  it('says where the card it refuses lies, so that it can be taken back', () => {
    expect(followSeats(table, [{ p1: 'j-f6', p4: 'j-a' }])).toMatchObject({
      at: { trick: 0, seat: 'p4' },
    })
    expect(followSeats(table, [...bySeat(upTo(7)), { p2: 'h-a' }])).toMatchObject({
      at: { trick: 7, seat: 'p2' },
    })
    expect(followSeats(table, [{ p9: 'j-a' }])).toMatchObject({ at: { trick: 0, seat: 'p9' } })
  })

  it('lets a card lie in front of an empty seat of the trick, of its side, not yet down', () => {
    const live = followSeats(table, [...bySeat(upTo(1)), { p3: 'j-a' }])
    if (!live.ok) expect.fail(JSON.stringify(live))
    // Bram leads trick 2; Cleo's seat is taken, Ada's is not.
    expect(mayLie(live, 'p2', 'h-transformation')).toBe(true)
    expect(mayLie(live, 'p1', 'j-c')).toBe(true)
    expect(mayLie(live, 'p3', 'j-c')).toBe(false)
    expect(mayLie(live, 'p1', 'h-c')).toBe(false)
    // Down already: in trick 1, or on the table in this one.
    expect(mayLie(live, 'p1', 'j-f6')).toBe(false)
    expect(mayLie(live, 'p1', 'j-a')).toBe(false)
    expect(mayLie(live, 'ghost', 'h-c')).toBe(false)
    expect(mayLie(live, 'p1', 'j-z')).toBe(false)
  })

  it('refuses a card already played in an earlier trick, wherever it is tapped', () => {
    expect(followSeats(table, [...bySeat(upTo(1)), { p4: 'h-a' }])).toMatchObject({
      ok: false,
      problem: { rule: 'trick-cards' },
    })
  })
})
