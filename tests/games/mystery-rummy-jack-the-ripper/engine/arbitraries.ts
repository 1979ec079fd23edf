import fc from 'fast-check'
import {
  alibiCardOf,
  endingTypes,
  sceneOf,
  scoreGame,
  setAsideCards,
  suspectIds,
  tableOf,
  victimKeys,
  type AreaRecord,
  type CardId,
  type EndingType,
  type JackTheRipperHand,
  type JackTheRipperLog,
  type LeftInHand,
  type SuspectId,
} from '../../../../src/games/mystery-rummy-jack-the-ripper/engine'
import { gameLog } from './support'

/**
 * Random choices, consumed in order by the builders below: one list per hand is enough to lay
 * out a table the rules allow, so fast-check can still shrink it.
 */
class Choices {
  private at = 0
  constructor(private readonly values: readonly number[]) {}
  /** A whole number from 0 to `below` − 1. */
  next(below: number): number {
    const value = this.values[this.at % this.values.length]!
    this.at += 1
    return below <= 1 ? 0 : value % below
  }
  chance(): boolean {
    return this.next(2) === 1
  }
  pick<T>(items: readonly T[]): T {
    return items[this.next(items.length)]!
  }
}

/**
 * A hand the rules allow: every colour on the table melded by one player (3 or more natural
 * cards) and perhaps laid off by others, Wilds beside natural cards, a Victim before any
 * Evidence, Suspect and Alibi cards only for suspects on the table, each Victim's Scene with it,
 * and what those still holding cards list chosen among the cards they could not set aside.
 */
export function buildHand(
  players: readonly string[],
  values: readonly number[],
): JackTheRipperHand {
  const choose = new Choices(values)
  const type = choose.pick(endingTypes)
  const areas: Record<string, AreaRecord> = Object.fromEntries(players.map((id) => [id, {}]))
  const area = (player: string) => areas[player]!
  const naturalLeft: Record<SuspectId, number> = Object.fromEntries(
    suspectIds.map((id) => [id, 5]),
  ) as Record<SuspectId, number>
  let wildsLeft = 2
  for (const suspect of suspectIds) {
    if (!choose.chance()) continue
    const melder = choose.pick(players)
    const meld = 3 + choose.next(3)
    naturalLeft[suspect] -= meld
    add(area(melder), suspect, meld)
    for (const other of players) {
      const layOff = Math.min(choose.next(3), naturalLeft[suspect])
      if (other === melder || layOff === 0) continue
      naturalLeft[suspect] -= layOff
      add(area(other), suspect, layOff)
    }
    if (wildsLeft > 0 && choose.chance()) {
      const owner = choose.pick(players.filter((id) => (area(id).evidence?.[suspect] ?? 0) > 0))
      const wilds = 1 + choose.next(wildsLeft)
      wildsLeft -= wilds
      add(area(owner), suspect, wilds)
      area(owner).wilds = { ...area(owner).wilds, [suspect]: wilds }
    }
  }
  if (choose.chance()) area(choose.pick(players)).letters = 3 + choose.next(2)
  const table = () => tableOf(areas)
  const onTable = suspectIds.filter((id) => table().evidence[id] > 0)
  const needsVictim = onTable.length > 0 || table().letters > 0
  for (const victim of victimKeys) {
    const played =
      type === 'ripper-escapes' || choose.chance() || (needsVictim && victim === 'kelly')
    if (!played) continue
    const owner = area(choose.pick(players))
    owner.victims = [...(owner.victims ?? []), victim]
    if (choose.chance()) owner.scenes = [...(owner.scenes ?? []), sceneOf(victim)]
  }
  for (const suspect of onTable) {
    if (!choose.chance()) continue
    const owner = area(choose.pick(players))
    owner.suspects = [...(owner.suspects ?? []), suspect]
  }
  if (onTable.length > 0 && choose.chance()) area(choose.pick(players)).alibi = choose.pick(onTable)
  const ending = endingOf(type, players, choose)
  const hand: JackTheRipperHand = { ending, areas }
  if (choose.chance()) hand.dealer = choose.pick(players)
  const out = new Set(
    ending.type === 'went-out'
      ? [ending.player]
      : ending.type === 'commissioner-resigns'
        ? ending.players
        : [],
  )
  if (ending.type === 'went-out' || ending.type === 'commissioner-resigns') {
    const pool = heldPool(areas, naturalLeft, wildsLeft, ending.type)
    const leftInHand: Record<string, LeftInHand> = {}
    for (const player of players) {
      if (out.has(player)) continue
      leftInHand[player] = choose.chance()
        ? { points: choose.next(12), ripperEscapes: takeEscape(pool, choose) }
        : { cards: heldCards(pool, setAsideCards(areas, player), choose) }
    }
    hand.leftInHand = leftInHand
  }
  if (table().hasMeld && choose.chance()) {
    hand.votes = Object.fromEntries(
      players.map((player) => [player, choose.chance() ? null : choose.pick(suspectIds)]),
    )
  }
  return hand
}

