import {
  coreRules,
  defaultVariants,
  rules,
  transformationHeldPenaltyOptions,
  transformationPointsOptions,
  type Variants,
} from '../../../engine'
import { rulesReferenceMessages } from '../../../shared/i18n/messages/rules'
import { ruleAnchor, sectionAnchor, topicAnchor } from './anchors'

/**
 * The shape of the rules reference: its sections, and in each the entries in reading order.
 * The words live in the i18n catalog (`rulesReference.*`); this file says which entry documents
 * which engine rule id, which rules Casebook checks (and how severely), and what each entry
 * shows besides its text. Pure data and functions: no Vue.
 */

type Catalog = (typeof rulesReferenceMessages)['en']['rulesReference']
export type EntryKey = keyof Catalog['entries']
export type SectionId = keyof Catalog['sections']

/** How Casebook reacts when the rule is broken: an error blocks scoring, a warning does not. */
export type Check = 'error' | 'warning'

export type Figure =
  | { kind: 'evidence-cards' }
  | { kind: 'gavel-cards' }
  | { kind: 'variant'; setting: keyof Variants }

/** The paragraphs an entry may have, in the order they are shown. */
export const textParts = ['body', 'more', 'example'] as const
export type TextPart = (typeof textParts)[number]

export interface ReferenceEntry {
  /** Its texts are under `rulesReference.entries.<key>`. */
  key: EntryKey
  /** The engine rule id it documents, or null for a topic of the rules with no id of its own. */
  rule: string | null
  /** Its element id: `rule-score-doubling` for a rule, `topic-setup-deal` for a topic. */
  anchor: string
  check: Check | null
  figure: Figure | null
  /** Entries worth reading next. */
  see: EntryKey[]
}

export interface ReferenceSection {
  id: SectionId
  anchor: string
  entries: ReferenceEntry[]
}

interface EntryOptions {
  check?: Check
  figure?: Figure
  see?: EntryKey[]
}

function rule(ruleId: string, key: EntryKey, options: EntryOptions = {}): ReferenceEntry {
  return {
    key,
    rule: ruleId,
    anchor: ruleAnchor(ruleId),
    check: options.check ?? null,
    figure: options.figure ?? null,
    see: options.see ?? [],
  }
}

function topic(key: EntryKey, options: Omit<EntryOptions, 'check'> = {}): ReferenceEntry {
  return {
    key,
    rule: null,
    anchor: topicAnchor(key),
    check: null,
    figure: options.figure ?? null,
    see: options.see ?? [],
  }
}

function section(id: SectionId, entries: ReferenceEntry[]): ReferenceSection {
  return { id, anchor: sectionAnchor(id), entries }
}

