import type { SettingFact } from '../../../engine/core/game-module'
import { phrasesUnder } from '../../../engine/core/phrases'
import { choiceFact, settingFact } from '../../../engine/core/setting-facts'
import { defaultPotionNumbers } from './cards'
import { gameId, type JekyllVsHydeLog } from './log'
import { defaultMatch, defaultTrackLength, resolveRules } from './resolved-rules'
import { rules } from './rules'

const own = phrasesUnder(`${gameId}.settings`)

const potionList = (values: readonly number[]) => values.map((value) => `${value}+`).join(', ')

/**
 * The settings a game was scored with, as every screen and report shows them: the track length,
 * one game or the return match, and the potion numbers, which no source we could check against
 * the cards confirms (A1): the default says so, a corrected set shows the default beside it.
 */
export function settingsOf(log: Pick<JekyllVsHydeLog, 'rules'>): SettingFact[] {
  const { trackLength, match, potions } = resolveRules(log.rules)
  const potionsChanged = [...potions].sort((a, b) => a - b).join() !== defaultPotionNumbers.join()
  return [
    settingFact(rules.target, own('track-length'), trackLength, trackLength !== defaultTrackLength),
    choiceFact(rules.variant, own, 'match', match, defaultMatch),
    {
      // A setting, not a card's value: the 4 numbers are read together, and always shown.
      kind: 'setting',
      rule: rules.potionNumbers,
      label: own('potions'),
      value: potionsChanged
        ? own('potions-changed', {
            values: potionList([...potions].sort((a, b) => a - b)),
            defaults: potionList(defaultPotionNumbers),
          })
        : own('potions-unverified', { values: potionList(defaultPotionNumbers) }),
      changed: potionsChanged,
    },
  ]
}
