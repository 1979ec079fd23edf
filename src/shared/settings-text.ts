import type { Phrase, SettingFact } from '../engine'
import type { Translator } from './phrase'

export interface SettingField {
  label: string
  value: string
}

/**
 * A game's settings as labelled fields, in the reader's language. The card values the players
 * corrected come together as one field; `null` when they kept every default.
 */
export function settingFields(
  settings: readonly SettingFact[],
  translator: Translator,
  say: (phrase: Phrase) => string,
): { settings: SettingField[]; cardValues: SettingField | null } {
  const text = (value: Phrase | number) => (typeof value === 'number' ? String(value) : say(value))
  const fields = settings
    .filter((setting) => setting.kind === 'setting')
    .map((setting) => ({ label: say(setting.label), value: text(setting.value) }))
  const changed = settings.filter((setting) => setting.kind === 'card-value')
  const cardValues =
    changed.length === 0
      ? null
      : {
          label: translator.t('settings.card-values'),
          value: changed.map((setting) => text(setting.value)).join(', '),
        }
  return { settings: fields, cardValues }
}

/** "Target score: 100", with the reader's language's punctuation. */
export function fieldText(field: SettingField, translator: Translator): string {
  return translator.t('settings.field', { label: field.label, value: field.value })
}
