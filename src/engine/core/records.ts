import type { GameRecord, RecordKind, ScoredHandBase } from './game-module'

/** A game's record kinds from how each adds up, in the order given: `{ 'best-hand': 'highest' }`. */
export function recordKindsOf(
  aggregates: Readonly<Record<string, RecordKind['aggregate']>>,
): readonly RecordKind[] {
  return Object.entries(aggregates).map(([id, aggregate]) => ({ id, aggregate }))
}

/**
 * Each player's highest hand score in one game, with every hand that reached it (a tie names
 * them all): the score the game's engine gave the player, never worked out again. A game with
 * no hand yet has no such record.
 */
export function highestHandScores(
  kind: string,
  players: readonly string[],
  hands: readonly ScoredHandBase[],
): GameRecord[] {
  if (hands.length === 0) return []
  return players.map((player) => {
    let value = -Infinity
    let reached: number[] = []
    for (const hand of hands) {
      const score = hand.scores[player] ?? 0
      if (score > value) [value, reached] = [score, [hand.number]]
      else if (score === value) reached.push(hand.number)
    }
    return { kind, player, value, hands: reached }
  })
}

/**
 * How many hands of one game each player did something in, and which: every player gets the
 * count, 0 included, so a total over many games says "none" rather than nothing.
 */
export function handsWhere<Hand extends ScoredHandBase>(
  kind: string,
  players: readonly string[],
  hands: readonly Hand[],
  happened: (hand: Hand, player: string) => boolean,
): GameRecord[] {
  return players.map((player) => {
    const numbers = hands.filter((hand) => happened(hand, player)).map((hand) => hand.number)
    return { kind, player, value: numbers.length, hands: numbers }
  })
}
