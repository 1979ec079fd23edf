import type { NewGameScreens } from '../../../../renderer/src/games/screens'
import MysteryRummySettings from './MysteryRummySettings.vue'
import { defaultMysteryRummySettings, mysteryRummyNewLog } from './new-game-log'

/** Mystery Rummy's part of the new-game page: its target, variants and card values. */
export const mysteryRummyNewGame: NewGameScreens = {
  newGameSettings: MysteryRummySettings,
  defaultSettings: defaultMysteryRummySettings,
  newLog: mysteryRummyNewLog,
}
