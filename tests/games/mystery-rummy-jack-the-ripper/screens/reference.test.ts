// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { jackTheRipperReference as reference } from '../../../../src/games/mystery-rummy-jack-the-ripper/words/reference'
import { ruleAnchor } from '../../../../src/shared/rules/anchors'
import { fileRuleIds } from '../../../../src/shared/rules/file-entries'
import { addRulesReferenceMessages } from '../../../../src/renderer/src/rules/messages'
import {
  entriesOf,
  entryByKey,
  entryMessageKey,
  entryOfRule,
} from '../../../../src/shared/rules/reference'
import { jackTheRipperRulesMessages } from '../../../../src/games/mystery-rummy-jack-the-ripper/words/rules-messages'
import { createCasebookI18n, supportedLocales, type Locale } from '../../../../src/shared/i18n'
import { scoringRules, validationRules } from './spec-rule-ids'

const entries = entriesOf(reference)
const specRuleIds = [...Object.keys(validationRules), ...scoringRules]

/** The text of a key in that language only: no fallback to English may hide a gap. */
function translator(locale: Locale): (key: string) => string {
  const { global } = createCasebookI18n(locale)
  addRulesReferenceMessages(global, reference)
  return (key) => (global.te(key, locale) ? global.t(key) : '')
}

describe('the rules reference of Mystery Rummy Case #1', () => {
  it.each(specRuleIds)('has one entry for the spec’s rule %s, anchored at its id', (rule) => {
    const found = entries.filter((entry) => entry.rule === rule)
    expect(found).toHaveLength(1)
    expect(found[0]!.anchor).toBe(ruleAnchor(rule))
  })

  it.each(Object.entries(validationRules))('checks %s as the spec does: %s', (rule, check) => {
    expect(entryOfRule(reference, rule)!.check).toBe(check)
  })

  it.each(scoringRules)('explains the scoring rule %s without calling it a problem', (rule) => {
    expect(entryOfRule(reference, rule)!.check).toBeNull()
  })

  it.each(fileRuleIds)('documents the game file’s rule %s, shared by every game', (rule) => {
    expect(entryOfRule(reference, rule)?.anchor).toBe(ruleAnchor(rule))
  })

  it('documents no rule id outside the spec and the game file’s', () => {
    const documented = entries.flatMap((entry) => (entry.rule ? [entry.rule] : []))
    const known = [...specRuleIds, ...fileRuleIds]
    expect(documented.filter((rule) => !known.includes(rule))).toEqual([])
  })

  it.each(supportedLocales)('has every title and paragraph in %s', (locale) => {
    const text = translator(locale)
    const keys = [
      `${reference.messages}.name`,
      `${reference.messages}.intro`,
      ...reference.sections.flatMap((part) => [`${part.messages}.title`, `${part.messages}.lead`]),
      ...entries.flatMap((entry) =>
        (['title', 'body', ...entry.parts] as const).map((part) => entryMessageKey(entry, part)),
      ),
    ]
    expect(keys.filter((key) => text(key).trim() === '')).toEqual([])
  })

  it('words each rule of the spec differently in French and in English', () => {
    const [en, fr] = [translator('en'), translator('fr')]
    const same = specRuleIds
      .map((rule) => entryMessageKey(entryOfRule(reference, rule)!, 'body'))
      .filter((key) => fr(key) === en(key))
    expect(same).toEqual([])
  })

  it('offers both variants with the spec’s values and defaults, each worded in both languages', () => {
    const variants = entries.flatMap((entry) =>
      entry.figure?.kind === 'variant' ? [entry.figure] : [],
    )
    expect(
      variants.map((figure) => [
        figure.setting,
        figure.options.map((option) => option.value),
        figure.options.find((option) => option.isDefault)?.value,
      ]),
    ).toEqual([
      ['ripperTotal', ['evidence-and-suspect', 'evidence-only'], 'evidence-and-suspect'],
      ['escapeWithoutCard', ['victims-and-scenes', 'nothing'], 'victims-and-scenes'],
    ])
    for (const locale of supportedLocales) {
      const text = translator(locale)
      const keys = variants.flatMap((figure) => figure.options.map((option) => option.messageKey))
      expect(keys.filter((key) => text(key).trim() === '')).toEqual([])
    }
  })

  it('names the unverified card values in its own entry', () => {
    const text = translator('en')(entryMessageKey(entryByKey(reference, 'unverified')!, 'body'))
    expect(text).toContain('how many Evidence cards each suspect has (5, for 30 in all)')
    expect(text).toContain('their tie-break numbers (1 to 6')
  })

  it('gives every entry and section its own element id and every entry its own key', () => {
    const anchors = [
      ...reference.sections.map((part) => part.anchor),
      ...entries.map((entry) => entry.anchor),
    ]
    expect(new Set(anchors).size).toBe(anchors.length)
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length)
  })

  it('links “see also” only to entries of its own reference', () => {
    const keys = new Set(entries.map((entry) => entry.key))
    expect(entries.flatMap((entry) => entry.see.filter((key) => !keys.has(key)))).toEqual([])
  })

  it('uses no vue-i18n syntax but {name} placeholders', () => {
    const strings: string[] = []
    const walk = (tree: unknown) => {
      if (typeof tree === 'string') strings.push(tree)
      else if (tree && typeof tree === 'object') Object.values(tree).forEach(walk)
    }
    walk(jackTheRipperRulesMessages)
    const offending = strings.filter(
      (text) => /[|@$]/.test(text) || /[{}]/.test(text.replace(/\{[a-zA-Z]+\}/g, '')),
    )
    expect(offending).toEqual([])
  })
})
