import { childPath, type Problem } from '../../../engine/core/problems'
import { quoteValue } from '../../../engine/core/quote-value'
import { isCardId, isSuspectId, suspectEvidenceTotal, suspectIds } from './cards'
import { knownFields, type JackTheRipperLog } from './log'
import {
  evidenceCountRange,
  isWhole,
  problemOf,
  resolveRules,
  rules,
  variantOptions,
  type Variants,
} from './rules'

/**
 * The table's settings (spec: "Game log", `rules`): the target, the variants and the corrected
 * deck. Tie-break numbers must stay distinct; Evidence counts that do not add up to 30 are
 * possible (a misprint, a house deck) but worth a warning.
 */
export function validateRules(log: Pick<JackTheRipperLog, 'rules'>, problems: Problem[]): void {
  const settings = log.rules
  if (settings === undefined) return
  unknownFields(settings, 'rules', knownFields.rules, problems)
  const target = settings.targetScore
  if (target !== undefined && !isWhole(target, 1)) {
    problems.push(problemOf(rules.badTarget, 'rules.targetScore', { value: quoteValue(target) }))
  }
  for (const [variant, value] of Object.entries(settings.variants ?? {})) {
    const options = variantOptions[variant as keyof Variants] as readonly unknown[] | undefined
    if (Object.hasOwn(variantOptions, variant) && options?.includes(value)) continue
    problems.push(
      problemOf(rules.badVariant, childPath('rules.variants', variant), {
        variant,
        value: quoteValue(value),
      }),
    )
  }
  for (const [id, entry] of Object.entries(settings.deck ?? {})) {
    const path = childPath('rules.deck', id)
    if (!isCardId(id)) {
      problems.push(problemOf(rules.unknownId, path, { id }))
      continue
    }
    const allowed = isSuspectId(id) ? knownFields.deckEntry : new Set(['value'])
    unknownFields(entry, path, allowed, problems)
    if (entry.value !== undefined && !isWhole(entry.value, 0)) {
      problems.push(problemOf(rules.badValue, `${path}.value`, valueParams(id, entry.value)))
    }
    if (!isSuspectId(id)) continue
    if (entry.tieBreak !== undefined && !isWhole(entry.tieBreak, 1)) {
      problems.push(
        problemOf(rules.badTiebreak, `${path}.tieBreak`, valueParams(id, entry.tieBreak)),
      )
    }
    if (entry.count !== undefined) {
      const { min, max } = evidenceCountRange
      if (!(isWhole(entry.count, min) && entry.count <= max)) {
        problems.push(problemOf(rules.badDeckCount, `${path}.count`, valueParams(id, entry.count)))
      }
    }
  }
  const resolved = resolveRules(settings)
  const repeated = suspectIds.find((suspect, index) =>
    suspectIds
      .slice(0, index)
      .some((other) => resolved.tieBreaks[other] === resolved.tieBreaks[suspect]),
  )
  if (repeated !== undefined) {
    problems.push(
      problemOf(rules.badTiebreak, 'rules.deck', {
        card: repeated,
        value: resolved.tieBreaks[repeated],
      }),
    )
  }
  const sum = suspectIds.reduce((total, suspect) => total + resolved.evidenceCounts[suspect], 0)
  if (sum !== suspectEvidenceTotal) {
    problems.push(
      problemOf(rules.deckSum, 'rules.deck', { sum, expected: suspectEvidenceTotal }, 'warning'),
    )
  }
}

const valueParams = (card: string, value: unknown) => ({ card, value: quoteValue(value) })

/** Any key the spec does not define is an error: a typo must not drop cards silently. */
export function unknownFields(
  record: object,
  at: string,
  known: ReadonlySet<string>,
  problems: Problem[],
): void {
  for (const field in record) {
    if (!known.has(field)) {
      problems.push(problemOf(rules.unknownField, childPath(at, field), { field }))
    }
  }
}
