import { suspectCardOf, suspectIds, type SuspectId } from './cards'
import type { JackTheRipperHand } from './log'
import type { ResolvedRules } from './rules'
import { endedByGoingOut, tableOf, type Areas, type TableFacts } from './table'

/** One suspect with Evidence on the table, and how much points him out as the Ripper. */
export interface SuspectTotal {
  suspect: SuspectId
  /** His Evidence on the table, Wilds included. */
  evidence: number
  /** That Evidence at its value: `E(s) × v(s)` over every area. */
  evidencePoints: number
  /** His Suspect card's value when it is on the table and counts (variant `ripperTotal`), else 0. */
  suspectCardPoints: number
  total: number
  tieBreak: number
  /** Named by the Alibi in play: never the Ripper, however high his total. */
  cleared: boolean
}

/**
 * Every suspect with Evidence on the table, the likeliest Ripper first (spec: "The Ripper"): the
 * highest total, and on a tie the lowest tie-break number. Cleared suspects are listed too, so a
 * player sees why they were passed over. The hand form may ask this of a partial table.
 */
export function suspectTotals(areas: Areas | undefined, resolved: ResolvedRules): SuspectTotal[] {
  return tableTotals(tableOf(areas), resolved)
}

/** The same from the table's facts, when the caller has them already (scoring one hand). */
export function tableTotals(table: TableFacts, resolved: ResolvedRules): SuspectTotal[] {
  return suspectIds
    .filter((suspect) => table.evidence[suspect] > 0)
    .map((suspect) => totalOf(suspect, table, resolved))
    .sort((a, b) => b.total - a.total || a.tieBreak - b.tieBreak)
}

function totalOf(suspect: SuspectId, table: TableFacts, resolved: ResolvedRules): SuspectTotal {
  const evidence = table.evidence[suspect]
  const evidencePoints = evidence * resolved.values[suspect]
  const counts =
    resolved.variants.ripperTotal === 'evidence-and-suspect' && table.suspectCards.has(suspect)
  const suspectCardPoints = counts ? resolved.values[suspectCardOf(suspect)] : 0
  return {
    suspect,
    evidence,
    evidencePoints,
    suspectCardPoints,
    total: evidencePoints + suspectCardPoints,
    tieBreak: resolved.tieBreaks[suspect],
    cleared: table.alibi === suspect,
  }
}

/** The highest candidate on the table, cleared suspects left out; null when there is none. */
export function ripperAmong(totals: readonly SuspectTotal[]): SuspectTotal | null {
  return totals.find((entry) => !entry.cleared) ?? null
}

/** The other candidates whose total equals the Ripper's: the tie-break number decided. */
export function tiedWithRipper(totals: readonly SuspectTotal[]): SuspectTotal[] {
  const ripper = ripperAmong(totals)
  if (ripper === null) return []
  return totals.filter(
    (entry) => !entry.cleared && entry !== ripper && entry.total === ripper.total,
  )
}

export type Escape = 'card' | 'case-file' | 'alibi'

export type Outcome =
  { outcome: 'caught'; ripper: SuspectId } | { outcome: 'escaped'; escape: Escape }

/** Caught or escaped (spec: "Outcome"): only a hand someone went out of can catch the Ripper. */
export function outcomeOf(
  hand: Pick<JackTheRipperHand, 'ending' | 'areas'>,
  resolved: ResolvedRules,
): Outcome {
  return outcomeAmong(hand, suspectTotals(hand.areas, resolved))
}

/**
 * The same from the table's facts, without listing every suspect's total: the game's score needs
 * only who the Ripper is. The highest total not cleared, on a tie the lowest tie-break number, as
 * the first of `tableTotals` that `ripperAmong` takes.
 */
export function outcomeOnTable(
  hand: Pick<JackTheRipperHand, 'ending'>,
  table: TableFacts,
  resolved: ResolvedRules,
): Outcome {
  if (hand.ending.type === 'ripper-escapes') return { outcome: 'escaped', escape: 'card' }
  if (!endedByGoingOut(hand)) return { outcome: 'escaped', escape: 'case-file' }
  let ripper: SuspectTotal | null = null
  for (const suspect of suspectIds) {
    if (table.evidence[suspect] === 0 || table.alibi === suspect) continue
    const candidate = totalOf(suspect, table, resolved)
    const higher =
      ripper === null ||
      candidate.total > ripper.total ||
      (candidate.total === ripper.total && candidate.tieBreak < ripper.tieBreak)
    if (higher) ripper = candidate
  }
  return ripper === null
    ? { outcome: 'escaped', escape: 'alibi' }
    : { outcome: 'caught', ripper: ripper.suspect }
}

/** The same from the suspects' totals, when the caller has them already (scoring one hand). */
export function outcomeAmong(
  hand: Pick<JackTheRipperHand, 'ending'>,
  totals: readonly SuspectTotal[],
): Outcome {
  if (hand.ending.type === 'ripper-escapes') return { outcome: 'escaped', escape: 'card' }
  if (!endedByGoingOut(hand)) return { outcome: 'escaped', escape: 'case-file' }
  const ripper = ripperAmong(totals)
  return ripper === null
    ? { outcome: 'escaped', escape: 'alibi' }
    : { outcome: 'caught', ripper: ripper.suspect }
}
