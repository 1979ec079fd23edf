import type { NewGameScreens } from '../../../../renderer/src/games/screens'
import JackTheRipperSettings from './JackTheRipperSettings.vue'
import { defaultJackTheRipperSettings, jackTheRipperNewLog } from './new-game-log'

/** Jack the Ripper's part of the new-game page: its target, two variants, card values and tie-breaks. */
export const jackTheRipperNewGame: NewGameScreens = {
  newGameSettings: JackTheRipperSettings,
  defaultSettings: defaultJackTheRipperSettings,
  newLog: jackTheRipperNewLog,
}
