import type { SettingFact } from '../../../engine/core/game-module'
import { phrasesUnder } from '../../../engine/core/phrases'
import { choiceFact, correctedValueFacts, settingFact } from '../../../engine/core/setting-facts'
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

const own = phrasesUnder(`${gameId}.settings`)

/**
 * The settings a game was scored with, as every screen and report shows them: the target, the
 * two variants, and each card value, tie-break number and Evidence count the players corrected.
 */
export function settingsOf(log: Pick<JackTheRipperLog, 'rules'>): SettingFact[] {
  const resolved = resolveRules(log.rules)
  const { escapeWithoutCard, ripperTotal } = resolved.variants
  const target = resolved.targetScore
  return [
    settingFact(rules.badTarget, own('target'), target, target !== defaultTargetScore),
    choiceFact(
      rules.escapeWithoutCard,
      own,
      'escape-without-card',
      escapeWithoutCard,
      defaultVariants.escapeWithoutCard,
    ),
    choiceFact(rules.ripperIdentity, own, 'ripper-total', ripperTotal, defaultVariants.ripperTotal),
    ...correctedValueFacts(changedCardValues(resolved), {
      kind: 'card-value',
      rule: rules.badValue,
      label: own('card-values'),
      says: (_card, params) => own('card-value', params),
    }),
    ...correctedValueFacts(changedTieBreaks(resolved), {
      kind: 'setting',
      rule: rules.badTiebreak,
      label: own('tie-breaks'),
      says: (_card, params) => own('tie-break', params),
    }),
    ...correctedValueFacts(changedEvidenceCounts(resolved), {
      kind: 'setting',
      rule: rules.badDeckCount,
      label: own('evidence-counts'),
      says: (_card, params) => own('evidence-count', params),
    }),
  ]
}
