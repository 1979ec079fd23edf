import { defaultPotionNumbers } from '../../engine/cards'
import { gameId, type JekyllVsHydeLog } from '../../engine'
import { defaultMatch, defaultTrackLength, type MatchVariant } from '../../engine/resolved-rules'
import type { NewGameTable } from '../../../../renderer/src/games/screens'
import { newLogStart } from '../../../../renderer/src/components/new-game/new-log'
import type { TypedNumber } from '../../../../renderer/src/components/new-game/typed-number'

/** Jekyll vs. Hyde's own settings on the new-game page. */
export interface JekyllVsHydeSettings {
  targetScore: TypedNumber
  match: MatchVariant
  /** The 4 potion numbers, in the order the page asks them. */
  potions: TypedNumber[]
}

export function defaultJekyllVsHydeSettings(): JekyllVsHydeSettings {
  return {
    targetScore: defaultTrackLength,
    match: defaultMatch,
    potions: [...defaultPotionNumbers],
  }
}

/**
 * The log of a game about to start. It records the track length, the match and the potion
 * numbers, so the game re-scores the same even if a later Casebook changes a default. Who plays
 * Jekyll is recorded by the first round (the first player, unless the players choose otherwise
 * there); who deals is the game's rule (Hyde), so no first dealer is recorded.
 */
export function jekyllVsHydeNewLog(
  settings: JekyllVsHydeSettings,
  table: NewGameTable,
  id: string,
  now: Date,
): JekyllVsHydeLog {
  return {
    ...newLogStart(gameId, table, id, now),
    // A number typed wrong goes into the log as typed, so the engine's check refuses it.
    rules: {
      targetScore: settings.targetScore as number,
      variants: { match: settings.match },
      deck: { potion: { values: [...settings.potions] as number[] } },
    },
    hands: [],
  }
}
