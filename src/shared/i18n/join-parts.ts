import type { CatalogPart } from './catalog-part'
import { supportedLocales } from './locales'

/**
 * Catalog parts as one, joined one level deep: the parts a game keeps in several files (its
 * cover, its engine words, its screens' words) share one object under the game's id.
 */
export function joinParts(...parts: readonly CatalogPart[]): CatalogPart {
  const join = (trees: readonly object[]) => {
    const joined: Record<string, object> = {}
    for (const tree of trees)
      for (const [id, part] of Object.entries(tree)) joined[id] = { ...joined[id], ...part }
    return joined
  }
  return Object.fromEntries(
    supportedLocales.map((locale) => [locale, join(parts.map((part) => part[locale]))]),
  ) as CatalogPart
}
