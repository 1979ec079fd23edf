// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ruleIds } from '../../../../src/games/jekyll-vs-hyde/engine'
import { jekyllVsHydeReference as reference } from '../../../../src/games/jekyll-vs-hyde/words/reference'
import { ruleAnchor } from '../../../../src/shared/rules/anchors'
import { fileRuleIds } from '../../../../src/shared/rules/file-entries'
import { addRulesReferenceMessages } from '../../../../src/renderer/src/rules/messages'
import {
  entriesOf,
  entryByKey,
  entryMessageKey,
  entryOfRule,
} from '../../../../src/shared/rules/reference'
import { jekyllVsHydeRulesMessages } from '../../../../src/games/jekyll-vs-hyde/words/rules-messages'
import { createCasebookI18n, supportedLocales, type Locale } from '../../../../src/shared/i18n'
import { checkedRules, explainedRules } from './spec-rule-ids'

const entries = entriesOf(reference)
const specRuleIds = [...Object.keys(checkedRules), ...explainedRules]

/** The text of a key in that language only: no fallback to English may hide a gap. */
function translator(locale: Locale): (key: string) => string {
  const { global } = createCasebookI18n(locale)
  addRulesReferenceMessages(global, reference)
  return (key) => (global.te(key, locale) ? global.t(key) : '')
}

const body = (key: string, locale: Locale = 'en') =>
  translator(locale)(entryMessageKey(entryByKey(reference, key)!, 'body'))

describe('the rules reference of Jekyll vs. Hyde', () => {
  it('knows the same rule ids as the engine, which the spec names', () => {
    expect([...ruleIds].sort()).toEqual([...specRuleIds].sort())
  })

  it.each(specRuleIds)('has one entry for the spec’s rule %s, anchored at its id', (rule) => {
    const found = entries.filter((entry) => entry.rule === rule)
    expect(found).toHaveLength(1)
    expect(found[0]!.anchor).toBe(ruleAnchor(rule))
  })

  it.each(Object.entries(checkedRules))('checks %s as the spec does: %s', (rule, check) => {
    expect(entryOfRule(reference, rule)!.check).toBe(check)
  })

  it.each(explainedRules)('explains the rule %s without calling it a problem', (rule) => {
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

  it('words every entry differently in French and in English', () => {
    const [en, fr] = [translator('en'), translator('fr')]
    const same = entries
      .filter((entry) => entry.messages.startsWith(reference.messages))
      .flatMap((entry) => entry.parts.map((part) => entryMessageKey(entry, part)))
      .filter((key) => fr(key) === en(key))
    expect(same).toEqual([])
  })

  it('offers the match variant with the spec’s values, one game by default, worded in both languages', () => {
    const variants = entries.flatMap((entry) =>
      entry.figure?.kind === 'variant' ? [entry.figure] : [],
    )
    expect(
      variants.map((figure) => [
        figure.setting,
        figure.options.map((option) => option.value),
        figure.options.find((option) => option.isDefault)?.value,
      ]),
    ).toEqual([['match', ['single', 'return-match'], 'single']])
    for (const locale of supportedLocales) {
      const text = translator(locale)
      const keys = variants[0]!.options.map((option) => option.messageKey)
      expect(keys.filter((key) => text(key).trim() === '')).toEqual([])
    }
  })

  it('lists what is not verified, as the spec’s register does', () => {
    const text = body('unverified')
    expect(text).toContain('2+ to 5+ (one review says 1+ to 4+)')
    expect(text).toContain('Orgueil purple, Colère red, Envie green')
    expect(text).toContain('which side position 5 is on')
    expect(text).toContain('when the loser has no trick')
    expect(text).toContain('how many blue spaces')
    expect(body('unverified', 'fr')).toContain('de 2+ à 5+ (une critique dit de 1+ à 4+)')
  })

  it('says why the two trick counts always add up to 10, with the move and the rulebook’s 6 to 4', () => {
    const text = translator('en')(entryMessageKey(entryOfRule(reference, 'marker-move')!, 'more'))
    expect(text).toContain('The two counts always add up to 10')
    expect(text).toContain('the move is always even, from 0 to 10')
    const example = translator('fr')(
      entryMessageKey(entryOfRule(reference, 'marker-move')!, 'example'),
    )
    expect(example).toBe(
      'Jekyll fait 6 plis et Hyde 4\u00a0: le marqueur avance de 6 − 4 = 2 cases.',
    )
  })

  it('gives every entry and section its own element id and every entry its own key', () => {
    const anchors = [
      ...reference.sections.map((part) => part.anchor),
      ...entries.map((entry) => entry.anchor),
    ]
    expect(new Set(anchors).size).toBe(anchors.length)
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length)
  })

  it('links “see also” only to entries of its own reference, never to itself', () => {
    const keys = new Set(entries.map((entry) => entry.key))
    expect(entries.flatMap((entry) => entry.see.filter((key) => !keys.has(key)))).toEqual([])
    expect(entries.filter((entry) => entry.see.includes(entry.key))).toEqual([])
  })

  it('uses no vue-i18n syntax but {name} placeholders', () => {
    const strings: string[] = []
    const walk = (tree: unknown) => {
      if (typeof tree === 'string') strings.push(tree)
      else if (tree && typeof tree === 'object') Object.values(tree).forEach(walk)
    }
    walk(jekyllVsHydeRulesMessages)
    const offending = strings.filter(
      (text) => /[|@$]/.test(text) || /[{}]/.test(text.replace(/\{[a-zA-Z]+\}/g, '')),
    )
    expect(offending).toEqual([])
  })
})
