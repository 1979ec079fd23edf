import {
  breaksFollowRule,
  cardOf,
  colours,
  deckOf,
  judgeTrick,
  type Colour,
  type VsHydeTrickRecord,
} from '../../../../src/games/jekyll-vs-hyde/engine'

/** Random choices, consumed in order, so fast-check can still shrink what they build. */
export class Choices {
  private at = 0
  constructor(private readonly values: readonly number[]) {}
  /** A whole number from 0 to `below` − 1. */
  next(below: number): number {
    if (below <= 1 || this.values.length === 0) return 0
    const value = this.values[this.at % this.values.length]!
    this.at += 1
    return value % below
  }
  pick<T>(items: readonly T[]): T {
    return items[this.next(items.length)]!
  }
  /** Takes `count` items out of `items` at random. */
  take<T>(items: T[], count: number): T[] {
    const taken: T[] = []
    for (let i = 0; i < count; i += 1) taken.push(items.splice(this.next(items.length), 1)[0]!)
    return taken
  }
}

export interface PlayedRound {
  record: VsHydeTrickRecord[]
  /** Each player's pile at the end, counted at the table: a steal moves a trick, never a card. */
  piles: Record<string, number>
}

/**
 * A round played at the table by the rules, not by the record's fold: 20 of the 25 cards dealt,
 * each follower playing a card the follow rules allow from his real hand, the purple steal taken
 * from the loser's pile when it holds a trick, and the green swap done with 2 random cards each
 * way (1 when only one is left).
 */
export function playLegalRound(
  choose: Choices,
  potions: readonly number[],
  firstLeader: string,
  other: string,
): PlayedRound {
  const deck = deckOf(potions)
  const hands: Record<string, string[]> = {
    [firstLeader]: choose.take(deck, 10),
    [other]: choose.take(deck, 10),
  }
  const piles: Record<string, number> = { [firstLeader]: 0, [other]: 0 }
  const record: VsHydeTrickRecord[] = []
  let ranking: Colour[] = []
  let leader = firstLeader
  for (let trick = 0; trick < 10; trick += 1) {
    const follower = leader === firstLeader ? other : firstLeader
    const lead = choose.take(hands[leader]!, 1)[0]!
    const leadCard = cardOf(lead, potions)!
    const call = leadCard.kind === 'potion' ? choose.pick(colours) : undefined
    const held = hands[follower]!.map((id) => cardOf(id, potions)!)
    const allowed = hands[follower]!.filter(
      (id) => !breaksFollowRule(leadCard, call, cardOf(id, potions)!, held),
    )
    const follow = choose.pick(allowed)
    hands[follower]!.splice(hands[follower]!.indexOf(follow), 1)
    const judgement = judgeTrick(ranking, leadCard, cardOf(follow, potions)!)
    const taker = judgement.winner === 'lead' ? leader : follower
    const loser = taker === leader ? follower : leader
    piles[taker]! += 1
    if (judgement.effect === 'steal' && piles[loser]! > 0) {
      piles[loser]! -= 1
      piles[taker]! += 1
    }
    if (judgement.effect === 'swap') {
      const count = Math.min(2, hands[leader]!.length)
      const fromLeader = choose.take(hands[leader]!, count)
      const fromFollower = choose.take(hands[follower]!, count)
      hands[leader]!.push(...fromFollower)
      hands[follower]!.push(...fromLeader)
    }
    record.push({ lead: leader, cards: [lead, follow], ...(call ? { call } : {}) })
    ranking = judgement.ranking
    leader = taker
  }
  return { record, piles }
}
