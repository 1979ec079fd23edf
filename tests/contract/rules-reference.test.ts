import { describe, expect, it } from 'vitest'
import { gameModules } from '../../src/engine'
import { entriesOf, entryMessageKey } from '../../src/shared/rules/reference'
import { loadReference } from '../../src/renderer/src/rules/references'
import { supportedLocales, type CatalogPart, type Locale } from '../../src/shared/i18n'
import { rulesReferenceMessages } from '../../src/shared/i18n/messages/rules'

/**
 * Every registered game has its rules reference (docs/adding-a-game.md): each rule id its module
 * declares has exactly one entry there, where its breakdown lines and problems link, and every
 * text of every entry exists in each language.
 */

/** The text at a dotted key in one language of the given catalog parts, or undefined. */
function textAt(parts: readonly CatalogPart[], locale: Locale, key: string): unknown {
  for (const part of parts) {
    let node: unknown = part[locale]
    for (const segment of key.split('.')) {
      node =
        node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined
    }
    if (node !== undefined) return node
  }
  return undefined
}

// Each reference is its own chunk, fetched when first needed; the suite fetches them all first.
const references = new Map(
  await Promise.all(gameModules.map(async ({ id }) => [id, await loadReference(id)] as const)),
)

describe.each(gameModules.map((module) => [module.id, module] as const))(
  'the rules reference of %s',
  (id, module) => {
    const reference = references.get(id)

    it('exists', () => {
      expect(
        reference,
        `src/renderer/src/rules/references.ts has no reference for ${id}`,
      ).toBeDefined()
    })
    if (!reference) return
    const entries = entriesOf(reference)
    const parts = [rulesReferenceMessages, ...reference.catalogs]

    it.each([...module.ruleIds])('has exactly one entry for the rule %s', (rule) => {
      expect(entries.filter((entry) => entry.rule === rule)).toHaveLength(1)
    })

    it.each(supportedLocales)('has every text of every entry in %s', (locale) => {
      const missing = entries.flatMap((entry) =>
        (['title', 'body', ...entry.parts] as const)
          .map((part) => entryMessageKey(entry, part))
          .filter((key) => {
            const text = textAt(parts, locale, key)
            return typeof text !== 'string' || text.trim() === ''
          }),
      )
      expect(missing).toEqual([])
    })
  },
)
