import { describe, expect, it, vi } from 'vitest'
import { cliTranslator } from '../../src/cli/translator'
import { createCasebookI18n, supportedLocales, type CatalogPart } from '../../src/shared/i18n'
import { cliMessages } from '../../src/shared/i18n/messages/cli'
import { engineMessages } from '../../src/shared/i18n/messages/engine'
import { exportFormatsMessages } from '../../src/shared/i18n/messages/export'
import { loadGameCatalogs } from '../../src/shared/games/catalogs'

const gameCatalogs = await loadGameCatalogs()

const parts: CatalogPart[] = [cliMessages, engineMessages, exportFormatsMessages, ...gameCatalogs]

/** Every message of a catalog part with its key, e.g. ['cli.hand', 'Hand {number}']. */
function messagesOf(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : messagesOf(value as object, `${prefix}${key}.`),
  )
}

describe('the command line translator', () => {
  it.each(supportedLocales)('words every message as the app does, in %s', (locale) => {
    const app = createCasebookI18n(locale, cliMessages, ...gameCatalogs).global
    const cli = cliTranslator(locale, parts)
    const checked = parts.flatMap((part) => messagesOf(part[locale]))
    expect(checked.length).toBeGreaterThan(100)
    for (const [key, text] of checked) {
      // Each placeholder gets a value of its own, so a misplaced one would show.
      const named = Object.fromEntries(
        [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `<${name}>`]),
      )
      expect(cli.t(key, named), key).toBe(app.t(key, named))
      expect(cli.te(key), key).toBe(true)
    }
  })

  it('says which keys exist, and falls back to the key itself as vue-i18n does', () => {
    // vue-i18n warns of the missing key in development; the built command has no such checks.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const cli = cliTranslator('fr', parts)
    expect(cli.te('mystery-rummy-jekyll-hyde.cards.poole')).toBe(true)
    expect(cli.te('mystery-rummy-jekyll-hyde.cards.no-such-card')).toBe(false)
    expect(cli.te('mystery-rummy-jekyll-hyde.cards')).toBe(false)
    expect(cli.t('cli.no-such-key')).toBe('cli.no-such-key')
  })
})
