/**
 * The id of every game this version scores, in the registry's order (games.ts, whose modules
 * must have these very ids). Kept apart from the modules so that a header can be read, and the
 * games listed, without loading any game's rules (the web app loads those when needed).
 */
export const knownGames: readonly string[] = [
  'mystery-rummy-jekyll-hyde',
  'jekyll-hyde-bambus',
  'mystery-rummy-jack-the-ripper',
  'jekyll-vs-hyde',
]
