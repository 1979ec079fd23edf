import {
  errorsOf,
  parseGameLog,
  validateGameLog,
  type GameLog,
  type Problem,
} from '../../../engine'
import { savedLater } from '../../../engine/stats/history-game'
import { freshId } from './fresh-id'
import { maxImportBytes, type ImportFile } from './read'
import { randomId } from '../../../shared/random-id'
import { isStorableGameId } from '../../../shared/storage'

export { maxImportBytes, type ImportFile }

/** The rule ids of the problems the import itself finds (the engine finds the others). */
export const importRules = {
  fileSize: 'import.file-size',
  fileText: 'import.file-text',
  unexpected: 'import.unexpected',
} as const

/** What importing one file would do. Nothing from a refused file is imported. */
export type ImportPlanItem =
  | { kind: 'refused'; name: string; problems: Problem[] }
  | { kind: 'new'; name: string; log: GameLog }
  | {
      kind: 'conflict'
      name: string
      log: GameLog
      existingId: string
      /** The copy of this game met earlier among the same files (the latest so far), if any. */
      earlierFile?: EarlierCopy
    }

/** A copy of a game met earlier in the same import: its file, and the game as it holds it. */
export interface EarlierCopy {
  name: string
  log: GameLog
}

/**
 * Decides, file by file, what an import would do: refuse a file that does not read or breaks a
 * rule (with every problem), add a new game, or ask about a game whose id the library already
 * holds. A log without a storable id gets a fresh one. Never throws, whatever it is given.
 */
export function planImport(
  existingIds: Iterable<string>,
  files: readonly ImportFile[],
  newId: () => string = () => randomId(),
): ImportPlanItem[] {
  const known = new Set<string>()
  try {
    for (const id of existingIds) known.add(id)
  } catch {
    // An unreadable list of ids is an empty one.
  }
  if (!Array.isArray(files)) return []
  const fromFiles = new Map<string, EarlierCopy>()
  return files.map((file: unknown) => planFile(known, fromFiles, file, newId))
}

function planFile(
  known: Set<string>,
  fromFiles: Map<string, EarlierCopy>,
  file: unknown,
  newId: () => string,
): ImportPlanItem {
  const name = nameOf(file)
  try {
    const undecodable = (file as { problems?: unknown } | null)?.problems
    if (Array.isArray(undecodable) && undecodable.length > 0) {
      return { kind: 'refused', name, problems: undecodable as Problem[] }
    }
    const text = (file as { text?: unknown } | null)?.text
    if (typeof text !== 'string') return refused(name, unreadProblem(file))
    const bytes = byteLength(text)
    if (bytes > maxImportBytes) return refused(name, tooLarge(bytes))
    const read = parseGameLog(text)
    if (!read.ok) {
      return read.problems.length > 0
        ? { kind: 'refused', name, problems: read.problems }
        : refused(name, unexpected('no problem given'))
    }
    const errors = errorsOf(validateGameLog(read.log))
    if (errors.length > 0) return { kind: 'refused', name, problems: errors }

    const id = read.log.id
    if (!isStorableGameId(id)) {
      const log = { ...read.log, id: freshId(known, newId) }
      known.add(log.id)
      return { kind: 'new', name, log }
    }
    const copy: EarlierCopy = { name, log: read.log }
    if (known.has(id)) {
      const earlierFile = fromFiles.get(id)
      if (earlierFile && savedLater(copy.log.updatedAt, earlierFile.log.updatedAt)) {
        fromFiles.set(id, copy)
      }
      return {
        kind: 'conflict',
        name,
        log: read.log,
        existingId: id,
        ...(earlierFile && { earlierFile }),
      }
    }
    known.add(id)
    fromFiles.set(id, copy)
    return { kind: 'new', name, log: read.log }
  } catch (error) {
    return refused(name, unexpected(error instanceof Error ? error.message : String(error)))
  }
}

function unreadProblem(file: unknown): Problem {
  const { size, error } = (file ?? {}) as { size?: unknown; error?: unknown }
  if (typeof size === 'number' && size > maxImportBytes) return tooLarge(size)
  if (typeof error === 'string') {
    return problem(importRules.fileText, 'import.problem.readFailed', { detail: error })
  }
  return problem(importRules.fileText, 'import.problem.notText', {})
}

function tooLarge(bytes: number): Problem {
  return problem(importRules.fileSize, 'import.problem.tooLarge', {
    size: megabytes(bytes),
    limit: megabytes(maxImportBytes),
  })
}

function nameOf(file: unknown): string {
  try {
    const name = (file as { name?: unknown } | null)?.name
    return typeof name === 'string' ? name : ''
  } catch {
    return ''
  }
}

/** UTF-8 size; cheap when the length alone decides. */
function byteLength(text: string): number {
  if (text.length > maxImportBytes) return text.length
  if (text.length * 3 <= maxImportBytes) return text.length
  return new TextEncoder().encode(text).length
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1)
}

function refused(name: string, only: Problem): ImportPlanItem {
  return { kind: 'refused', name, problems: [only] }
}

function unexpected(detail: string): Problem {
  return problem(importRules.unexpected, 'import.problem.unexpected', { detail })
}

function problem(rule: string, messageKey: string, params: Problem['params']): Problem {
  return { path: '', rule, messageKey, params, severity: 'error' }
}
