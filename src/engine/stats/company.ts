import { personKey } from './people'

/** Who a person played with most: as an opponent, and as a partner on one side. */
export interface Company {
  name: string
  /** The person they played most games against, and how many; null when nobody. */
  opponent: { name: string; games: number } | null
  /** The person they played most games on one side with; null when nobody. */
  partner: { name: string; games: number } | null
}

interface Pair {
  players: readonly [string, string]
  games: number
}

/**
 * Each person's most frequent opponent (head to head) and partner (together), from the pairs
 * `libraryStats` counted; between two with as many games, the first by name (the pairs' order).
 */
export function personCompany(
  names: readonly string[],
  opponents: readonly Pair[],
  partners: readonly Pair[],
): Company[] {
  const opponent = mostGames(opponents)
  const partner = mostGames(partners)
  return names.map((name) => ({
    name,
    opponent: opponent.get(personKey(name)) ?? null,
    partner: partner.get(personKey(name)) ?? null,
  }))
}

function mostGames(pairs: readonly Pair[]): Map<string, { name: string; games: number }> {
  const best = new Map<string, { name: string; games: number }>()
  for (const { players, games } of pairs) {
    for (const [self, other] of [players, [players[1], players[0]] as const]) {
      const key = personKey(self)
      const kept = best.get(key)
      if (games > 0 && (!kept || games > kept.games)) best.set(key, { name: other, games })
    }
  }
  return best
}
