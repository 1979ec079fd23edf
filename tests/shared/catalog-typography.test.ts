import { describe, expect, it } from 'vitest'
import type { MessageTree } from '../../src/shared/i18n/define-messages'

// Every part of the catalog, the command line's, the menu's and the rules reference's included,
// and each game's own catalog.
const parts = import.meta.glob<Record<string, { en: MessageTree; fr: MessageTree }>>(
  [
    '../../src/shared/i18n/messages/*.ts',
    '../../src/games/*/words/*messages.ts',
    '../../src/games/*/words/cover.ts',
  ],
  { eager: true },
)

function strings(tree: MessageTree, path: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}.${key}`, value]] : strings(value, `${path}.${key}`),
  )
}

function catalog(language: 'en' | 'fr'): [string, string][] {
  return Object.values(parts).flatMap((module) =>
    Object.values(module).flatMap((part) => strings(part[language], language)),
  )
}

/** The texts that break a rule, keyed by where they are, so a failure says which to fix. */
function offending(language: 'en' | 'fr', rule: RegExp, except = /^$/): string[] {
  return catalog(language)
    .filter(([key, text]) => rule.test(text) && !except.test(key))
    .map(([key, text]) => `${key}: ${text}`)
}

describe('the French catalog', () => {
  it('has texts to check', () => {
    expect(catalog('fr').length).toBeGreaterThan(500)
  })

  it('puts a no-break space (U+00A0) before : ; ? ! and inside « »', () => {
    expect(offending('fr', /[^\u00a0][:;?!»]|«[^\u00a0]/u, /^fr\.cli\.usage$/)).toEqual([])
    // The usage text lays out options such as "--format FORMAT": only its sentences are French.
    expect(offending('fr', /[ \u202f][:;?!»]|«[ \u202f]/u)).toEqual([])
  })

  it('writes the apostrophe as ’, except in the printed English card titles', () => {
    expect(offending('fr', /\p{L}'\p{L}/u, /^fr\.mystery-rummy-jekyll-hyde\.cards\./)).toEqual([])
  })

  it('never puts a bare "de" before a player’s name: the message takes the elided form', () => {
    const beforeName = /\b(de|que) \{(name|player|area|by|playedBy|winner|names)\}/
    expect(offending('fr', beforeName)).toEqual([])
  })
})

describe('both catalogs', () => {
  it('write a minus as U+2212, never as a hyphen before a figure', () => {
    for (const language of ['en', 'fr'] as const) {
      expect(offending(language, /(^|[\s(])-(\d|\{)/)).toEqual([])
    }
  })
})
