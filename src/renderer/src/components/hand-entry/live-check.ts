import { toRaw } from 'vue'
import {
  gameModuleOf,
  readGameLog,
  type GameLog,
  type GameScore,
  type Problem,
} from '../../../../engine'

/** A problem of the log with the form's hand in it, and the field it is shown beside. */
export interface PlacedProblem {
  problem: Problem
  field: string
}

/** The field of the problems no field on screen holds: shown at the top of the form. */
export const formField = 'form'

/** What the engine says of the log with the form's hand at its place. */
export interface LiveCheck<L extends GameLog> {
  /** The log as the engine read it; null when it could not be read. */
  log: L | null
  /** The game's score with this hand; null while the log has an error. */
  score: GameScore | null
  problems: PlacedProblem[]
  errorCount: number
}

function identityOf(problem: Problem): string {
  return `${problem.path} ${problem.rule} ${JSON.stringify(problem.params)}`
}

/**
 * Reads and checks a log as an import would, from the object itself (no text round trip): the
 * reader refuses what the schema refuses, then the game's rules speak.
 */
function checkObject(value: GameLog): {
  log: GameLog | null
  problems: Problem[]
  score: GameScore | null
} {
  const read = readGameLog(value)
  if (!read.ok) return { log: null, problems: read.problems, score: null }
  const module = gameModuleOf(read.log.game)
  if (!module) return { log: null, problems: [], score: null }
  const { problems, score } = module.check(read.log as never)
  return { log: read.log, problems, score: score as GameScore | null }
}

/** The problems a log has as it stands, by identity: the form shows only those its hand adds. */
export function problemsBefore(log: GameLog): Set<string> {
  return new Set(checkObject(log).problems.map(identityOf))
}

/**
 * Checks the log with `hand` at `handIndex`. Problems of this hand go beside their field
 * (`fieldOf`); an error the hand causes elsewhere (a hand now after the end) goes to the whole
 * form; what the log already had elsewhere (`before`) is not the form's to show. The log read
 * may share objects with `hand` (the engine's fast reader keeps what already has its shape):
 * the form saves a copy (`savedCopy`), so a later edit of the draft changes no saved hand.
 */
export function checkWithHand<L extends GameLog>(
  log: L,
  handIndex: number,
  hand: L['hands'][number],
  fieldOf: (path: string, handIndex: number) => string | null,
  before: Set<string>,
): LiveCheck<L> {
  const hands = [...log.hands]
  hands.splice(handIndex, 1, hand)
  const checked = checkObject({ ...log, hands } as L)
  const problems: PlacedProblem[] = []
  for (const problem of checked.problems) {
    const field = fieldOf(problem.path, handIndex)
    if (field !== null) problems.push({ problem, field })
    else if (problem.severity === 'error' && !before.has(identityOf(problem))) {
      problems.push({ problem, field: formField })
    }
  }
  const errorCount = problems.filter(({ problem }) => problem.severity === 'error').length
  return { log: checked.log as L | null, score: checked.score, problems, errorCount }
}

/** A hand record with nothing shared with the draft it was made from: what Save emits. */
export function savedCopy<Hand>(hand: Hand): Hand {
  return JSON.parse(JSON.stringify(toRaw(hand))) as Hand
}
