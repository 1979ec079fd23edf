import { childPath, type Problem } from '../../../engine/core/problems'
import { quoteValue } from '../../../engine/core/quote-value'
import { cardOf, isColour, tricksPerRound } from './cards'
import { knownFields, type VsHydeRound, type VsHydeTrickRecord } from './log'
import { foldRecord, type FoldedTrick } from './record-fold'
import { recordedTricksOf } from './recorded-tricks'
import { problemOf, rules } from './rules'

export interface RecordTable {
  players: readonly string[]
  potions: readonly number[]
  /** Who leads the round's first trick, by the marker's side. */
  leader: string
}

/** The record's own rules, in the spec's order, checked before it is played through. */
const recordChecks = [shapeProblems, cardProblems, twiceProblems, callProblems]

/**
 * A round's trick record (spec: "Validation", record-length to record-tricks), rule by rule in
 * the spec's order: the problems of the first rule broken, or none. The fold's lead and revoke
 * faults come before the piles are compared, which only a sound record can be. `keep` receives
 * the folded tricks of a record without a problem.
 */
export function recordProblems(
  round: VsHydeRound,
  at: string,
  table: RecordTable,
  keep: (tricks: FoldedTrick[]) => void = () => {},
): Problem[] {
  const record = round.record
  if (record === undefined) return []
  const path = `${at}.record`
  if (record.length !== tricksPerRound) {
    return [problemOf(rules.recordLength, path, { count: record.length, expected: tricksPerRound })]
  }
  for (const step of recordChecks) {
    const problems = step(record, path, table)
    if (problems.length > 0) return problems
  }
  const other = table.players.find((id) => id !== table.leader)!
  const folded = foldRecord(recordedTricksOf(record, table.potions), table.leader, other)
  const fault = folded.fault
  if (fault !== null) {
    const trick = childPath(path, fault.trick)
    if (fault.rule === rules.recordLead) {
      return [
        problemOf(rules.recordLead, `${trick}.lead`, {
          trick: fault.trick + 1,
          player: fault.player,
          expected: fault.expected!,
        }),
      ]
    }
    const played = record[fault.trick]!
    // The fold stops at the fault, so its next leader is who led the trick at fault.
    const index = fault.player === folded.nextLeader ? 0 : 1
    return [
      problemOf(rules.recordRevoke, `${trick}.cards[${index}]`, {
        trick: fault.trick + 1,
        player: fault.player,
        colour: fault.colour!,
        card: played.cards[index]!,
      }),
    ]
  }
  const differs = table.players.some((id) => folded.piles[id] !== round.tricks[id])
  if (!differs) {
    keep(folded.tricks)
    return []
  }
  const [first, second] = table.players as [string, string]
  return [
    problemOf(rules.recordTricks, path, {
      player: first,
      other: second,
      derived: folded.piles[first]!,
      derivedOther: folded.piles[second]!,
      entered: round.tricks[first]!,
      enteredOther: round.tricks[second]!,
    }),
  ]
}

function shapeProblems(record: readonly VsHydeTrickRecord[], path: string, table: RecordTable) {
  const problems: Problem[] = []
  // A trick's path is written only for a problem found: most records have none.
  record.forEach((trick, index) => {
    for (const field in trick) {
      if (!knownFields.trick.has(field)) {
        const at = childPath(childPath(path, index), field)
        problems.push(problemOf(rules.recordShape, at, { trick: index + 1, field }))
      }
    }
    if (trick.cards.length !== 2) {
      const at = `${childPath(path, index)}.cards`
      problems.push(problemOf(rules.recordShape, at, { trick: index + 1, field: 'cards' }))
    }
    if (trick.lead !== undefined && !table.players.includes(trick.lead)) {
      const at = `${childPath(path, index)}.lead`
      problems.push(problemOf(rules.recordShape, at, { trick: index + 1, field: 'lead' }))
    }
  })
  return problems
}

function cardProblems(record: readonly VsHydeTrickRecord[], path: string, table: RecordTable) {
  const problems: Problem[] = []
  record.forEach((trick, index) => {
    trick.cards.forEach((card, place) => {
      if (cardOf(card, table.potions) === null) {
        problems.push(
          problemOf(rules.recordCard, `${path}[${index}].cards[${place}]`, {
            trick: index + 1,
            value: quoteValue(card),
            potions: table.potions.join(', '),
          }),
        )
      }
    })
  })
  return problems
}

function twiceProblems(record: readonly VsHydeTrickRecord[], path: string) {
  const problems: Problem[] = []
  const seen = new Map<string, number>()
  record.forEach((trick, index) => {
    trick.cards.forEach((card, place) => {
      const first = seen.get(card)
      if (first === undefined) seen.set(card, index + 1)
      else {
        problems.push(
          problemOf(rules.recordCardTwice, `${path}[${index}].cards[${place}]`, {
            trick: index + 1,
            card,
            first,
          }),
        )
      }
    })
  })
  return problems
}

/** A potion lead names a colour; a colour lead names none. */
function callProblems(record: readonly VsHydeTrickRecord[], path: string, table: RecordTable) {
  const problems: Problem[] = []
  record.forEach((trick, index) => {
    const potionLead = cardOf(trick.cards[0], table.potions)?.kind === 'potion'
    const call = trick.call
    const wrong = potionLead ? !isColour(call) : call !== undefined
    if (wrong) {
      problems.push(
        problemOf(rules.recordCall, `${path}[${index}].call`, {
          trick: index + 1,
          card: trick.cards[0]!,
          value: quoteValue(call),
        }),
      )
    }
  })
  return problems
}
