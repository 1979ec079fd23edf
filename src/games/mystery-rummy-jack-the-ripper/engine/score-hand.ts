import type { FactLine, Phrase } from '../../../engine/core/game-module'
import { factLine, phrasesUnder } from '../../../engine/core/phrases'
import {
  alibiCardOf,
  heldEscapeCostPerVictim,
  isCardId,
  isSceneKey,
  isSuspectId,
  isVictimKey,
  suspectIds,
  voteBonus,
  type CardId,
  type SuspectId,
} from './cards'
import { gameId, type AreaRecord, type JackTheRipperHand, type LeftInHand } from './log'
import {
  outcomeAmong,
  tableTotals,
  tiedWithRipper,
  type Outcome,
  type SuspectTotal,
} from './ripper'
import { rules, type ResolvedRules, type RuleId } from './rules'
import { countOf, isOut, tableOf, type TableFacts } from './table'

/** One player's hand: every line of his score, which add up to it (spec: "Scoring one hand"). */
export interface PlayerHand {
  score: number
  lines: FactLine[]
}

export interface HandResult {
  number: number
  outcome: Outcome
  /** Every suspect with Evidence on the table, the likeliest Ripper first. */
  suspects: SuspectTotal[]
  /** The candidates tied with the Ripper, whom the tie-break number passed over. */
  tied: SuspectTotal[]
  victimsOnTable: number
  players: Record<string, PlayerHand>
  scores: Record<string, number>
}

const phrase = phrasesUnder(`${gameId}.breakdown`)

const line: (rule: RuleId, text: Phrase, points?: number | null) => FactLine = factLine

const card = (id: CardId) => ({ card: id })

/** Scores one hand of a valid log, line by line. */
export function scoreHand(
  hand: JackTheRipperHand,
  players: readonly string[],
  resolved: ResolvedRules,
  number: number,
  // The table's facts once for the hand (validation's, when it read them): the outcome, the
  // totals and the lines all read them.
  table: TableFacts = tableOf(hand.areas),
): HandResult {
  const suspects = tableTotals(table, resolved)
  const outcome = outcomeAmong(hand, suspects)
  const victimsOnTable = table.victims.size
  const result: Record<string, PlayerHand> = {}
  for (const player of players) {
    const area = hand.areas?.[player] ?? {}
    const lines =
      outcome.outcome === 'caught'
        ? caughtLines(hand, player, area, outcome.ripper, victimsOnTable, resolved)
        : escapeLines(hand, player, area, resolved)
    result[player] = { score: lines.reduce((sum, each) => sum + (each.points ?? 0), 0), lines }
  }
  return {
    number,
    outcome,
    suspects,
    tied: outcome.outcome === 'caught' ? tiedWithRipper(suspects) : [],
    victimsOnTable,
    players: result,
    scores: Object.fromEntries(players.map((player) => [player, result[player]!.score])),
  }
}

/** Caught: table points, the Ripper's colour doubled, less the hand, plus a right vote. */
function caughtLines(
  hand: JackTheRipperHand,
  player: string,
  area: AreaRecord,
  ripper: SuspectId,
  victimsOnTable: number,
  resolved: ResolvedRules,
): FactLine[] {
  const value = (id: CardId) => resolved.values[id]
  const lines: FactLine[] = []
  for (const suspect of suspectIds) {
    const count = countOf(area.evidence?.[suspect])
    if (count === 0) continue
    const doubled = suspect === ripper
    const points = count * value(suspect) * (doubled ? 2 : 1)
    const params = { card: card(suspect), count, value: value(suspect), points }
    lines.push(
      doubled
        ? line(rules.ripperDouble, phrase('evidence-doubled', params), points)
        : line(rules.tablePoints, phrase('evidence', params), points),
    )
    const wilds = countOf(area.wilds?.[suspect])
    if (wilds > 0)
      lines.push(line(rules.tablePoints, phrase('wilds', { card: card(suspect), count: wilds })))
  }
  const letters = countOf(area.letters)
  if (letters > 0) {
    const points = letters * value('letter')
    lines.push(
      line(
        rules.tablePoints,
        phrase('letters', { count: letters, value: value('letter'), points }),
        points,
      ),
    )
  }
  for (const suspect of area.suspects ?? []) {
    if (!isSuspectId(suspect)) continue
    const id: CardId = `suspect-${suspect}`
    const doubled = suspect === ripper
    const points = value(id) * (doubled ? 2 : 1)
    const params = { card: card(id), suspect: card(suspect), value: value(id), points }
    lines.push(
      doubled
        ? line(rules.ripperDouble, phrase('suspect-card-doubled', params), points)
        : line(rules.tablePoints, phrase('suspect-card', params), points),
    )
  }
  if (typeof area.alibi === 'string' && isSuspectId(area.alibi)) {
    const id = alibiCardOf(area.alibi)
    // The shared card says which of its two suspects it named; the others name theirs already.
    const name = id === 'alibi-eddy-gull' ? 'alibi-shared' : 'alibi'
    lines.push(
      line(
        rules.tablePoints,
        phrase(name, { card: card(id), suspect: card(area.alibi), value: value(id) }),
        value(id),
      ),
    )
  }
  lines.push(...victimAndSceneLines(area, rules.tablePoints, resolved))
  if (!isOut(hand, player))
    lines.push(...penaltyLines(hand.leftInHand?.[player], victimsOnTable, resolved))
  const vote = hand.votes?.[player]
  if (typeof vote === 'string' && isSuspectId(vote)) {
    lines.push(
      vote === ripper
        ? line(
            rules.voteBonus,
            phrase('vote-right', { card: card(vote), bonus: voteBonus }),
            voteBonus,
          )
        : line(rules.voteBonus, phrase('vote-wrong', { card: card(vote) })),
    )
  }
  return lines
}

