import type { Problem } from '../../../engine/core/problems'
import { cardIds, cardOf, isSuspectId, type CardId } from './cards'
import { problemOf, rules, type ResolvedRules } from './rules'

/** Where a card was first counted in a hand: its path is only written for a problem. */
interface Count {
  card: CardId
  /** The hand it was last counted in: a count from an earlier hand is 0 in this one. */
  hand: number
  count: number
  max: number
  /** The path of the object it stands in, the field and the key or index within that field. */
  at: string
  field: string
  key: string | number | undefined
}

/**
 * Counts each card of a hand over the areas, the hands and the ending, against how many the deck
 * holds. One tally serves every hand of a log (`startHand` empties it), so counting a card
 * allocates nothing once the log's first hands have met each card.
 */
export class CardTally {
  private readonly counts = new Map<CardId, Count>()
  private readonly inHand: Count[] = []
  private hand = 0

  constructor(private readonly resolved: ResolvedRules) {}

  startHand(): void {
    this.hand += 1
    this.inHand.length = 0
  }

  /** Adds `count` copies of a card, found at `at`.`field` (and `[key]` or `.key` when given). */
  add(card: CardId, count: number, at: string, field: string, key?: string | number): void {
    let entry = this.counts.get(card)
    if (entry === undefined) {
      const max = isSuspectId(card) ? this.resolved.evidenceCounts[card] : cardOf(card).count
      entry = { card, hand: 0, count: 0, max, at, field, key }
      this.counts.set(card, entry)
    }
    if (entry.hand !== this.hand) {
      entry.hand = this.hand
      entry.count = 0
      entry.at = at
      entry.field = field
      entry.key = key
      this.inHand.push(entry)
    }
    entry.count += count
  }

  /**
   * What the cards of the deck not yet counted in this hand are worth at most: the most a player
   * still holding cards could be charged (Ripper Escapes aside, which has its own question).
   */
  worthOfTheRest(): number {
    let worth = 0
    for (const id of cardIds) {
      if (id === 'ripper-escapes') continue
      const max = isSuspectId(id) ? this.resolved.evidenceCounts[id] : cardOf(id).count
      const entry = this.counts.get(id)
      const counted = entry !== undefined && entry.hand === this.hand ? entry.count : 0
      worth += Math.max(0, max - counted) * Math.max(0, this.resolved.values[id])
    }
    return worth
  }

  /** A problem for each card counted more times than the deck holds, where it was first found. */
  check(problems: Problem[]): void {
    for (const entry of this.inHand) {
      if (entry.count <= entry.max) continue
      const params = { card: entry.card, found: entry.count, max: entry.max }
      problems.push(problemOf(rules.tooManyCards, pathOf(entry), params))
    }
  }
}

function pathOf({ at, field, key }: Count): string {
  const path = `${at}.${field}`
  if (key === undefined) return path
  return typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`
}