export const referenceSections: readonly ReferenceSection[] = [
  section('setup', [
    rule(coreRules.playerCount, 'players-count', { check: 'error' }),
    rule(rules.cardCount, 'deck-card-count', { check: 'error', see: ['deck-card-value'] }),
    topic('setup-deal'),
    topic('setup-piles'),
    topic('setup-identity', { see: ['meld-minimum', 'score-doubling'] }),
  ]),
  section('turn', [
    topic('turn-steps'),
    topic('turn-draw'),
    rule(rules.meldMinimum, 'meld-minimum', { check: 'error' }),
    topic('turn-lay-off'),
    topic('turn-gavel', { see: ['cards-gavel'] }),
    topic('turn-discard'),
    topic('turn-case-file', { see: ['score-void-hand'] }),
  ]),
  section('cards', [
    rule(rules.cardValue, 'deck-card-value', {
      check: 'error',
      figure: { kind: 'evidence-cards' },
    }),
    topic('cards-names', { see: ['cards-gavel'] }),
    topic('cards-letters', { see: ['score-never-doubles', 'score-shut-out'] }),
    topic('cards-gavel', { figure: { kind: 'gavel-cards' } }),
    topic('cards-work-in-lab', { see: ['score-work-in-lab'] }),
    topic('cards-transformation', {
      see: [
        'score-transformation-letter',
        'score-transformation-card',
        'score-transformation-held',
      ],
    }),
    rule(rules.transformationFamily, 'transformation-family', { check: 'error' }),
    rule(rules.transformationCoverage, 'transformation-coverage', { check: 'error' }),
    rule(rules.singleTransformation, 'transformation-single', { check: 'error' }),
    topic('cards-potion'),
  ]),
  section('scoring', [
    rule(rules.tablePoints, 'score-table-points'),
    rule(rules.doubling, 'score-doubling'),
    rule(rules.neverDoubles, 'score-never-doubles'),
    rule(rules.transformationLetter, 'score-transformation-letter', {
      see: ['cards-transformation'],
    }),
    rule(rules.workInLab, 'score-work-in-lab'),
    rule(rules.transformationCard, 'score-transformation-card', {
      see: ['variants-transformation-points'],
    }),
    rule(rules.shutOut, 'score-shut-out'),
    rule(rules.leftInHand, 'score-left-in-hand'),
    rule(rules.transformationHeld, 'score-transformation-held', {
      see: ['variants-transformation-held-penalty'],
    }),
    rule(rules.voidHand, 'score-void-hand'),
  ]),
  section('end', [
    rule(coreRules.targetScore, 'series-target-score', { check: 'error' }),
    rule(coreRules.seriesEnd, 'series-end'),
    topic('end-tie-break'),
    rule(coreRules.handAfterWin, 'series-after-win', { check: 'error' }),
  ]),
  section('variants', [
    topic('variants-why', { see: ['deck-card-value', 'series-target-score'] }),
    topic('variants-transformation-points', {
      figure: { kind: 'variant', setting: 'transformationPoints' },
      see: ['score-transformation-card'],
    }),
    topic('variants-transformation-held-penalty', {
      figure: { kind: 'variant', setting: 'transformationHeldPenalty' },
      see: ['score-transformation-held'],
    }),
  ]),
  section('validation', [
    topic('validation-severity'),
    rule(rules.wholeCount, 'count-whole', { check: 'error' }),
    rule(rules.unknownCard, 'deck-unknown-card', { check: 'error' }),
    rule(rules.wentOutHoldsNothing, 'hand-went-out-holds-nothing', { check: 'error' }),
    rule(rules.wentOutCardCount, 'hand-went-out-card-count', { check: 'warning' }),
    rule(rules.leftInHandForm, 'hand-left-in-hand-form', { check: 'error' }),
    rule(rules.leftInHandMissing, 'hand-left-in-hand-missing', { check: 'warning' }),
    rule(coreRules.uniquePlayerId, 'players-unique-id', { check: 'error' }),
    rule(coreRules.playerIdFormat, 'players-id-format', { check: 'error' }),
    rule(coreRules.knownPlayerId, 'players-known-id', { check: 'error' }),
    rule(coreRules.json, 'log-json', { check: 'error' }),
    rule(coreRules.format, 'log-format', { check: 'error' }),
    rule(coreRules.version, 'log-version', { check: 'error' }),
    rule(coreRules.game, 'log-game', { check: 'error' }),
    rule(coreRules.schema, 'log-schema', { check: 'error' }),
    rule(coreRules.encoding, 'log-encoding', { check: 'error' }),
    rule(coreRules.duplicateKey, 'log-duplicate-key', { check: 'error' }),
    rule(coreRules.reservedKey, 'log-reserved-key', { check: 'error' }),
    rule(coreRules.unknownField, 'log-unknown-field', { check: 'warning' }),
    rule(rules.unknownVariant, 'variants-unknown', { check: 'error', see: ['variants-why'] }),
  ]),
]

export const referenceEntries: readonly ReferenceEntry[] = referenceSections.flatMap(
  (part) => part.entries,
)

const entriesByKey: ReadonlyMap<string, ReferenceEntry> = new Map(
  referenceEntries.map((entry) => [entry.key, entry]),
)

/** The entry with that key (as listed in another entry's `see`). */
export function entryByKey(key: EntryKey): ReferenceEntry {
  return entriesByKey.get(key)!
}

/** The entry documenting a rule id, if the reference has one. */
export function entryOfRule(ruleId: string): ReferenceEntry | undefined {
  return referenceEntries.find((entry) => entry.rule === ruleId)
}

/** The i18n key of one of an entry's texts. */
export function entryMessageKey(key: EntryKey, part: 'title' | TextPart): string {
  return `rulesReference.entries.${key}.${part}`
}

/** Which of the optional paragraphs an entry has; both languages have the same shape. */
export function textPartsOf(key: EntryKey): TextPart[] {
  const texts: object = rulesReferenceMessages.en.rulesReference.entries[key]
  return textParts.filter((part) => part in texts)
}

export interface VariantOption {
  /** The value as the game log stores it. */
  value: string
  messageKey: string
  isDefault: boolean
}

/** A variant's settings in the order the engine lists them, the default marked. */
export function variantOptions(setting: keyof Variants): VariantOption[] {
  if (setting === 'transformationPoints') {
    return transformationPointsOptions.map((value) => ({
      value,
      messageKey: `rulesReference.entries.variants-transformation-points.options.${value}`,
      isDefault: value === defaultVariants.transformationPoints,
    }))
  }
  return transformationHeldPenaltyOptions.map((value) => ({
    value: String(value),
    messageKey: `rulesReference.entries.variants-transformation-held-penalty.options.penalty${value}`,
    isDefault: value === defaultVariants.transformationHeldPenalty,
  }))
}
