import type { NewGameScreens } from '../../../../renderer/src/games/screens'
import BambusSettings from './BambusSettings.vue'
import { bambusNewLog, defaultBambusSettings } from './new-game-log'

/** Dr. Jekyll & Mr. Hyde's part of the new-game page: seating card, ties, target, first hand. */
export const bambusNewGame: NewGameScreens = {
  newGameSettings: BambusSettings,
  defaultSettings: defaultBambusSettings,
  newLog: bambusNewLog,
}
