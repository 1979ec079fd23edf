import { entryMessageKey, type Figure, type ReferenceEntry } from '../../../shared/rules/reference'
import { normalizeForSearch } from './search'

export type Translate = (key: string, named?: Record<string, unknown>) => string

/**
 * Every word a reader sees in a figure, so that searching for a card's name finds its table, and
 * a variant's ids as a game file stores them, so that a name read in a file finds its choices.
 */
function figureText(figure: Figure, t: Translate): string[] {
  if (figure.kind === 'game') return figure.searchKeys.map((key) => t(key))
  return [
    figure.setting,
    ...figure.options.flatMap((option) => [option.value, t(option.messageKey)]),
  ]
}

/**
 * What a search looks through for one entry, in the current language, normalized: its title,
 * every paragraph, its figure, its rule id and, for a checked rule, whether it is an error or a
 * warning.
 */
export function entrySearchText(entry: ReferenceEntry, t: Translate): string {
  const texts = [
    t(entryMessageKey(entry, 'title')),
    ...entry.parts.map((part) => t(entryMessageKey(entry, part))),
  ]
  if (entry.figure) texts.push(...figureText(entry.figure, t))
  if (entry.rule) texts.push(entry.rule)
  if (entry.check) texts.push(t(`rulesReference.check.${entry.check}`))
  return normalizeForSearch(texts.join(' '))
}
