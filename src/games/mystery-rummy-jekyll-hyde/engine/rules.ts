import {
  changedValues,
  type ChangedCardValue as CoreChangedCardValue,
} from '../../../engine/core/card-values'
import { coreRules } from '../../../engine/core/rule-ids'
import { cardIds, defaultCardValues, isCardId, type CardId } from './cards'
import {
  gameId,
  type MysteryRummyLog,
  type TransformationHeldPenalty,
  type TransformationPoints,
} from './log'

export { rules } from './rule-ids'

const coreRuleIds: ReadonlySet<string> = new Set(Object.values(coreRules))

/**
 * The i18n key of the message for a problem with this rule: the core's own message for a rule
 * every game shares (players, series, the log), else this game's, under its id.
 */
export function problemKey(rule: string): string {
  return coreRuleIds.has(rule) ? `problems.${rule}` : `${gameId}.problems.${rule}`
}

export interface Variants {
  transformationPoints: TransformationPoints
  transformationHeldPenalty: TransformationHeldPenalty
}

export const defaultVariants: Readonly<Variants> = {
  transformationPoints: 'area-owner',
  transformationHeldPenalty: 10,
}

export const defaultTargetScore = 100

/** The rules a game is scored with: its log's settings over the defaults. */
export interface ResolvedRules {
  targetScore: number
  variants: Variants
  values: Record<CardId, number>
}

export function resolveRules(log: Pick<MysteryRummyLog, 'rules'>): ResolvedRules {
  const values = defaultCardValues()
  for (const [id, override] of Object.entries(log.rules?.deck ?? {})) {
    if (isCardId(id)) values[id] = override.value
  }
  return {
    targetScore: log.rules?.targetScore ?? defaultTargetScore,
    variants: { ...defaultVariants, ...withoutUndefined(log.rules?.variants) },
    values,
  }
}

function withoutUndefined(variants: Partial<Variants> | undefined): Partial<Variants> {
  const defined: Partial<Variants> = {}
  if (variants?.transformationPoints !== undefined) {
    defined.transformationPoints = variants.transformationPoints
  }
  if (variants?.transformationHeldPenalty !== undefined) {
    defined.transformationHeldPenalty = variants.transformationHeldPenalty
  }
  return defined
}

export type ChangedCardValue = CoreChangedCardValue<CardId>

/** The card values a game was scored with that differ from the printed ones, in deck order. */
export function changedCardValues(resolved: ResolvedRules): ChangedCardValue[] {
  return changedValues(cardIds, resolved.values, defaultCardValues())
}
