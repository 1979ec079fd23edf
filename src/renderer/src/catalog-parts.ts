import type { CatalogPart } from '../../shared/i18n'
import { joinParts } from '../../shared/i18n/join-parts'
import { supportedLocales } from '../../shared/i18n/locales'

/**
 * Parts of the catalog that the home screen does not show, fetched the first time a screen
 * that shows them opens, so that the first download holds the home screen's words only
 * (shared/i18n/first-screen.ts). Each game's own words are fetched the same way (games/catalogs.ts).
 */
const loaders = {
  /** The score sheet, the hand form, the exports and the what-if: before a game's page opens. */
  gameScreens: async () => (await import('../../shared/i18n/game-screens')).gameScreenMessages,
  /** Before the import dialog opens (a file opened, a backup restored). */
  importDialog: async () =>
    (await import('../../shared/i18n/messages/import-dialog')).importDialogMessages,
  /** Before the history page opens: its words, and its exports' for BG Stats and BoardGameGeek. */
  history: async () => {
    const [{ historyMessages }, { playsExportMessages }] = await Promise.all([
      import('../../shared/i18n/messages/history'),
      import('../../shared/i18n/messages/plays-export'),
    ])
    return joinParts(historyMessages, playsExportMessages)
  },
  /** Before a page that shares a game or joins a shared one opens (issue 24). */
  sharing: async () => (await import('../../shared/i18n/messages/sharing')).sharingMessages,
} satisfies Record<string, () => Promise<CatalogPart>>

export type CatalogPartName = keyof typeof loaders

/** What of a vue-i18n catalog this needs. */
interface Catalog {
  mergeLocaleMessage(locale: string, messages: object): void
}

/** The parts each catalog holds already. */
const merged = new WeakMap<Catalog, Set<CatalogPartName>>()

/** Puts a part into the catalog, fetching it the first time. */
export async function addCatalogPart(catalog: Catalog, name: CatalogPartName): Promise<void> {
  const parts = merged.get(catalog) ?? new Set<CatalogPartName>()
  merged.set(catalog, parts)
  if (parts.has(name)) return
  const part = await loaders[name]()
  for (const locale of supportedLocales) catalog.mergeLocaleMessage(locale, part[locale])
  parts.add(name)
}
