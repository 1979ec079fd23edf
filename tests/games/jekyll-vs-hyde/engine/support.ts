import type { JekyllVsHydeLog } from '../../../../src/games/jekyll-vs-hyde/engine'

/** Builds small logs for tests that read like the rules they check. */
export const twoPlayers = [
  { id: 'p1', name: 'Ada' },
  { id: 'p2', name: 'Bram' },
]

export function gameLog(hands: unknown[], rules?: unknown, players = twoPlayers): JekyllVsHydeLog {
  return {
    format: 'casebook/game-log',
    version: 1,
    game: 'jekyll-vs-hyde',
    players,
    ...(rules === undefined ? {} : { rules }),
    hands,
  } as JekyllVsHydeLog
}

/** A round entered as counts: Jekyll's tricks, Hyde's the rest of 10. */
export function round(jekyll: string, jekyllTricks: number, game?: 1 | 2) {
  const hyde = jekyll === 'p1' ? 'p2' : 'p1'
  return {
    ...(game === undefined ? {} : { game }),
    jekyll,
    tricks: { [jekyll]: jekyllTricks, [hyde]: 10 - jekyllTricks },
  }
}

export const returnMatch = { variants: { match: 'return-match' } }
