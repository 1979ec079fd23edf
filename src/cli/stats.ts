import { join, resolve } from 'node:path'
import {
  checkGameLog,
  decodeGameLogBytes,
  historyGame,
  type HistoryGame,
  type Problem,
} from '../engine'
import type { ReadAtMost } from '../main/read-at-most'
import { explainProblem, type Translator } from '../shared/explain'
import { readFailure } from './read-failure'
import { namesOf } from './report'

/** A file not counted, and why, in the reader's language. */
export interface Skipped {
  file: string
  reason: string
}

/** What `casebook stats` needs from the file system. */
export interface StatsIo {
  /** `silenceMs`: how long a named pipe may stay silent before it is given up (`readAtMost`). */
  readBytes(file: string, maxBytes: number, silenceMs?: number): ReadAtMost | Promise<ReadAtMost>
  /** The `*.json` files directly in `path`, sorted by name; null when `path` is not a folder. */
  jsonFilesIn(path: string): Promise<string[] | null>
}

/**
 * Reads every path (a game-log file, or a folder: every `*.json` directly in it) and gives the
 * valid logs as the history counts them; any other file is skipped with its reason. Null, with
 * the reason on `refused`, when a path named on the command line cannot be read at all.
 */
export async function collectGames(
  paths: readonly string[],
  io: StatsIo,
  translator: Translator,
  limit: { bytes: number; text: string },
): Promise<{ games: HistoryGame[]; skipped: Skipped[] } | { refused: string }> {
  const games: HistoryGame[] = []
  const skipped: Skipped[] = []
  // A file named twice (itself and through its folder) is read once.
  const seen = new Set<string>()
  for (const path of paths) {
    const inFolder = await io.jsonFilesIn(path)
    const files = inFolder === null ? [path] : inFolder.map((name) => join(path, name))
    for (const file of files) {
      if (seen.has(resolve(file))) continue
      seen.add(resolve(file))
      // A named pipe in a folder was not named on purpose: it is not waited for.
      const read = await readOne(
        io,
        file,
        limit.bytes,
        inFolder === null ? undefined : 0,
        translator,
      )
      // A path named on the command line that cannot be read refuses the command, as every
      // other command does (exit 2); in a folder, the file is skipped with why.
      if ('unreadable' in read && inFolder === null) {
        return { refused: translator.t('cli.unreadable-file', { file, detail: read.unreadable }) }
      }
      if (!('unreadable' in read) && !read.ok && inFolder === null) {
        return { refused: translator.t('cli.too-large-log', { file, limit: limit.text }) }
      }
      const counted = countedOrReason(file, read, translator, limit.text)
      if ('reason' in counted) skipped.push(counted)
      else games.push(counted)
    }
  }
  return { games, skipped }
}

type Read = ReadAtMost | { unreadable: string }

async function readOne(
  io: StatsIo,
  file: string,
  maxBytes: number,
  silenceMs: number | undefined,
  translator: Translator,
): Promise<Read> {
  try {
    return await io.readBytes(file, maxBytes, silenceMs)
  } catch (error) {
    return { unreadable: readFailure(error, translator) }
  }
}

function countedOrReason(
  file: string,
  read: Read,
  translator: Translator,
  limitText: string,
): HistoryGame | Skipped {
  if ('unreadable' in read) {
    return { file, reason: translator.t('cli.stats.unreadable', { detail: read.unreadable }) }
  }
  if (!read.ok) {
    return { file, reason: translator.t('cli.stats.too-large', { limit: limitText }) }
  }
  const text = decodeGameLogBytes(read.bytes)
  const checked = text.ok
    ? checkGameLog(text.log)
    : { ok: false as const, log: null, problems: text.problems }
  if (checked.ok) return historyGame(file, checked.log, checked.score)
  return { file, reason: firstError(checked.problems, translator, namesOf(checked.log)) }
}

/** Why a log is not counted: how many errors, and the first one in words. */
function firstError(
  problems: readonly Problem[],
  translator: Translator,
  names: ReturnType<typeof namesOf>,
): string {
  const errors = problems.filter((problem) => problem.severity === 'error')
  const first = errors[0]
  const explained = first ? explainProblem(first, translator, names) : ''
  return translator.t('cli.stats.invalid', { count: errors.length, first: explained })
}
