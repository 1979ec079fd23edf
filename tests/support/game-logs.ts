import type { GameLog, HandRecord } from '../../src/engine'

/** Builds small logs for tests that read like the rules they check. Players: ada and bram. */
export function gameLog(hands: HandRecord[], rules?: GameLog['rules']): GameLog {
  return {
    format: 'casebook/game-log',
    version: 1,
    game: 'mystery-rummy-jekyll-hyde',
    players: [
      { id: 'ada', name: 'Ada' },
      { id: 'bram', name: 'Bram' },
    ],
    ...(rules ? { rules } : {}),
    hands,
  }
}

/** A hand Ada ends by going out, with the side given; Bram's hand holds `bramHolds` points. */
export function adaGoesOut(
  identity: 'jekyll' | 'hyde',
  areas: HandRecord['areas'],
  leftInHand: HandRecord['leftInHand'] = { bram: { points: 0 } },
): HandRecord {
  return { identity, ending: { type: 'went-out', player: 'ada' }, areas, leftInHand }
}
