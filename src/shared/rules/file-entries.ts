import { coreRules } from '../../engine/core/rule-ids'
import { rulesReferenceMessages } from '../i18n/messages/rules'
import { referenceBuilder, type ReferenceEntry } from './reference'

/**
 * The rules every game log shares: its file and its header are read before the game is known,
 * so their rule ids are the core's (decision 0014) and their entries are written once, here.
 * Each game's reference places them in its own section on checks.
 */
const { rule } = referenceBuilder(
  'rulesReference',
  rulesReferenceMessages.en.rulesReference.entries,
)

export const fileRuleEntries: readonly ReferenceEntry[] = [
  rule(coreRules.json, 'log-json', { check: 'error' }),
  rule(coreRules.format, 'log-format', { check: 'error' }),
  rule(coreRules.version, 'log-version', { check: 'error' }),
  rule(coreRules.game, 'log-game', { check: 'error' }),
  rule(coreRules.schema, 'log-schema', { check: 'error' }),
  rule(coreRules.encoding, 'log-encoding', { check: 'error' }),
  rule(coreRules.duplicateKey, 'log-duplicate-key', { check: 'error' }),
  rule(coreRules.reservedKey, 'log-reserved-key', { check: 'error' }),
  rule(coreRules.nestingDepth, 'log-nesting-depth', { check: 'error' }),
]

/** The rule ids of those entries: every game's reference documents each of them. */
export const fileRuleIds: readonly string[] = fileRuleEntries.map((entry) => entry.rule!)
