import type { Phrase, RoleResult } from '../core/game-module'
import { gameModuleOf, type GameLog, type GameScore } from '../games'

/**
 * A role one player took in one game: held for the whole game (its result is the game's), or
 * hand by hand, with the hands played, won and drawn in it.
 */
export interface PlayedRole {
  role: string
  player: string
  hands: Required<RoleResult>['hands'] | null
}

/** A variant a game was played with: its rule, how it is named, and the option chosen. */
export interface PlayedVariant {
  rule: string
  label: Phrase
  value: Phrase | number
  /** The option or number as the log's rules write it: what the history compares. */
  choice: string | number
}

/**
 * The roles each player took, as the game's module gives them: only the kinds it declares, a
 * role held hand by hand with its hands, one held for the game without.
 */
export function playedRoles(log: GameLog, score: GameScore): PlayedRole[] {
  const module = gameModuleOf(log.game)
  if (!module) return []
  const perOf = new Map(module.roleKinds.map((kind) => [kind.id, kind.per]))
  return module.roles(log, score).flatMap(({ role, player, hands }): PlayedRole[] => {
    const per = perOf.get(role)
    if (per === 'game') return [{ role, player, hands: null }]
    return per === 'hand' && hands ? [{ role, player, hands }] : []
  })
}

/** The variants a game was played with: its settings that are a choice or a number. */
export function playedVariants(log: GameLog): PlayedVariant[] {
  return (gameModuleOf(log.game)?.settings(log) ?? []).flatMap(({ rule, label, value, choice }) =>
    choice === undefined ? [] : [{ rule, label, value, choice }],
  )
}