function add(area: AreaRecord, suspect: SuspectId, count: number): void {
  area.evidence = { ...area.evidence, [suspect]: (area.evidence?.[suspect] ?? 0) + count }
}

function endingOf(type: EndingType, players: readonly string[], choose: Choices) {
  if (type === 'commissioner-resigns') {
    const forced = players.filter(() => choose.chance())
    return { type, players: forced.length > 0 ? forced : [choose.pick(players)] }
  }
  if (type === 'case-file-exhausted') return { type }
  return { type, player: choose.pick(players) }
}

/** The cards still in the deck once the table is laid out: each a copy someone may hold. */
function heldPool(
  areas: Record<string, AreaRecord>,
  naturalLeft: Record<SuspectId, number>,
  wildsLeft: number,
  ending: EndingType,
): CardId[] {
  const table = tableOf(areas)
  const pool: CardId[] = []
  const copies = (card: CardId, count: number) => {
    for (let index = 0; index < count; index += 1) pool.push(card)
  }
  for (const suspect of suspectIds) {
    copies(suspect, naturalLeft[suspect])
    if (!table.suspectCards.has(suspect)) pool.push(`suspect-${suspect}`)
  }
  copies('wild', wildsLeft)
  copies('letter', 4 - table.letters)
  const alibis = new Set(suspectIds.map(alibiCardOf))
  if (table.alibi !== null) alibis.delete(alibiCardOf(table.alibi))
  pool.push(...alibis)
  for (const victim of victimKeys) {
    if (!table.victims.has(victim)) pool.push(`victim-${victim}`)
    if (!table.scenes.has(sceneOf(victim))) pool.push(`scene-${sceneOf(victim)}`)
  }
  copies('commissioner-resigns', ending === 'commissioner-resigns' ? 1 : 2)
  copies('ripper-strikes', 2)
  pool.push('ripper-escapes')
  return pool
}

function takeEscape(pool: CardId[], choose: Choices): boolean {
  const at = pool.indexOf('ripper-escapes')
  if (at < 0 || !choose.chance()) return false
  pool.splice(at, 1)
  return true
}

/** A few cards from the pool, none of those the player had to set aside. */
function heldCards(pool: CardId[], setAside: readonly CardId[], choose: Choices) {
  const held: Partial<Record<CardId, number>> = {}
  for (let count = choose.next(4); count > 0; count -= 1) {
    const allowed = pool.filter((card) => !setAside.includes(card))
    if (allowed.length === 0) break
    const card = choose.pick(allowed)
    pool.splice(pool.indexOf(card), 1)
    held[card] = (held[card] ?? 0) + 1
  }
  return held as Record<string, number>
}

/**
 * A valid game: 2 to 4 players and some hands, cut after the hand that decides it (a hand after
 * the end is an error). Sometimes with corrected values and the other variants.
 */
export const validGame: fc.Arbitrary<JackTheRipperLog> = fc
  .record({
    seated: fc.integer({ min: 2, max: 4 }),
    hands: fc.array(fc.array(fc.nat(), { minLength: 80, maxLength: 80 }), { maxLength: 5 }),
    escapeWithoutCard: fc.constantFrom('victims-and-scenes', 'nothing'),
    ripperTotal: fc.constantFrom('evidence-and-suspect', 'evidence-only'),
    druittValue: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ seated, hands, escapeWithoutCard, ripperTotal, druittValue }) => {
    const rules = {
      variants: { escapeWithoutCard, ripperTotal },
      deck: { druitt: { value: druittValue } },
    }
    const ids = ['p1', 'p2', 'p3', 'p4'].slice(0, seated)
    const log = gameLog(
      hands.map((values) => buildHand(ids, values)),
      rules,
      seated,
    )
    log.players = ids.map((id) => ({ id, name: id.toUpperCase() }))
    const decided = scoreGame(log).hands.findIndex((hand) => hand.status === 'finished')
    return decided < 0 ? log : { ...log, hands: log.hands.slice(0, decided + 1) }
  })
