import type {
  FactLine,
  HandFacts,
  HandPart,
  Phrase,
  SheetColumns,
} from '../../../engine/core/game-module'
import { factLine as note, phrasesUnder } from '../../../engine/core/phrases'
import { gameId, type JackTheRipperHand, type JackTheRipperLog } from './log'
import { resolveRules, rules } from './rules'
import { scoreGame, type JackTheRipperScore } from './score-game'
import { scoreHand, type HandResult } from './score-hand'
import type { SuspectTotal } from './ripper'

const own = phrasesUnder(gameId)

/**
 * One hand's breakdown (1-based): each player's lines, which add up to his score, and notes on
 * the hand as a whole: how it ended, each suspect's total on the table, who was cleared and why
 * the Ripper is who he is. Null when there is no such hand. The hand's marks come from the
 * game's score: `score` when given, else the game up to the hand.
 */
export function explainHand(
  log: JackTheRipperLog,
  number: number,
  score?: JackTheRipperScore,
): HandFacts | null {
  const hand = log.hands[number - 1]
  if (!hand) return null
  const players = log.players.map((player) => player.id)
  const result = scoreHand(hand, players, resolveRules(log.rules), number)
  const scored = score ?? scoreGame({ ...log, hands: log.hands.slice(0, number) })
  const parts: HandPart[] = players.map((player) => ({
    id: player,
    label: { player },
    receivers: [player],
    score: result.players[player]!.score,
    lines: result.players[player]!.lines,
  }))
  return {
    number,
    parts,
    notes: handNotes(result),
    badges: scored.hands[number - 1]!.badges,
    summary: handSummary(hand, result),
    sheet: { before: [ripperCell(result)], after: [] },
    ...(hand.note === undefined ? {} : { note: hand.note }),
  }
}

/** Why the Ripper is who he is, or how he got away (spec: "Outcome", "The Ripper"). */
function handNotes(result: HandResult): FactLine[] {
  const outcome = result.outcome
  if (outcome.outcome === 'escaped' && outcome.escape !== 'alibi') {
    return [note(rules.outcome, own(`breakdown.outcome-escaped-${outcome.escape}`))]
  }
  const notes = result.suspects.map(suspectNote)
  if (outcome.outcome === 'escaped') {
    notes.unshift(note(rules.outcome, own('breakdown.outcome-escaped-alibi')))
    return notes
  }
  notes.unshift(
    note(rules.outcome, own('breakdown.outcome-caught', { card: { card: outcome.ripper } })),
  )
  if (result.tied.length > 0) {
    const ripper = result.suspects.find((entry) => entry.suspect === outcome.ripper)!
    notes.push(
      note(
        rules.tieBreak,
        own('breakdown.tie-break', {
          card: { card: ripper.suspect },
          tieBreak: ripper.tieBreak,
          total: ripper.total,
          others: { list: result.tied.map((entry) => ({ card: entry.suspect })) },
        }),
      ),
    )
  }
  return notes
}

function suspectNote(entry: SuspectTotal): FactLine {
  const params = {
    card: { card: entry.suspect },
    count: entry.evidence,
    evidencePoints: entry.evidencePoints,
    suspectCard: entry.suspectCardPoints,
    total: entry.total,
  }
  if (entry.cleared) return note(rules.alibiExcludes, own('breakdown.suspect-cleared', params))
  const name = entry.suspectCardPoints > 0 ? 'suspect-total-with-card' : 'suspect-total'
  return note(rules.ripperIdentity, own(`breakdown.${name}`, params))
}

/** What a report heads a hand with: how it ended, caught or escaped, and who dealt. */
export function handSummary(hand: JackTheRipperHand, result: HandResult): Phrase[] {
  const ending = hand.ending
  const summary: Phrase[] = []
  if (ending.type === 'went-out' || ending.type === 'ripper-escapes') {
    summary.push(own(`summary.${ending.type}`, { player: { player: ending.player } }))
  } else if (ending.type === 'commissioner-resigns') {
    const players = { list: ending.players.map((player) => ({ player })) }
    summary.push(own('summary.commissioner-resigns', { players }))
  } else summary.push(own('summary.case-file-exhausted'))
  const outcome = result.outcome
  summary.push(
    outcome.outcome === 'caught'
      ? own('summary.caught', { card: { card: outcome.ripper } })
      : own('summary.escaped'),
  )
  if (hand.dealer !== undefined)
    summary.push(own('summary.dealer', { player: { player: hand.dealer } }))
  return summary
}

/** The game's own column of the score sheet, before the scores: the Ripper of each hand. */
export function sheetColumns(): SheetColumns {
  return { before: [own('sheet.ripper')], after: [] }
}

function ripperCell(result: HandResult): Phrase {
  const outcome = result.outcome
  return outcome.outcome === 'caught'
    ? own('sheet.caught', { card: { card: outcome.ripper } })
    : own(`sheet.escaped-${outcome.escape}`)
}
