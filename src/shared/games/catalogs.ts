import type { CatalogPart } from '../i18n'
import { joinParts } from '../i18n/join-parts'
import { jekyllHydeBambusCover } from './jekyll-hyde-bambus/cover'
import { jekyllHydeBambusMessages } from './jekyll-hyde-bambus/messages'
import { jekyllVsHydeCover } from './jekyll-vs-hyde/cover'
import { jekyllVsHydeWords } from './jekyll-vs-hyde/words'
import { mysteryRummyJackTheRipperCover } from './mystery-rummy-jack-the-ripper/cover'
import { mysteryRummyJackTheRipperMessages } from './mystery-rummy-jack-the-ripper/messages'
import { mysteryRummyJekyllHydeCover } from './mystery-rummy-jekyll-hyde/cover'
import { mysteryRummyJekyllHydeMessages } from './mystery-rummy-jekyll-hyde/messages'

/**
 * Every game's cover words (`cover.ts`) and engine words, as one part under its id each, for the
 * programs that speak of any game at once (the command line, the main process): the command line
 * puts its parts together one level deep only. The page has every game's cover words from its
 * first screen and loads the rest of a game's words only when that game is first used.
 */
export const gameCatalogs: readonly CatalogPart[] = [
  joinParts(mysteryRummyJekyllHydeCover, mysteryRummyJekyllHydeMessages),
  joinParts(jekyllHydeBambusCover, jekyllHydeBambusMessages),
  joinParts(mysteryRummyJackTheRipperCover, mysteryRummyJackTheRipperMessages),
  joinParts(jekyllVsHydeCover, jekyllVsHydeWords),
]
