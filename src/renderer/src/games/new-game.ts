import { gameModules } from '../../../engine'
import type { NewGameScreens } from './screens'

/**
 * Every game's part of the new-game page, one line per game, each fetched once the game is
 * chosen (docs/adding-a-game.md).
 */
const loaders: Readonly<Record<string, () => Promise<NewGameScreens>>> = {
  'mystery-rummy-jekyll-hyde': async () =>
    (await import('./mystery-rummy-jekyll-hyde/new-game')).mysteryRummyNewGame,
  'jekyll-hyde-bambus': async () => (await import('./jekyll-hyde-bambus/new-game')).bambusNewGame,
  'mystery-rummy-jack-the-ripper': async () =>
    (await import('./mystery-rummy-jack-the-ripper/new-game')).jackTheRipperNewGame,
  'jekyll-vs-hyde': async () => (await import('./jekyll-vs-hyde/new-game')).jekyllVsHydeNewGame,
}

export interface NewGameChoice {
  id: string
  /** How many players the game seats, inclusive (the engine module's). */
  seats: { min: number; max: number }
  /** Its new-game screens, fetched the first time they are asked for. */
  screens(): Promise<NewGameScreens>
}

/** The games a new game can be of, in the engine registry's order. */
export const newGameChoices: readonly NewGameChoice[] = gameModules.flatMap(({ id, seats }) => {
  const load = loaders[id]
  if (!load) return []
  let screens: Promise<NewGameScreens> | null = null
  return [{ id, seats, screens: () => (screens ??= load()) }]
})
