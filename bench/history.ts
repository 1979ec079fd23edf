import { libraryStats, type HistoryGame } from '../src/engine'
import { median, timeRuns } from './timing'

const names = ['Ada', 'Bram', 'Cleo', 'Dev', 'Eun', 'Fenna', 'Gus', 'Hedda', 'Ivo', 'Jun']

/** A library's games as the history page counts them: four seats, most of them finished. */
function library(count: number): HistoryGame[] {
  return Array.from({ length: count }, (_, index) => {
    const players = [0, 1, 2, 3].map((seat) => ({
      id: `p${seat + 1}`,
      name: names[(index + seat * 3) % names.length]!,
    }))
    return {
      source: `game-${index}`,
      game: ['game-a', 'game-b', 'game-c', 'game-d'][index % 4]!,
      id: `game-${index}`,
      updatedAt: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString(),
      createdAt: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000 - 5_400_000).toISOString(),
      players,
      length: 5_400_000,
      firstDealer: players[index % 4]!.id,
      finished: index % 5 !== 0,
      // A game now and then given up, as a real library holds.
      abandoned: index % 40 === 39,
      winners: index % 7 === 0 ? [] : [players[index % 4]!.id],
      totals: Object.fromEntries(
        players.map((player, seat) => [player.id, (index * 7 + seat * 13) % 120]),
      ),
      sides: players.map((player) => [player.id]),
      highestWins: true,
      // Roles held for the game, and a variant chosen, as Bambus's and Jekyll vs. Hyde's are.
      roles: players.map((player, seat) => ({
        player: player.id,
        role: seat % 2 === 0 ? 'jekyll-team' : 'hyde-team',
        hands: null,
      })),
      variants: [
        {
          rule: 'variant',
          label: { key: 'some-game.settings.match' },
          value: { key: `some-game.settings.match-${index % 3 === 0 ? 'return' : 'single'}` },
          choice: index % 3 === 0 ? 'return-match' : 'single',
        },
      ],
    }
  })
}

/**
 * The history page's figures (every person, every pair) over 1,000 and 4,000 games, against
 * JSON.parse of those games' summaries: counting costs about as much as reading them, and grows
 * with the library (4x the games, about 4x the time).
 */
export function benchHistory(): { games: number; parseMs: number; statsMs: number }[] {
  return [1000, 4000].map((games) => {
    const text = JSON.stringify(library(games))
    const parseMs = median(timeRuns(31, () => JSON.parse(text)))
    const parsed = JSON.parse(text) as HistoryGame[]
    const statsMs = median(timeRuns(31, () => libraryStats(parsed)))
    return { games, parseMs, statsMs }
  })
}
