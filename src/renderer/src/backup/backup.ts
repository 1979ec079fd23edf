import type { Problem } from '../../../engine'
import { firstDuplicateKey } from '../../../engine/core/duplicate-keys'
import { serialiseGameLog } from '../../../engine/core/game-log'
import { coreRules } from '../../../engine/core/rule-ids'
import { fileLimits } from '../../../shared/file-limits'
import type { TextFile } from '../../../shared/ipc-contract'

/** The header of a library backup: one JSON file holding every game log. */
export const backupFormat = 'casebook/library-backup'
export const backupVersion = 1

/** A backup bigger than this is refused without being read. */
export const maxBackupBytes = fileLimits.backup

/** The rule ids of the problems that make a backup refused whole. */
export const backupRules = {
  size: 'backup.size',
  json: 'backup.json',
  format: 'backup.format',
  version: 'backup.version',
  games: 'backup.games',
} as const

export type BackupReading =
  | {
      ok: true
      createdAt: string | null
      /** One entry per game, its log's text as serialiseGameLog writes it, for planImport. */
      files: TextFile[]
    }
  | { ok: false; problems: Problem[] }

/**
 * The text of a backup of these logs: the library-backup header, when it was made, and every
 * game as it is (fields Casebook does not know are kept). Indented, with one final newline.
 */
export function makeBackup(logs: readonly object[], now: Date): string {
  const backup = {
    format: backupFormat,
    version: backupVersion,
    createdAt: now.toISOString(),
    games: [...logs],
  }
  return `${JSON.stringify(backup, null, 2)}\n`
}

/** "Casebook backup 2026-11-22.json", the day in local time. */
export function backupFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  return `Casebook backup ${day}.json`
}

/**
 * Reads a backup. A damaged one (too big, not JSON, another format, a newer version, no list of
 * games) is refused whole, with its problem. Otherwise every game becomes one file-like entry,
 * so the import can check each game on its own and refuse only the ones that break a rule.
 * Never throws.
 */
export function readBackup(text: unknown): BackupReading {
  try {
    if (typeof text !== 'string') return refused(backupRules.json, 'notText', {})
    const bytes = byteLength(text)
    if (bytes > maxBackupBytes) return refused(backupRules.size, ...tooLargeKey(bytes))
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      return refused(backupRules.json, 'notJson', { detail })
    }
    // What a game log's reading would say of it: JSON.parse kept one of the two silently.
    const duplicate = firstDuplicateKey(text)
    if (duplicate) {
      const { path, key } = duplicate
      const messageKey = 'problems.log.duplicate-key'
      const twice: Problem = {
        path,
        rule: coreRules.duplicateKey,
        messageKey,
        params: { key },
        severity: 'error',
      }
      return { ok: false, problems: [twice] }
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return refused(backupRules.format, 'wrongFormat', {})
    }
    const backup = value as Record<string, unknown>
    if (backup.format !== backupFormat) return refused(backupRules.format, 'wrongFormat', {})
    if (typeof backup.version !== 'number' || !Number.isInteger(backup.version)) {
      return refused(backupRules.version, 'badVersion', {})
    }
    if (backup.version > backupVersion) {
      return refused(backupRules.version, 'newerVersion', {
        version: backup.version,
        supported: backupVersion,
      })
    }
    if (backup.version < 1) return refused(backupRules.version, 'badVersion', {})
    if (!Array.isArray(backup.games)) return refused(backupRules.games, 'gamesNotList', {})
    const files = backup.games.map((game: unknown, index) => ({
      name: entryName(game, index),
      text: serialiseGameLog(game as object),
    }))
    const createdAt = typeof backup.createdAt === 'string' ? backup.createdAt : null
    return { ok: true, createdAt, files }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return refused(backupRules.json, 'unexpected', { detail })
  }
}

/** The problem of a backup file too big to read. */
export function backupTooLarge(bytes: number): Problem {
  const [key, params] = tooLargeKey(bytes)
  return problem(backupRules.size, key, params)
}

/** "3. Ada – Bram": the game's place in the backup and its title, or its players. */
function entryName(game: unknown, index: number): string {
  const place = String(index + 1)
  if (typeof game !== 'object' || game === null) return place
  const { title, players } = game as { title?: unknown; players?: unknown }
  if (typeof title === 'string' && title.trim() !== '') return `${place}. ${title}`
  if (Array.isArray(players)) {
    const names = players
      .map((player: unknown) => (player as { name?: unknown } | null)?.name)
      .filter((name): name is string => typeof name === 'string')
    if (names.length > 0) return `${place}. ${names.join(' – ')}`
  }
  return place
}

function tooLargeKey(bytes: number): [string, Problem['params']] {
  return ['tooLarge', { size: megabytes(bytes), limit: megabytes(maxBackupBytes) }]
}

/** UTF-8 size; cheap when the length alone decides. */
function byteLength(text: string): number {
  if (text.length > maxBackupBytes) return text.length
  if (text.length * 3 <= maxBackupBytes) return text.length
  return new TextEncoder().encode(text).length
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1)
}

function refused(rule: string, key: string, params: Problem['params']): BackupReading {
  return { ok: false, problems: [problem(rule, key, params)] }
}

function problem(rule: string, key: string, params: Problem['params']): Problem {
  return { path: '', rule, messageKey: `backup.problem.${key}`, params, severity: 'error' }
}
