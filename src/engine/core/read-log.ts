import * as v from 'valibot'
import { gameLogFormat, gameLogVersion } from './game-log'
import { maxNestingDepth, scanKeysOf } from './duplicate-keys'
import { formatPath, type PathSegment, type Problem } from './problems'
import { quoteValue } from './quote-value'
import { coreRules } from './rule-ids'
import { safeParse } from './schema-reader'

export type ReadResult<T> = { ok: true; log: T } | { ok: false; problems: Problem[] }

function refusal(
  path: string,
  rule: string,
  messageKey: string,
  params: Problem['params'] = {},
): Problem {
  return { path, rule, messageKey, params, severity: 'error' }
}

/** Notepad starts UTF-8 files with one; text decoded elsewhere may still carry it. */
const byteOrderMark = '\uFEFF'

export type ParsedJson =
  { ok: true; log: unknown; reservedKey: boolean } | { ok: false; problems: Problem[] }

/**
 * Turns text into a JSON value, or says why not (not JSON, a key twice); never half-reads.
 * `reservedKey` tells whether a key of it is one JavaScript gives a meaning of its own: only then
 * must the reader walk the value to say where (docs/decisions/0024).
 */
export function parseJson(text: string): ParsedJson {
  const json = text.startsWith(byteOrderMark) ? text.slice(byteOrderMark.length) : text
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { ok: false, problems: [refusal('', coreRules.json, 'problems.log.json', { detail })] }
  }
  const keys = scanKeysOf(json, value)
  if (keys.tooDeep) {
    const problem = refusal(keys.tooDeep.path, coreRules.nestingDepth, 'problems.log.too-deep', {
      limit: maxNestingDepth,
    })
    return { ok: false, problems: [problem] }
  }
  if (keys.duplicate) {
    const problem = refusal(
      keys.duplicate.path,
      coreRules.duplicateKey,
      'problems.log.duplicate-key',
      { key: keys.duplicate.key },
    )
    return { ok: false, problems: [problem] }
  }
  return { ok: true, log: value, reservedKey: keys.reservedKey }
}

/**
 * Checks what must hold before a game's own schema can be applied: a Casebook game log, of a
 * version this build understands, for a game it knows. Returns the game id.
 */
export function readHeader(value: unknown, knownGames: readonly string[]): ReadResult<string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problems: [refusal('', coreRules.format, 'problems.log.not-an-object')] }
  }
  const header = value as Record<string, unknown>
  if (header.format !== gameLogFormat) {
    return {
      ok: false,
      problems: [
        refusal('format', coreRules.format, 'problems.log.format', {
          found: quoteValue(header.format),
        }),
      ],
    }
  }
  if (header.version !== gameLogVersion) {
    const newer = typeof header.version === 'number' && header.version > gameLogVersion
    const messageKey = newer ? 'problems.log.version-newer' : 'problems.log.version'
    const params = { found: quoteValue(header.version), supported: gameLogVersion }
    return { ok: false, problems: [refusal('version', coreRules.version, messageKey, params)] }
  }
  if (typeof header.game !== 'string' || !knownGames.includes(header.game)) {
    const params = { found: quoteValue(header.game), known: knownGames.join(', ') }
    return { ok: false, problems: [refusal('game', coreRules.game, 'problems.log.game', params)] }
  }
  return { ok: true, log: header.game }
}

/** Applies a game's schema; every structural problem is reported with its path. */
export function readWithSchema<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): ReadResult<v.InferOutput<TSchema>> {
  const result = safeParse(schema, value)
  if (result.success) return { ok: true, log: result.output }
  return { ok: false, problems: result.issues.map(schemaProblem) }
}

/** A field of the wrong JSON type where no rule of the game's own covers it. */
export function schemaProblem(issue: v.BaseIssue<unknown>): Problem {
  const path = formatPath((issue.path ?? []).map((item) => item.key as PathSegment))
  return refusal(path, coreRules.schema, 'problems.log.schema', {
    expected: issue.expected ?? '',
    received: issue.received,
  })
}
