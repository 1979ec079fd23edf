import { checkGameLog, type Problem } from '../../src/engine'
import {
  type HandRecord,
  type MysteryRummyLog,
  type MysteryRummyScore,
} from '../../src/games/mystery-rummy-jekyll-hyde/engine'

/** Builds small logs for tests that read like the rules they check. Players: ada and bram. */
export function gameLog(hands: HandRecord[], rules?: MysteryRummyLog['rules']): MysteryRummyLog {
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

/** Reads, validates and scores a Mystery Rummy log's text, with that game's own types. */
export function checkMysteryRummy(
  text: string,
):
  | { ok: true; log: MysteryRummyLog; score: MysteryRummyScore; warnings: Problem[] }
  | { ok: false; problems: Problem[] } {
  const checked = checkGameLog(text)
  if (!checked.ok) return { ok: false, problems: checked.problems }
  if (
    checked.score.game !== 'mystery-rummy-jekyll-hyde' ||
    checked.log.game !== checked.score.game
  ) {
    throw new Error(`Not a Mystery Rummy log: ${checked.log.game}`)
  }
  return { ok: true, log: checked.log, score: checked.score, warnings: checked.warnings }
}
