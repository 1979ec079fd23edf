import fc from 'fast-check'
import { serialiseGameLog } from '../../src/engine'
import { typicalHand } from './arbitraries'
import { gameLog } from './game-logs'

const names = ['Ada', 'Bram', 'Cleo', 'Dev', 'Eun', 'Fenna', 'Gus', 'Hedda', 'Ivo', 'Jun']

/**
 * `count` Mystery Rummy games of `hands` typical hands each, as the web store keeps them (id,
 * text): distinct players and dates, so the newest-first order and a search by name both have
 * something to sort and to find. Only the oldest game (the last one listed) has a "Zephyrine".
 */
export function libraryRecords(count: number, hands = 20): [string, string][] {
  const played = fc.sample(typicalHand, { numRuns: hands, seed: 11 })
  return Array.from({ length: count }, (_, index) => {
    const id = `game-${String(index).padStart(4, '0')}`
    const first = names[index % names.length]!
    const second = index === 0 ? 'Zephyrine' : names[(index + 3) % names.length]!
    const day = new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString()
    const log = {
      ...gameLog(played, { targetScore: 1_000_000 }),
      id,
      createdAt: day,
      updatedAt: day,
      players: [
        { id: 'ada', name: first },
        { id: 'bram', name: second },
      ],
    }
    return [id, serialiseGameLog(log)]
  })
}
