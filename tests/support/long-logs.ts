import fc from 'fast-check'
import type { GameLog } from '../../src/engine'
import { cardIds, nextHandTable, type BambusLog } from '../../src/games/jekyll-hyde-bambus/engine'
import { buildHand } from '../games/mystery-rummy-jack-the-ripper/engine/arbitraries'
import { entryOf, piles, playDeal } from '../games/jekyll-hyde-bambus/engine/arbitraries'
import { fourPlayers, gameLog as bambusLog } from '../games/jekyll-hyde-bambus/engine/support'
import { validGame as jekyllVsHydeGame } from '../games/jekyll-vs-hyde/engine/arbitraries'
import { gameLog as ripperLog } from '../games/mystery-rummy-jack-the-ripper/engine/support'
import { typicalHand } from './arbitraries'
import { gameLog as mysteryRummyLog } from './game-logs'

/**
 * Long, valid logs of every game, for the bench and the tests of cost: random hands the rules allow, built by the same
 * generators as the property tests, with a target nobody reaches. A seed makes each the same log
 * from one run to the next.
 */
const seed = 20261122
const unreachable = 1_000_000_000

export function mysteryRummyLongLog(hands: number): GameLog {
  return mysteryRummyLog(fc.sample(typicalHand, { numRuns: hands, seed }), {
    targetScore: unreachable,
  })
}

/**
 * Four players at card A, each hand dealt at the table the last one leaves, played out. `listed`:
 * the piles each hand lists, both or one (the other one derived, as a table that ticks one does).
 */
export function bambusLongLog(hands: number, listed: 'both' | 'jekyll' | 'hyde' = 'both'): GameLog {
  const deals = fc.sample(
    fc.tuple(
      fc.shuffledSubarray([...cardIds], { minLength: 28, maxLength: 28 }),
      fc.array(fc.nat(), { minLength: 28, maxLength: 28 }),
    ),
    { numRuns: hands, seed },
  )
  const played: BambusLog['hands'][number][] = []
  const start = bambusLog(fourPlayers, [], { targetScore: unreachable })
  for (const [deal, choices] of deals) {
    // The next table depends on the last hand only: asking with it alone keeps the build linear.
    const table = nextHandTable({ ...start, hands: played.slice(-1) })
    const form = { listed, shuffled: false, emptyNeutral: false }
    played.push(entryOf(table, piles(table, playDeal(table, deal, choices)), form))
  }
  return { ...start, hands: played }
}

/** Four players, every hand laid out as the rules allow. */
export function jackTheRipperLongLog(hands: number): GameLog {
  const ids = ['ada', 'bram', 'cleo', 'dev']
  const choices = fc.sample(fc.array(fc.nat(), { minLength: 80, maxLength: 80 }), {
    numRuns: hands,
    seed,
  })
  return ripperLog(
    choices.map((values) => buildHand(ids, values)),
    { targetScore: unreachable },
    4,
  )
}

/**
 * A Jekyll vs. Hyde log ends after at most 6 rounds, so it is never long: the bench takes many
 * different logs, the longest the generator makes (return matches played trick by trick).
 */
export function jekyllVsHydeLogs(count: number): GameLog[] {
  const logs = fc.sample(jekyllVsHydeGame, { numRuns: count * 4, seed })
  return logs
    .sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)
    .slice(0, count) as GameLog[]
}
