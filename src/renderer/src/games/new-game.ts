import { gameModules } from '../../../engine'
import type { GameId } from '../../../engine/games'
import { gameApps } from './game-apps'
import type { NewGameScreens } from './screens'

export interface NewGameChoice {
  id: string
  /** How many players the game seats, inclusive (the engine module's). */
  seats: { min: number; max: number }
  /** Its new-game screens, fetched the first time they are asked for. */
  screens(): Promise<NewGameScreens>
}

/**
 * The games a new game can be of: every game, in the engine registry's order. The registry keys
 * each module by the id its logs carry, and the app's registry has a part for every such id.
 */
export const newGameChoices: readonly NewGameChoice[] = gameModules.map(({ id, seats }) => {
  const { newGame } = gameApps[id as GameId]
  let screens: Promise<NewGameScreens> | null = null
  return { id, seats, screens: () => (screens ??= newGame()) }
})
