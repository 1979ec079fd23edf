import { childPath, type Problem } from '../../../engine/core/problems'
import { quoteValue } from '../../../engine/core/quote-value'
import { knownFields, type JekyllVsHydeLog } from './log'
import { isTrackLength, matchOptions, potionValuesOf, trackLengthRange } from './resolved-rules'
import { problemOf, rules } from './rules'

/** Player ids key every round's counts: short names, never one every JavaScript object has. */
const playerIdPattern = /^[A-Za-z0-9_-]{1,32}$/
const reservedIds: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/** Exactly 2 players with sound, distinct ids; the ids, or null when the rounds cannot be read. */
export function validatePlayers(log: JekyllVsHydeLog, problems: Problem[]): string[] | null {
  const count = log.players.length
  let usable = count === 2
  if (!usable)
    problems.push(problemOf(rules.players, 'players', { count, field: 'players', value: count }))
  const ids: string[] = []
  log.players.forEach(({ id }, index) => {
    const sound = playerIdPattern.test(id) && !reservedIds.has(id) && !ids.includes(id)
    if (!sound) {
      usable = false
      problems.push(
        problemOf(rules.players, `players[${index}].id`, {
          count,
          field: 'id',
          value: quoteValue(id),
        }),
      )
    }
    ids.push(id)
  })
  return usable ? ids : null
}

/** The rules' keys, the track length, the match variant and the potion numbers (spec: "Validation"). */
export function validateRules(log: JekyllVsHydeLog, problems: Problem[]): void {
  const settings = log.rules
  if (settings === undefined) return
  for (const field of Object.keys(settings)) {
    if (!knownFields.rules.has(field)) {
      problems.push(
        problemOf(rules.rules, childPath('rules', field), {
          field,
          value: quoteValue(settings[field]),
        }),
      )
    }
  }
  const target = settings.targetScore
  if (target !== undefined && !isTrackLength(target)) {
    problems.push(
      problemOf(rules.target, 'rules.targetScore', {
        field: 'targetScore',
        value: quoteValue(target),
        ...trackLengthRange,
      }),
    )
  }
  for (const [variant, value] of Object.entries(settings.variants ?? {})) {
    const known = variant === 'match' && (matchOptions as readonly unknown[]).includes(value)
    if (!known) {
      problems.push(
        problemOf(rules.variant, childPath('rules.variants', variant), {
          field: variant,
          value: quoteValue(value),
        }),
      )
    }
  }
  for (const [field, value] of Object.entries(settings.deck ?? {})) {
    if (field !== 'potion' || potionValuesOf(value) === null) {
      problems.push(
        problemOf(rules.deck, childPath('rules.deck', field), { field, value: quoteValue(value) }),
      )
    }
  }
}
