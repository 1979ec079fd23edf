import {
  cardIds,
  defaultCardValues,
  defaultTargetScore,
  defaultVariants,
  gameLogFormat,
  gameLogVersion,
  type CardId,
  type GameLog,
  type Variants,
} from '../../../engine'

export interface NewGameSettings {
  names: [string, string]
  /** 0 or 1: which player deals the first hand. */
  firstDealer: 0 | 1
  targetScore: number
  variants: Variants
  values: Record<CardId, number>
  title?: string
}

export function defaultNewGameSettings(): NewGameSettings {
  return {
    names: ['', ''],
    firstDealer: 0,
    targetScore: defaultTargetScore,
    variants: { ...defaultVariants },
    values: defaultCardValues(),
  }
}

/**
 * The log of a game about to start. It records every setting, card values included, so the game
 * re-scores the same even if a later Casebook changes a default. `firstDealer` is an extra field
 * the log format keeps; the hand entry form reads it to propose each hand's dealer.
 */
export function newGameLog(settings: NewGameSettings, id: string, now: Date): GameLog {
  const stamp = now.toISOString()
  const deck: Record<string, { value: number }> = {}
  for (const card of cardIds) deck[card] = { value: settings.values[card] }
  const players = [
    { id: 'p1', name: settings.names[0].trim() },
    { id: 'p2', name: settings.names[1].trim() },
  ]
  return {
    format: gameLogFormat,
    version: gameLogVersion,
    id,
    game: 'mystery-rummy-jekyll-hyde',
    ...(settings.title?.trim() ? { title: settings.title.trim() } : {}),
    createdAt: stamp,
    updatedAt: stamp,
    players,
    firstDealer: players[settings.firstDealer]!.id,
    rules: { targetScore: settings.targetScore, variants: { ...settings.variants }, deck },
    hands: [],
  }
}
