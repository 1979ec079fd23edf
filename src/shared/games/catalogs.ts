import type { CatalogPart } from '../i18n/catalog-part'
import { joinParts } from '../i18n/join-parts'
import { gameCovers, gameEngineWords, listedGames } from './registry'

/**
 * Every game's cover words and engine words, as one part under its id each, for the programs
 * that speak of any game at once (the command line, the tests): the command line puts its parts
 * together one level deep only. The page has every game's cover words from its first screen and
 * loads the rest of a game's words only when that game is first used.
 */
export async function loadGameCatalogs(): Promise<readonly CatalogPart[]> {
  const engineWords = await Promise.all(listedGames.map((game) => gameEngineWords[game]()))
  return listedGames.map((game, at) => joinParts(gameCovers[game], engineWords[at]!))
}
