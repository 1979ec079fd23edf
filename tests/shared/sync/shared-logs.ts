import { readFileSync } from 'node:fs'

/** A game log as the shared-game tests handle it: any game's hands. */
export type AnyLog = { hands: unknown[]; [field: string]: unknown }

/** Mystery Rummy's golden game of three hands, which Ada wins. */
export function wonGame(): AnyLog {
  return JSON.parse(
    readFileSync('tests/games/mystery-rummy-jekyll-hyde/fixtures/game-won.json', 'utf8'),
  ) as AnyLog
}

/** A game of six hands, each told apart by its note (`hand 1` to `hand 6`). */
export function sixHands(): AnyLog {
  const log = wonGame()
  const hands = Array.from({ length: 6 }, (_, index) => ({
    ...(log.hands[index % 3] as object),
    note: `hand ${index + 1}`,
  }))
  return { ...log, hands }
}
