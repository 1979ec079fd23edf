import type { CatalogPart } from '../i18n/catalog-part'
import { ruleAnchor, sectionAnchor, topicAnchor } from './anchors'

/**
 * The shape of a game's rules reference: its sections, and in each the entries in reading order.
 * The words live in the i18n catalog; a game's reference says which entry documents which rule
 * id, which rules Casebook checks (and how severely), and what each entry shows besides its
 * text. Pure data and functions: no Vue, so the contract tests can read every game's reference.
 */

/** How Casebook reacts when the rule is broken: an error blocks scoring, a warning does not. */
export type Check = 'error' | 'warning'

/** One setting of a variant, as the game log stores it, with how it reads the rules. */
export interface VariantOption {
  value: string
  messageKey: string
  isDefault: boolean
}

/**
 * What an entry shows besides its text: a variant's settings, or one of the game's own figures
 * (a card table), drawn by the component the game registers under `name`. `searchKeys` are the
 * i18n keys of the words a reader sees in that figure, so that searching for them finds it.
 */
export type Figure =
  | { kind: 'variant'; setting: string; options: readonly VariantOption[] }
  | { kind: 'game'; name: string; searchKeys: readonly string[] }

/** The paragraphs an entry may have, in the order they are shown. */
export const textParts = ['body', 'more', 'example'] as const
export type TextPart = (typeof textParts)[number]

export interface ReferenceEntry {
  /** Unique within its game's reference; also the `see` links' name for it. */
  key: string
  /** The i18n key its texts are under: `<messages>.title`, `<messages>.body`, … */
  messages: string
  /** Which of the optional paragraphs it has; both languages have the same shape. */
  parts: readonly TextPart[]
  /** The engine rule id it documents, or null for a topic of the rules with no id of its own. */
  rule: string | null
  /** Its element id: `rule-score-doubling` for a rule, `topic-setup-deal` for a topic. */
  anchor: string
  check: Check | null
  figure: Figure | null
  /** Keys of the entries worth reading next, in the same game's reference. */
  see: readonly string[]
}

export interface ReferenceSection {
  id: string
  anchor: string
  /** The i18n key of its `title` and `lead`. */
  messages: string
  entries: readonly ReferenceEntry[]
}

/** One game's rules reference: its texts in both languages and its sections. */
export interface GameReference {
  game: string
  /** The i18n key of its `name` (of the game) and `intro`. */
  messages: string
  /**
   * The texts it adds to the catalog when first shown, in both languages: its own, and any part
   * of the game's catalog it names (card names, settings) that the app may not have yet.
   */
  catalogs: readonly CatalogPart[]
  sections: readonly ReferenceSection[]
}

export interface EntryOptions {
  check?: Check
  figure?: Figure
  see?: readonly string[]
}

/** The entries of one catalog: each key's texts, read to know which paragraphs it has. */
type EntryTexts = Readonly<Record<string, object>>

/**
 * The helpers a game's reference is written with, over its English entries (`texts`, whose keys
 * an entry names) under the i18n key `messages`.
 */
export function referenceBuilder<Key extends string>(
  messages: string,
  texts: Readonly<Record<Key, object>>,
) {
  const entryTexts: EntryTexts = texts
  function entry(
    key: Key,
    rule: string | null,
    options: EntryOptions & { see?: readonly Key[] },
  ): ReferenceEntry {
    const own = entryTexts[key]!
    return {
      key,
      messages: `${messages}.entries.${key}`,
      parts: textParts.filter((part) => part in own),
      rule,
      anchor: rule === null ? topicAnchor(key) : ruleAnchor(rule),
      check: options.check ?? null,
      figure: options.figure ?? null,
      see: options.see ?? [],
    }
  }
  return {
    /** The entry documenting an engine rule id. */
    rule: (ruleId: string, key: Key, options: EntryOptions & { see?: readonly Key[] } = {}) =>
      entry(key, ruleId, options),
    /** An entry of the rules that no rule id names (how cards are dealt, say). */
    topic: (key: Key, options: Omit<EntryOptions, 'check'> & { see?: readonly Key[] } = {}) =>
      entry(key, null, options),
    section: (id: string, entries: readonly ReferenceEntry[]): ReferenceSection => ({
      id,
      anchor: sectionAnchor(id),
      messages: `${messages}.sections.${id}`,
      entries,
    }),
  }
}

/** Every entry of a reference, in reading order. */
export function entriesOf(reference: GameReference): ReferenceEntry[] {
  return reference.sections.flatMap((part) => part.entries)
}

/** The entry documenting a rule id in that reference, if it has one. */
export function entryOfRule(reference: GameReference, ruleId: string): ReferenceEntry | undefined {
  return entriesOf(reference).find((entry) => entry.rule === ruleId)
}

/** The entry with that key (as listed in another entry's `see`). */
export function entryByKey(reference: GameReference, key: string): ReferenceEntry | undefined {
  return entriesOf(reference).find((entry) => entry.key === key)
}

/** The i18n key of one of an entry's texts. */
export function entryMessageKey(entry: ReferenceEntry, part: 'title' | TextPart): string {
  return `${entry.messages}.${part}`
}
