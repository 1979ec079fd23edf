import type { ChangedCardValue } from './card-values'
import type { CardRef, Phrase, SettingFact } from './game-module'

/**
 * A setting a game was scored with, marked changed when it is not the rules' default: a variant
 * of the game, its `choice` the number set or the option the log names.
 */
export function settingFact(
  rule: string,
  label: Phrase,
  value: Phrase | number,
  changed: boolean,
  choice: string | number | undefined = typeof value === 'number' ? value : undefined,
): SettingFact {
  return {
    kind: 'setting',
    rule,
    label,
    value,
    changed,
    ...(choice === undefined ? {} : { choice }),
  }
}

/** How one kind of per-card number the players may correct (a value, a count) is shown. */
export interface CorrectedValues<Card extends string> {
  kind: SettingFact['kind']
  rule: string
  label: Phrase
  /** The phrase that gives the card's number and its printed default. */
  says(card: Card, params: { card: CardRef; value: number; defaultValue: number }): Phrase
}

/** One fact for each card whose number the players corrected, in deck order: always changed. */
export function correctedValueFacts<Card extends string>(
  changes: readonly ChangedCardValue<Card>[],
  shown: CorrectedValues<Card>,
): SettingFact[] {
  return changes.map(({ card, value, defaultValue }) => ({
    kind: shown.kind,
    rule: shown.rule,
    label: shown.label,
    value: shown.says(card, { card: { card }, value, defaultValue }),
    changed: true,
  }))
}

/**
 * A variant the players chose among named options: labelled `name`, its value the phrase
 * `name-choice`, both made by the game's `phrase`; changed when it is not the default.
 */
export function choiceFact<Choice extends string>(
  rule: string,
  phrase: (name: string) => Phrase,
  name: string,
  chosen: Choice,
  defaultChoice: Choice,
): SettingFact {
  return settingFact(
    rule,
    phrase(name),
    phrase(`${name}-${chosen}`),
    chosen !== defaultChoice,
    chosen,
  )
}
