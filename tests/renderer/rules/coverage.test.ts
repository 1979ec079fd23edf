import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { coreRules, gameModuleOf } from '../../../src/engine'
import { mysteryRummyReference } from '../../../src/games/mystery-rummy-jekyll-hyde/words/reference'
import { ruleAnchor } from '../../../src/shared/rules/anchors'
import { fileRuleIds } from '../../../src/shared/rules/file-entries'
import { addRulesReferenceMessages } from '../../../src/renderer/src/rules/messages'
import { entriesOf, entryMessageKey, entryOfRule } from '../../../src/shared/rules/reference'
import type { GameReference } from '../../../src/shared/rules/reference'
import { loadReference, referenceGames } from '../../../src/renderer/src/rules/references'
import { bambusRulesMessages } from '../../../src/games/jekyll-hyde-bambus/words/rules-messages'
import { jackTheRipperRulesMessages } from '../../../src/games/mystery-rummy-jack-the-ripper/words/rules-messages'
import { mysteryRummyRulesMessages } from '../../../src/games/mystery-rummy-jekyll-hyde/words/rules-messages'
import { createCasebookI18n, supportedLocales, type Locale } from '../../../src/shared/i18n'
import { rulesReferenceMessages } from '../../../src/shared/i18n/messages/rules'
import { cleanUpRules, mountRules } from './mount-rules'

enableAutoUnmount(afterEach)
afterEach(cleanUpRules)

const gameReferences = (await Promise.all(referenceGames.map(loadReference))).filter(
  (reference): reference is GameReference => reference !== undefined,
)

/**
 * Read straight from the engine, so a rule id added there shows up here without help: the
 * game's own ids and those of the file every game's log is read from.
 */
function engineRuleIds(game: string): string[] {
  return [...gameModuleOf(game)!.ruleIds, ...fileRuleIds]
}

/** The ids a game's reference may document: its own, and any of the core's. */
function documentableRuleIds(game: string): string[] {
  return [...gameModuleOf(game)!.ruleIds, ...Object.values(coreRules)]
}

function translator(locale: Locale) {
  const { global } = createCasebookI18n(locale)
  for (const reference of gameReferences) addRulesReferenceMessages(global, reference)
  const { t, te } = global
  return {
    /** The text of a key in that language only: no fallback to English may hide a gap. */
    text: (key: string) => (te(key, locale) ? t(key) : ''),
  }
}

describe.each(gameReferences.map((reference) => [reference.game, reference] as const))(
  'the rules reference of %s',
  (game, reference) => {
    const entries = entriesOf(reference)
    const ruleIds = engineRuleIds(game)

    it.each(ruleIds)('has one entry for %s, anchored at its id', (rule) => {
      const found = entries.filter((entry) => entry.rule === rule)
      expect(found).toHaveLength(1)
      expect(found[0]!.anchor).toBe(ruleAnchor(rule))
    })

    it.each(ruleIds)('gives %s a title and a text in English and in French', (rule) => {
      const entry = entryOfRule(reference, rule)!
      const en = translator('en')
      const fr = translator('fr')
      for (const part of ['title', 'body'] as const) {
        const key = entryMessageKey(entry, part)
        expect(en.text(key).trim(), `${key} in English`).not.toBe('')
        expect(fr.text(key).trim(), `${key} in French`).not.toBe('')
      }
      const body = entryMessageKey(entry, 'body')
      expect(fr.text(body), `${body} is translated`).not.toBe(en.text(body))
    })

    it('documents no rule id the engine does not have for this game', () => {
      const documented = entries.flatMap((entry) => (entry.rule ? [entry.rule] : []))
      const known = documentableRuleIds(game)
      expect(documented.filter((rule) => !known.includes(rule))).toEqual([])
    })

    it('gives each entry and section its own element id, and each entry its own key', () => {
      const anchors = [
        ...reference.sections.map((part) => part.anchor),
        ...entries.map((entry) => entry.anchor),
      ]
      expect(new Set(anchors).size).toBe(anchors.length)
      expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length)
    })

    it('has every text of every entry and section in both languages', () => {
      for (const locale of supportedLocales) {
        const { text } = translator(locale)
        const keys = [
          `${reference.messages}.name`,
          `${reference.messages}.intro`,
          ...reference.sections.flatMap((part) => [
            `${part.messages}.title`,
            `${part.messages}.lead`,
          ]),
          ...entries.flatMap((entry) =>
            (['title', ...entry.parts] as const).map((part) => entryMessageKey(entry, part)),
          ),
        ]
        for (const key of keys) expect(text(key).trim(), `${key} in ${locale}`).not.toBe('')
      }
    })

    it('links "see also" only to entries of its own reference', () => {
      const keys = new Set(entries.map((entry) => entry.key))
      const dangling = entries.flatMap((entry) => entry.see.filter((key) => !keys.has(key)))
      expect(dangling).toEqual([])
    })

    describe.each(supportedLocales)('its page in %s', (locale) => {
      it('shows one entry per rule id, with the id and a title', async () => {
        const { i18n } = await mountRules(`/rules/${game}`, locale)
        for (const rule of ruleIds) {
          const found = document.querySelectorAll(`#${ruleAnchor(rule)}`)
          expect(found, rule).toHaveLength(1)
          const entry = found[0]!
          expect(entry.querySelector('code')?.textContent).toContain(rule)
          const title = entry.querySelector('h3')?.textContent?.trim()
          expect(title).toBe(i18n.global.t(entryMessageKey(entryOfRule(reference, rule)!, 'title')))
          expect(title).not.toBe('')
        }
      })
    })
  },
)

describe("Mystery Rummy's reference", () => {
  // Its players, its series and its unknown fields are checked with the core's rule ids.
  it.each(Object.values(coreRules))('documents the core rule %s', (rule) => {
    expect(entryOfRule(mysteryRummyReference, rule)?.anchor).toBe(ruleAnchor(rule))
  })
})

describe('the reference texts', () => {
  it('anchors a rule id at rule- and its dots turned into dashes', () => {
    expect(ruleAnchor('score.doubling')).toBe('rule-score-doubling')
    expect(ruleAnchor('hand.went-out-holds-nothing')).toBe('rule-hand-went-out-holds-nothing')
  })

  it('uses no vue-i18n syntax but {name} placeholders', () => {
    const strings: string[] = []
    const walk = (tree: unknown) => {
      if (typeof tree === 'string') strings.push(tree)
      else if (tree && typeof tree === 'object') Object.values(tree).forEach(walk)
    }
    for (const part of [
      rulesReferenceMessages,
      mysteryRummyRulesMessages,
      bambusRulesMessages,
      jackTheRipperRulesMessages,
    ]) {
      walk(part)
    }
    expect(strings.length).toBeGreaterThan(100)
    const offending = strings.filter(
      (text) => /[|@$]/.test(text) || /[{}]/.test(text.replace(/\{[a-zA-Z]+\}/g, '')),
    )
    expect(offending).toEqual([])
  })
})
