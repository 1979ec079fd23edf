import type { CatalogPart } from '../i18n'
import { mysteryRummyJekyllHydeMessages } from './mystery-rummy-jekyll-hyde/messages'

/**
 * Every game's own catalog part, for the programs that speak of any game at once (the command
 * line, the main process). The page loads a game's part only when that game is first used.
 */
export const gameCatalogs: readonly CatalogPart[] = [mysteryRummyJekyllHydeMessages]
