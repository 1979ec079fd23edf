import { coreRules } from '../../../engine/core/rule-ids'
import {
  childPath,
  type Problem,
  type ProblemParams,
  type Severity,
} from '../../../engine/core/problems'
import { problemKey, rules } from './rules'

/** The problems validation finds, each with this game's message key. */
export class ProblemList {
  readonly all: Problem[] = []

  add(severity: Severity, path: string, rule: string, params: ProblemParams = {}): void {
    this.all.push({ path, rule, messageKey: problemKey(rule), params, severity })
  }

  /** A field this version does not know is kept, but plays no part in the scores: say so. */
  unknownFields(record: object, at: string, known: ReadonlySet<string>): void {
    for (const field in record) {
      if (!known.has(field))
        this.add('warning', childPath(at, field), coreRules.unknownField, { field })
    }
  }

  /** Counts of cards are whole numbers, zero or more: this one is not. */
  wrongCount(path: string, value: number): void {
    this.add('error', path, rules.wholeCount, { value })
  }
}
