import type { GameReference } from './reference'

/**
 * Every game's rules reference, one line per game, each fetched the first time that game's
 * reference (or a link to one of its rules) is shown: its texts are long, so the first screen and
 * each game's page do not carry the other games' rules. Pure data once loaded, so the contract
 * tests check each against its engine module; the page draws each game's figures with
 * `figures.ts`.
 */
const loaders: Readonly<Record<string, () => Promise<GameReference>>> = {
  'mystery-rummy-jekyll-hyde': async () =>
    (await import('../games/mystery-rummy-jekyll-hyde/rules/reference')).mysteryRummyReference,
  'jekyll-hyde-bambus': async () =>
    (await import('../games/jekyll-hyde-bambus/rules/reference')).bambusReference,
  'mystery-rummy-jack-the-ripper': async () =>
    (await import('../games/mystery-rummy-jack-the-ripper/rules/reference')).jackTheRipperReference,
  'jekyll-vs-hyde': async () =>
    (await import('../games/jekyll-vs-hyde/rules/reference')).jekyllVsHydeReference,
}

/** The games that have a rules reference, in the order the rules page lists them. */
export const referenceGames: readonly string[] = Object.keys(loaders)

/**
 * The reference `/rules` shows when the address names no game: the flagship's, which every link
 * written before there were several games pointed to (decision 0016).
 */
export const defaultReferenceGame = 'mystery-rummy-jekyll-hyde'

const loaded = new Map<string, Promise<GameReference | undefined>>()

/** The rules reference of a game, fetched once; undefined if Casebook has none for it. */
export function loadReference(game: string): Promise<GameReference | undefined> {
  let reference = loaded.get(game)
  if (!reference) {
    const load = loaders[game]
    reference = load ? load() : Promise.resolve(undefined)
    loaded.set(game, reference)
  }
  return reference
}
