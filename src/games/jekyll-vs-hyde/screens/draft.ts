import { isColour, tricksPerRound } from '../engine/cards'
import type { FoldedTrick } from '../engine/record-fold'
import type { GameLog } from '../../../engine'
import {
  roundSituation,
  type JekyllVsHydeLog,
  type VsHydeRound,
  type VsHydeTrickRecord,
} from '../engine'
import type { JekyllVsHydeHandDraft } from '../words/hand-draft'
import { tapsOf, tricksOf } from './trick-helper'

export type HandDraft = JekyllVsHydeHandDraft

/** What holds before the round, as the engine's `roundSituation` says. */
export interface RoundFrame {
  game: number
  match: 'single' | 'return-match'
  /** The game's Jekyll; null before game 1's first round, where the players choose. */
  jekyll: string | null
}

/**
 * Where the form starts: a correction from the saved round (trick by trick when it has a
 * record), else a round just played, with Jekyll as the engine says, or the first player when
 * the players are still to choose (the new-game page says so), and no count yet: the players
 * say Jekyll's tricks, never a 5–5 nobody entered. A new round is entered the way the one
 * before it was: a table that taps trick by trick keeps doing so round after round.
 */
export function draftFor(
  log: JekyllVsHydeLog,
  frame: RoundFrame,
  initial?: VsHydeRound,
): HandDraft {
  const players = log.players.map((player) => player.id)
  if (initial) {
    const jekyllTricks = initial.tricks?.[initial.jekyll]
    return {
      game: 'jekyll-vs-hyde',
      players,
      jekyll: initial.jekyll,
      mode: initial.record ? 'tricks' : 'counts',
      jekyllTricks:
        typeof jekyllTricks === 'number' && Number.isInteger(jekyllTricks)
          ? Math.min(tricksPerRound, Math.max(0, jekyllTricks))
          : 0,
      taps: tapsOf(
        (initial.record ?? []).map((trick) => ({
          lead: trick.cards[0] ?? null,
          call: isColour(trick.call) ? trick.call : null,
          follow: trick.cards[1] ?? null,
        })),
      ),
      note: initial.note ?? '',
    }
  }
  return {
    game: 'jekyll-vs-hyde',
    players,
    jekyll: frame.jekyll ?? players[0]!,
    mode: log.hands.at(-1)?.record ? 'tricks' : 'counts',
    jekyllTricks: null,
    taps: {},
    note: '',
  }
}

/** Counting the piles, and Jekyll's not said yet: Save waits for it. */
export function tricksAwaited(draft: HandDraft): boolean {
  return draft.mode === 'counts' && draft.jekyllTricks === null
}

/** The other player: Mr. Hyde when `jekyll` is Dr. Jekyll. */
export function otherOf(draft: HandDraft, player: string): string {
  return draft.players.find((candidate) => candidate !== player) ?? player
}

/**
 * The round record the draft describes. Entered trick by trick, the counts are the piles the
 * engine's fold gives and every trick names its leader; whether it holds is the engine's to say.
 */
export function handOf(
  draft: HandDraft,
  frame: RoundFrame,
  folded: readonly FoldedTrick[],
  piles: Readonly<Record<string, number>>,
): VsHydeRound {
  const hyde = otherOf(draft, draft.jekyll)
  const round: VsHydeRound = {
    ...(frame.match === 'return-match' ? { game: frame.game } : {}),
    jekyll: draft.jekyll,
    tricks: {},
  }
  if (draft.mode === 'tricks') {
    round.tricks = { [draft.jekyll]: piles[draft.jekyll] ?? 0, [hyde]: piles[hyde] ?? 0 }
    round.record = tricksOf(draft.taps ?? {}).map((trick, index): VsHydeTrickRecord => {
      const lead = folded[index]?.leader
      // A follow card tapped before its lead card is no trick yet: the record says it is missing.
      const cards = trick.lead === null ? [] : [trick.lead, trick.follow ?? []].flat()
      return {
        ...(lead === undefined ? {} : { lead }),
        cards,
        ...(trick.call === null ? {} : { call: trick.call }),
      }
    })
  } else if (draft.jekyllTricks !== null) {
    round.tricks = {
      [draft.jekyll]: draft.jekyllTricks,
      [hyde]: tricksPerRound - draft.jekyllTricks,
    }
  }
  if (draft.note.trim() !== '') round.note = draft.note
  return round
}

/**
 * The form's first values for correcting hand `handIndex` of a log of this game (the contract's
 * `correctionStart`); null for another game's log or a hand it does not hold.
 */
export function correctionStart(log: GameLog, handIndex: number): HandDraft | null {
  if (log.game !== 'jekyll-vs-hyde') return null
  const own = log as JekyllVsHydeLog
  const saved = own.hands[handIndex]
  return saved ? draftFor(own, roundSituation(own, handIndex), saved) : null
}
