import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { coreRules, rules } from '../../../src/engine'
import { ruleAnchor, ruleIds } from '../../../src/renderer/src/rules/anchors'
import { addRulesReferenceMessages } from '../../../src/renderer/src/rules/messages'
import {
  entryMessageKey,
  referenceEntries,
  referenceSections,
  textParts,
} from '../../../src/renderer/src/rules/reference'
import { createCasebookI18n, supportedLocales, type Locale } from '../../../src/shared/i18n'
import { rulesReferenceMessages } from '../../../src/shared/i18n/messages/rules'
import { cleanUpRules, mountRules } from './mount-rules'

enableAutoUnmount(afterEach)
afterEach(cleanUpRules)

/** Read straight from the engine, so a rule id added there shows up here without help. */
const engineRuleIds: string[] = [...Object.values(rules), ...Object.values(coreRules)]

function translator(locale: Locale) {
  const { global } = createCasebookI18n(locale)
  addRulesReferenceMessages(global)
  const { t, te } = global
  return {
    /** The text of a key in that language only: no fallback to English may hide a gap. */
    text: (key: string) => (te(key, locale) ? t(key) : ''),
  }
}

describe('every rule id of the engine is documented', () => {
  it('ruleIds lists each id of the engine once', () => {
    expect([...ruleIds].sort()).toEqual([...engineRuleIds].sort())
    expect(new Set(ruleIds).size).toBe(ruleIds.length)
  })

  it.each(engineRuleIds)('%s has exactly one entry, anchored at its id', (rule) => {
    const entries = referenceEntries.filter((entry) => entry.rule === rule)
    expect(entries).toHaveLength(1)
    expect(entries[0]!.anchor).toBe(ruleAnchor(rule))
  })

  it.each(engineRuleIds)('%s has a title and a text in English and in French', (rule) => {
    const entry = referenceEntries.find((candidate) => candidate.rule === rule)!
    const en = translator('en')
    const fr = translator('fr')
    for (const part of ['title', 'body'] as const) {
      const key = entryMessageKey(entry.key, part)
      expect(en.text(key).trim(), `${key} in English`).not.toBe('')
      expect(fr.text(key).trim(), `${key} in French`).not.toBe('')
    }
    const body = entryMessageKey(entry.key, 'body')
    expect(fr.text(body), `${body} is translated`).not.toBe(en.text(body))
  })

  it('documents no rule id the engine does not have', () => {
    const documented = referenceEntries.flatMap((entry) => (entry.rule ? [entry.rule] : []))
    expect(documented.filter((rule) => !engineRuleIds.includes(rule))).toEqual([])
  })

  it('gives each entry and section its own element id', () => {
    const anchors = [
      ...referenceSections.map((part) => part.anchor),
      ...referenceEntries.map((entry) => entry.anchor),
    ]
    expect(new Set(anchors).size).toBe(anchors.length)
  })

  it('anchors a rule id at rule- and its dots turned into dashes', () => {
    expect(ruleAnchor('score.doubling')).toBe('rule-score-doubling')
    expect(ruleAnchor('hand.went-out-holds-nothing')).toBe('rule-hand-went-out-holds-nothing')
  })
})

describe('the reference texts', () => {
  it('has every text of every entry in both languages', () => {
    for (const locale of supportedLocales) {
      const { text } = translator(locale)
      for (const entry of referenceEntries) {
        for (const part of ['title', ...textParts] as const) {
          const key = entryMessageKey(entry.key, part)
          const inEnglish = translator('en').text(key)
          if (inEnglish === '') continue
          expect(text(key).trim(), `${key} in ${locale}`).not.toBe('')
        }
      }
    }
  })

  it('uses no vue-i18n syntax but {name} placeholders', () => {
    const strings: string[] = []
    const walk = (tree: unknown) => {
      if (typeof tree === 'string') strings.push(tree)
      else if (tree && typeof tree === 'object') Object.values(tree).forEach(walk)
    }
    walk(rulesReferenceMessages)
    expect(strings.length).toBeGreaterThan(100)
    const offending = strings.filter(
      (text) => /[|@$]/.test(text) || /[{}]/.test(text.replace(/\{[a-zA-Z]+\}/g, '')),
    )
    expect(offending).toEqual([])
  })
})

describe.each(supportedLocales)('the rules page in %s', (locale) => {
  it('shows one entry per rule id, with the id and a title', async () => {
    const { i18n } = await mountRules('/rules', locale)
    for (const rule of engineRuleIds) {
      const found = document.querySelectorAll(`#${ruleAnchor(rule)}`)
      expect(found, rule).toHaveLength(1)
      const entry = found[0]!
      expect(entry.querySelector('code')?.textContent).toContain(rule)
      const key = referenceEntries.find((candidate) => candidate.rule === rule)!.key
      const title = entry.querySelector('h3')?.textContent?.trim()
      expect(title).toBe(i18n.global.t(entryMessageKey(key, 'title')))
      expect(title).not.toBe('')
    }
  })
})
