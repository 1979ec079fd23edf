import type { Phrase, SettingFact } from '../../../engine/core/game-module'
import { gameId, type JackTheRipperLog } from './log'
import {
  changedCardValues,
  changedEvidenceCounts,
  changedTieBreaks,
  defaultTargetScore,
  defaultVariants,
  resolveRules,
  rules,
} from './rules'

const own = (name: string, params?: Phrase['params']): Phrase =>
  params === undefined
    ? { key: `${gameId}.settings.${name}` }
    : { key: `${gameId}.settings.${name}`, params }

/**
 * The settings a game was scored with, as every screen and report shows them: the target, the
 * two variants, and each card value, tie-break number and Evidence count the players corrected.
 */
export function settingsOf(log: Pick<JackTheRipperLog, 'rules'>): SettingFact[] {
  const resolved = resolveRules(log.rules)
  const { escapeWithoutCard, ripperTotal } = resolved.variants
  const facts: SettingFact[] = [
    {
      kind: 'setting',
      rule: rules.badTarget,
      label: own('target'),
      value: resolved.targetScore,
      changed: resolved.targetScore !== defaultTargetScore,
    },
    {
      kind: 'setting',
      rule: rules.escapeWithoutCard,
      label: own('escape-without-card'),
      value: own(`escape-without-card-${escapeWithoutCard}`),
      changed: escapeWithoutCard !== defaultVariants.escapeWithoutCard,
    },
    {
      kind: 'setting',
      rule: rules.ripperIdentity,
      label: own('ripper-total'),
      value: own(`ripper-total-${ripperTotal}`),
      changed: ripperTotal !== defaultVariants.ripperTotal,
    },
  ]
  for (const { card, value, defaultValue } of changedCardValues(resolved)) {
    facts.push({
      kind: 'card-value',
      rule: rules.badValue,
      label: own('card-values'),
      value: own('card-value', { card: { card }, value, defaultValue }),
      changed: true,
    })
  }
  for (const { card, value, defaultValue } of changedTieBreaks(resolved)) {
    facts.push({
      kind: 'setting',
      rule: rules.badTiebreak,
      label: own('tie-breaks'),
      value: own('tie-break', { card: { card }, value, defaultValue }),
      changed: true,
    })
  }
  for (const { card, value, defaultValue } of changedEvidenceCounts(resolved)) {
    facts.push({
      kind: 'setting',
      rule: rules.badDeckCount,
      label: own('evidence-counts'),
      value: own('evidence-count', { card: { card }, value, defaultValue }),
      changed: true,
    })
  }
  return facts
}
