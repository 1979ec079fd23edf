import type { Problem } from '../../../../src/engine/core/problems'
import {
  mysteryRummyJackTheRipper,
  type JackTheRipperLog,
} from '../../../../src/games/mystery-rummy-jack-the-ripper/engine'

/** Builds small logs for tests that read like the rules they check. */
export const players = [
  { id: 'ada', name: 'Ada' },
  { id: 'bram', name: 'Bram' },
  { id: 'cleo', name: 'Cleo' },
  { id: 'dev', name: 'Dev' },
]

export function gameLog(hands: unknown[], rules?: unknown, seated = 2): JackTheRipperLog {
  return {
    format: 'casebook/game-log',
    version: 1,
    game: 'mystery-rummy-jack-the-ripper',
    players: players.slice(0, seated),
    ...(rules === undefined ? {} : { rules }),
    hands,
  } as JackTheRipperLog
}

/** A sound hand: Ada went out with a Druitt meld and a Victim; Bram holds a Kelly Victim. */
export function soundHand(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ending: { type: 'went-out', player: 'ada' },
    areas: {
      ada: { evidence: { druitt: 3 }, victims: ['nichols'] },
      bram: { evidence: { gull: 3 } },
    },
    leftInHand: { bram: { cards: { 'victim-kelly': 1 } } },
    ...changes,
  }
}

/** Reads a log as the app does (structure), so a test sees the read's problems too. */
export function readLog(value: unknown): { log: JackTheRipperLog | null; problems: Problem[] } {
  const read = mysteryRummyJackTheRipper.read(value, true)
  return read.ok ? { log: read.log, problems: [] } : { log: null, problems: read.problems }
}

/** Every problem of a log, reading then checking: what a user would be told. */
export function problemsOf(value: unknown): Problem[] {
  const { log, problems } = readLog(value)
  return log === null ? problems : mysteryRummyJackTheRipper.check(log).problems
}

/** The rule ids broken, with where: short to compare. */
export function brokenRules(value: unknown): { rule: string; path: string; severity: string }[] {
  return problemsOf(value).map(({ rule, path, severity }) => ({ rule, path, severity }))
}
