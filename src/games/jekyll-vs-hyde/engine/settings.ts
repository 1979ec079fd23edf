import type { Phrase, SettingFact } from '../../../engine/core/game-module'
import { defaultPotionNumbers } from './cards'
import { gameId, type JekyllVsHydeLog } from './log'
import { defaultMatch, defaultTrackLength, resolveRules } from './resolved-rules'
import { rules } from './rules'

const own = (name: string, params?: Phrase['params']): Phrase =>
  params === undefined
    ? { key: `${gameId}.settings.${name}` }
    : { key: `${gameId}.settings.${name}`, params }

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
    {
      kind: 'setting',
      rule: rules.target,
      label: own('track-length'),
      value: trackLength,
      changed: trackLength !== defaultTrackLength,
    },
    {
      kind: 'setting',
      rule: rules.variant,
      label: own('match'),
      value: own(`match-${match}`),
      changed: match !== defaultMatch,
    },
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
