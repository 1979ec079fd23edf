import {
  gameModuleOf,
  handFactsOf,
  type Badge,
  type GameLog,
  type GameScore,
  type Phrase,
  type SheetValue,
} from '../../../../engine'

/** A column of the game's own, before the scores: its heading and a name for styles and tests. */
export interface SheetColumn {
  /** The last word of its phrase key ("dealer", "solo"): a stable hook, whatever the language. */
  name: string
  heading: Phrase
}

export interface SheetRow {
  index: number
  number: number
  /** The game's own cells, one per column. */
  cells: SheetValue[]
  /** Marks on the whole hand (a neutral pile, a void hand, a shared win). */
  handBadges: Badge[]
  /** The engine's standing after this hand: tied at the top at the target. */
  tieBreak: boolean
  holders: { id: string; score: number; total: number; badges: Badge[] }[]
}

/**
 * The game's own columns shown on screen. Only those before the scores: what a game puts after
 * them for its exports (Mystery Rummy's shut-out) is a badge here, in the holder's own cell.
 */
export function sheetColumnsOf(log: GameLog): SheetColumn[] {
  const columns = gameModuleOf(log.game)?.sheetColumns(log).before ?? []
  return columns.map((heading) => ({ name: heading.key.split('.').at(-1) ?? '', heading }))
}

/** One row per scored hand: the engine's facts of the hand, and each holder's score and total. */
export function sheetRows(log: GameLog, score: GameScore): SheetRow[] {
  return score.hands.map((scored, index) => {
    const badges = scored.badges
    return {
      index,
      number: scored.number,
      cells: handFactsOf(log, scored.number, score)?.sheet.before ?? [],
      handBadges: badges.filter((badge) => badge.holder === null),
      tieBreak: scored.status === 'tie-break',
      holders: score.holders.map((holder) => ({
        id: holder.id,
        score: scored.holderScores[holder.id] ?? 0,
        total: scored.holderTotals[holder.id] ?? 0,
        badges: badges.filter((badge) => badge.holder === holder.id),
      })),
    }
  })
}
