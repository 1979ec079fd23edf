import type { CatalogPart } from '../i18n'
import { supportedLocales } from '../i18n/locales'
import { jekyllHydeBambusCover } from './jekyll-hyde-bambus/cover'
import { jekyllHydeBambusMessages } from './jekyll-hyde-bambus/messages'
import { mysteryRummyJackTheRipperCover } from './mystery-rummy-jack-the-ripper/cover'
import { mysteryRummyJackTheRipperMessages } from './mystery-rummy-jack-the-ripper/messages'
import { mysteryRummyJekyllHydeCover } from './mystery-rummy-jekyll-hyde/cover'
import { mysteryRummyJekyllHydeMessages } from './mystery-rummy-jekyll-hyde/messages'

/**
 * A game's cover words (`cover.ts`) and the rest of its words, as one part under its id: the
 * command line puts its parts together one level deep only.
 */
function withCover(cover: CatalogPart, words: CatalogPart): CatalogPart {
  const join = (first: object, second: object) => {
    const joined: Record<string, object> = { ...first }
    for (const [id, part] of Object.entries(second)) joined[id] = { ...joined[id], ...part }
    return joined
  }
  return Object.fromEntries(
    supportedLocales.map((locale) => [locale, join(cover[locale], words[locale])]),
  ) as CatalogPart
}

/**
 * Every game's own catalog part, for the programs that speak of any game at once (the command
 * line, the main process). The page has every game's cover words from its first screen and loads
 * the rest of a game's part only when that game is first used.
 */
export const gameCatalogs: readonly CatalogPart[] = [
  withCover(mysteryRummyJekyllHydeCover, mysteryRummyJekyllHydeMessages),
  withCover(jekyllHydeBambusCover, jekyllHydeBambusMessages),
  withCover(mysteryRummyJackTheRipperCover, mysteryRummyJackTheRipperMessages),
]
