import type { NewGameScreens } from '../../../../renderer/src/games/screens'
import JekyllVsHydeSettings from './JekyllVsHydeSettings.vue'
import { defaultJekyllVsHydeSettings, jekyllVsHydeNewLog } from './new-game-log'

/**
 * Jekyll vs. Hyde's part of the new-game page: the track length, the match and the potion
 * numbers. The game decides who deals (Mr. Hyde), so the page does not ask.
 */
export const jekyllVsHydeNewGame: NewGameScreens = {
  newGameSettings: JekyllVsHydeSettings,
  defaultSettings: defaultJekyllVsHydeSettings,
  newLog: jekyllVsHydeNewLog,
  asksFirstDealer: false,
}
