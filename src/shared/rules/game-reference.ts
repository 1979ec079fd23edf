import { referenceBuilder, type Figure } from './reference'

/**
 * What every game's rules reference is written with, once for the four games: its entries under
 * `<game>.reference` in the catalog, a variant's settings, and a figure of the game's own (a card
 * table) with the i18n keys of the words a reader sees in it.
 */

/**
 * Everything a game's reference is written with: the helpers of `referenceBuilder` over its
 * English `entries`, where its words are, and the two kinds of figure below.
 */
export function gameReferenceBuilder<Key extends string>(
  game: string,
  entries: Readonly<Record<Key, object>>,
) {
  const messages = `${game}.reference`
  return {
    messages,
    ...referenceBuilder(messages, entries),
    figure: gameFigure,
    variant: variantFigure,
  }
}

/**
 * A variant's figure: each value the game log may store for `setting`, worded under
 * `messageKeyOf(value)`, the one Casebook uses when the log names none marked as the default.
 * A number is stored as the log spells it.
 */
export function variantFigure<Value extends string | number>(
  setting: string,
  values: readonly Value[],
  defaultValue: Value,
  messageKeyOf: (value: Value) => string,
): Figure {
  return {
    kind: 'variant',
    setting,
    options: values.map((value) => ({
      value: String(value),
      messageKey: messageKeyOf(value),
      isDefault: value === defaultValue,
    })),
  }
}

/** A figure the game draws itself under `name`, found by searching any of its words. */
export function gameFigure(name: string, searchKeys: readonly string[]): Figure {
  return { kind: 'game', name, searchKeys }
}
