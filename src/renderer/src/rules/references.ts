import { bambusReference } from '../games/jekyll-hyde-bambus/rules/reference'
import { jackTheRipperReference } from '../games/mystery-rummy-jack-the-ripper/rules/reference'
import { mysteryRummyReference } from '../games/mystery-rummy-jekyll-hyde/rules/reference'
import type { GameReference } from './reference'

/**
 * Every game's rules reference, one line per game. Pure data, so the contract tests check each
 * against its engine module; the page draws each game's figures with `figures.ts`.
 */
export const gameReferences: readonly GameReference[] = [
  mysteryRummyReference,
  bambusReference,
  jackTheRipperReference,
]

/**
 * The reference `/rules` shows when the address names no game: the flagship's, which every link
 * written before there were several games pointed to (decision 0016).
 */
export const defaultReferenceGame = mysteryRummyReference.game

/** The rules reference of a game, if Casebook has one. */
export function referenceOf(game: string): GameReference | undefined {
  return gameReferences.find((reference) => reference.game === game)
}
