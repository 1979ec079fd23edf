import { errorsOf, scoreGameLog, validateGameLog, type GameLog } from '../../../engine'
import { gameLength } from '../../../engine/stats/game-length'
import { playedRoles, playedVariants } from '../../../engine/stats/game-facts'
import { firstDealerOf } from '../../../engine/stats/history-game'
import type { GameSummary } from './summary'

/** A game's summary, made by the engine from its log (the game's rules: see log-engine.ts). */
export function summarise(log: GameLog): GameSummary {
  const scorable = errorsOf(validateGameLog(log)).length === 0
  const score = scorable ? scoreGameLog(log) : null
  return {
    id: log.id ?? '',
    game: log.game,
    title: log.title ?? null,
    players: log.players.map(({ id, name }) => ({ id, name })),
    createdAt: log.createdAt ?? null,
    updatedAt: log.updatedAt ?? log.createdAt ?? null,
    hands: log.hands.length,
    status: score?.status ?? null,
    totals: score?.totals ?? {},
    winner: score?.winner ?? null,
    winners: score?.winners ?? [],
    abandoned: log.abandonedAt !== undefined,
    sides: score?.holders.map((holder) => [...holder.members]) ?? [],
    highestWins: score?.series.kind === 'race',
    firstDealer: firstDealerOf(log),
    length: gameLength({ ...log, hands: log.hands.length }),
    roles: score ? playedRoles(log, score) : [],
    variants: playedVariants(log),
  }
}
