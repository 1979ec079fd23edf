import { defaultPotionNumbers } from './cards'
import type { JekyllVsHydeRulesRecord } from './log'

/** One game of up to 3 rounds, or S1's expert variant: two games with the roles swapped (A10). */
export const matchOptions = ['single', 'return-match'] as const
export type MatchVariant = (typeof matchOptions)[number]
export const defaultMatch: MatchVariant = 'single'

/** The spaces from the marker's first space to the last (A2): 11 spaces on the board. */
export const defaultTrackLength = 10
export const trackLengthRange = { min: 1, max: 30 } as const

/** Rounds in a game: Jekyll wins after the third if the marker has not reached the end. */
export const roundsPerGame = 3

/** The rules a log is scored with: its settings over the defaults. */
export interface ResolvedRules {
  trackLength: number
  match: MatchVariant
  /** The 4 potions' printed numbers, in the log's order. */
  potions: number[]
}

/**
 * The log's settings over the defaults. A value validation refuses never reaches scoring; here it
 * simply falls back to the default, so this function is total.
 */
export function resolveRules(settings: JekyllVsHydeRulesRecord | undefined): ResolvedRules {
  const target = settings?.targetScore
  const match = settings?.variants?.match
  return {
    trackLength: isTrackLength(target) ? target : defaultTrackLength,
    match: matchOptions.find((option) => option === match) ?? defaultMatch,
    potions: potionValuesOf(settings?.deck?.potion) ?? [...defaultPotionNumbers],
  }
}

export function isTrackLength(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= trackLengthRange.min &&
    value <= trackLengthRange.max
  )
}

/** `{ "values": [4 different integers from 1 to 7] }`, or null for anything else. */
export function potionValuesOf(potion: unknown): number[] | null {
  if (typeof potion !== 'object' || potion === null || Array.isArray(potion)) return null
  const entries = Object.entries(potion)
  if (entries.length !== 1 || entries[0]![0] !== 'values') return null
  const values = entries[0]![1]
  if (!Array.isArray(values) || values.length !== 4) return null
  const sound = values.every((value) => Number.isInteger(value) && value >= 1 && value <= 7)
  if (!sound || new Set(values).size !== 4) return null
  return values as number[]
}
