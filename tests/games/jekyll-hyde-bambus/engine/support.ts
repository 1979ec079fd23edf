import type { Problem } from '../../../../src/engine/core/problems'
import {
  jekyllHydeBambus,
  type BambusHand,
  type BambusLog,
  type BambusScore,
  type CardId,
} from '../../../../src/games/jekyll-hyde-bambus/engine'

/** Builds small logs for tests that read like the rules they check. */
export const fourPlayers = [
  { id: 'p1', name: 'Ada' },
  { id: 'p2', name: 'Bram' },
  { id: 'p3', name: 'Cleo' },
  { id: 'p4', name: 'Dev' },
]
export const threePlayers = fourPlayers.slice(0, 3)

export function gameLog(
  players: { id: string; name?: string }[],
  hands: unknown[],
  rules?: unknown,
): BambusLog {
  return {
    format: 'casebook/game-log',
    version: 1,
    game: 'jekyll-hyde-bambus',
    players,
    ...(rules === undefined ? {} : { rules }),
    hands,
  } as BambusLog
}

/** S1's worked example: the Jekyll side's two tricks, one of them held by a Transformation. */
export const rulebookJekyllPile: CardId[] = [
  'h-f6',
  'j-c',
  'h-a',
  'h-transformation',
  'j-b',
  'j-charity',
  'j-remorse',
  'h-fury',
]

/** A 4-player hand at the table of the spec's example: Ada and Cleo (p1, p3) are Jekyll, Dev deals. */
export function fourPlayerHand(overrides: Record<string, unknown> = {}): BambusHand {
  return {
    dealer: 'p4',
    seats: ['p1', 'p2', 'p3', 'p4'],
    jekyll: ['p1', 'p3'],
    captured: { jekyll: [...rulebookJekyllPile] },
    ...overrides,
  } as BambusHand
}

/** The spec's 3-player hand: Ada (p1) solo, the ghost opposite, Cleo (p3) deals. */
export function threePlayerHand(overrides: Record<string, unknown> = {}): BambusHand {
  return {
    dealer: 'p3',
    seats: ['p1', 'p2', 'ghost', 'p3'],
    solo: 'p1',
    captured: { hyde: ['h-b', 'j-c', 'h-brutality', 'j-f5'] },
    ...overrides,
  } as BambusHand
}

/** Reads and checks a log the way the facade will: structure first, then every rule. */
export function checkLog(value: unknown): { problems: Problem[]; score: BambusScore | null } {
  const read = jekyllHydeBambus.read(value, true)
  if (!read.ok) return { problems: read.problems, score: null }
  return jekyllHydeBambus.check(read.log)
}

/** Where each problem is and which rule it breaks: what a test of a rule looks at. */
export function problemsOf(value: unknown): { path: string; rule: string; severity: string }[] {
  return checkLog(value).problems.map(({ path, rule, severity }) => ({ path, rule, severity }))
}

export function error(path: string, rule: string) {
  return { path, rule, severity: 'error' }
}

export function warning(path: string, rule: string) {
  return { path, rule, severity: 'warning' }
}

export function readLog(value: unknown): BambusLog {
  const read = jekyllHydeBambus.read(value, true)
  if (!read.ok) throw new Error(JSON.stringify(read.problems))
  return read.log
}

export function scoreOf(value: unknown): BambusScore {
  const { problems, score } = checkLog(value)
  if (score === null) throw new Error(JSON.stringify(problems))
  return score
}