/** Victims and Scenes score at their value and never double, whatever the outcome. */
function victimAndSceneLines(area: AreaRecord, rule: RuleId, resolved: ResolvedRules): FactLine[] {
  const ids: CardId[] = [
    ...(area.victims ?? []).filter(isVictimKey).map((key): CardId => `victim-${key}`),
    ...(area.scenes ?? []).filter(isSceneKey).map((key): CardId => `scene-${key}`),
  ]
  return ids.map((id) =>
    line(
      rule,
      phrase('victim-or-scene', { card: card(id), value: resolved.values[id] }),
      resolved.values[id],
    ),
  )
}

/**
 * What a player still holding cards loses, at face value and never doubled; a held Ripper
 * Escapes costs 2 per Victim on the table instead of its value (S1).
 */
function penaltyLines(
  held: LeftInHand | undefined,
  victimsOnTable: number,
  resolved: ResolvedRules,
): FactLine[] {
  if (held === undefined) return [line(rules.leftMissing, phrase('left-missing'))]
  // 0 − cost keeps a card worth 0 at a plain 0, never −0, which JSON and equality treat apart.
  const heldEscape = () => {
    const points = 0 - heldEscapeCostPerVictim * victimsOnTable
    return line(
      rules.heldEscape,
      phrase('held-escape', {
        card: card('ripper-escapes'),
        victims: victimsOnTable,
        cost: -points,
      }),
      points,
    )
  }
  if (held.cards === undefined) {
    const lines: FactLine[] = []
    const points = held.points ?? 0
    if (points !== 0)
      lines.push(line(rules.handPenalty, phrase('held-points', { cost: points }), -points))
    if (held.ripperEscapes === true) lines.push(heldEscape())
    return lines.length > 0 ? lines : [line(rules.handPenalty, phrase('held-nothing'))]
  }
  const lines: FactLine[] = []
  for (const [id, count] of Object.entries(held.cards)) {
    if (!isCardId(id) || count === 0) continue
    if (id === 'ripper-escapes') {
      lines.push(heldEscape())
      continue
    }
    const points = 0 - count * resolved.values[id]
    const name = points === 0 ? 'held-card-free' : 'held-card'
    lines.push(
      line(
        rules.handPenalty,
        phrase(name, { card: card(id), count, value: resolved.values[id], cost: -points }),
        points,
      ),
    )
  }
  return lines.length > 0 ? lines : [line(rules.handPenalty, phrase('held-nothing'))]
}

/**
 * Escaped: only Victims and Scenes score, or nothing at all (variant `escapeWithoutCard`); the
 * player who played Ripper Escapes also scores its value. Nothing is deducted, nothing doubles,
 * and votes score nothing.
 */
function escapeLines(
  hand: JackTheRipperHand,
  player: string,
  area: AreaRecord,
  resolved: ResolvedRules,
): FactLine[] {
  if (hand.ending.type === 'ripper-escapes') {
    const lines = victimAndSceneLines(area, rules.escapeCard, resolved)
    if (hand.ending.player === player) {
      const value = resolved.values['ripper-escapes']
      lines.unshift(
        line(
          rules.escapeCard,
          phrase('escape-card', { card: card('ripper-escapes'), value }),
          value,
        ),
      )
    }
    return lines
  }
  if (resolved.variants.escapeWithoutCard === 'nothing') {
    return [line(rules.escapeWithoutCard, phrase('escape-nothing'))]
  }
  return victimAndSceneLines(area, rules.escapeWithoutCard, resolved)
}
