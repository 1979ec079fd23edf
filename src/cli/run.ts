import {
  checkGameLog,
  decodeGameLogBytes,
  libraryStats,
  parseGameLog,
  quoteValue,
  scoreJsonOf,
  validateGameLog,
  type Problem,
} from '../engine'
import type { ReadAtMost } from '../main/read-at-most'
import type { PlaysFormat } from '../shared/export/formats'
import { fileLimits } from '../shared/file-limits'
import type { CatalogPart } from '../shared/i18n'
import { pickLocale } from '../shared/i18n/locales'
import { cliMessages } from '../shared/i18n/messages/cli'
import { playsExportMessages } from '../shared/i18n/messages/plays-export'
import { readFailure } from './read-failure'
import { engineMessages } from '../shared/i18n/messages/engine'
import type { Translator } from '../shared/explain'
import { parseInvocation, type Invocation } from './args'
import { jsonDocument, validationJson } from './json-output'
import { loadGameCatalogs } from '../shared/games/catalogs'
import { namesOf, problemsReport, scoreReport } from './report'
import { cliTranslator } from './translator'
import { collectGames } from './stats'
import { statsJson, statsReport } from './stats-report'
import { settleTrickFile } from './trick'
import { writeInBlocks, writeTextInBlocks } from './write-blocks'

/** What the command needs from the outside world; the entry point passes the real ones. */
export interface CliIo {
  /**
   * The file's bytes if it holds at most `maxBytes`, read without going past that (see
   * `readAtMost`): the engine decodes them (UTF-8, a byte-order mark ignored).
   */
  readBytes(file: string, maxBytes: number, silenceMs?: number): ReadAtMost | Promise<ReadAtMost>
  /** The `*.json` files directly in `path`, sorted by name; null when `path` is not a folder. */
  jsonFilesIn(path: string): Promise<string[] | null>
  /** A promise asks the command to wait before writing more (the reader is behind). */
  stdout(text: string): void | Promise<void>
  stderr(text: string): void
  env: Readonly<Record<string, string | undefined>>
  /** The most bytes read of each kind of file; `fileLimits` unless a test gives smaller ones. */
  limits?: { gameLog: number; trickFile: number }
}

/**
 * What the command tells a script (docs/decisions/0025): 0 a valid log or a settled trick, 1
 * refused by the rules, 2 wrong usage or a file that cannot be read (missing, a folder, over
 * its size limit), 3 an unexpected error (a fault of Casebook, or a full disk).
 */
export const exitCodes = { ok: 0, invalid: 1, usage: 2, unexpected: 3 } as const

export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const environmentLocale = pickLocale(
    [io.env.LC_ALL, io.env.LC_MESSAGES, io.env.LANG].filter(isSet),
  )
  const invocation = parseInvocation(argv, environmentLocale)
  const translator = await translatorFor(invocation)
  const limits = io.limits ?? {
    gameLog: fileLimits.commandLineGameLog,
    trickFile: fileLimits.trickFile,
  }
  try {
    return await runInvocation(invocation, io, translator, limits)
  } catch (error) {
    // Whatever went wrong once the command knew its language: a script gets a code of its own
    // and a person one sentence in that language, never a stack trace.
    io.stderr(`${translator.t('cli.unexpected-error', { detail: unexpectedDetail(error) })}\n`)
    return exitCodes.unexpected
  }
}

async function runInvocation(
  invocation: Invocation,
  io: CliIo,
  translator: Translator,
  limits: NonNullable<CliIo['limits']>,
): Promise<number> {
  if (invocation.kind === 'help') {
    await io.stdout(`${usageText(translator, limits)}\n`)
    return exitCodes.ok
  }
  if (invocation.kind === 'usage-error') {
    const problem = translator.t(invocation.messageKey, invocation.params)
    io.stderr(`${problem}\n\n${usageText(translator, limits)}\n`)
    return exitCodes.usage
  }
  if (invocation.command === 'stats') return runStats(invocation, io, translator, limits)
  const { file } = invocation
  if (invocation.command === 'trick') {
    const settled = await readInput(
      io,
      translator,
      file,
      limits.trickFile,
      'cli.too-large-trick',
      (bytes) => settleTrickFile(bytes, invocation.json, translator),
    )
    if (settled === null) return exitCodes.usage
    if (settled.exitCode === 0 || invocation.json) await io.stdout(settled.output)
    else io.stderr(settled.output)
    return settled.exitCode
  }
  const readLog = <T>(then: (bytes: Uint8Array) => T) =>
    readInput(io, translator, file, limits.gameLog, 'cli.too-large-log', then)
  if (invocation.command === 'validate') {
    const read = await readLog((bytes) => decodeThen(bytes, parseGameLog, refusal))
    if (read === null) return exitCodes.usage
    const problems: Problem[] = read.ok ? validateGameLog(read.log) : read.problems
    const names = namesOf(read.ok ? read.log : null)
    const result = validationJson(problems, translator, names)
    if (invocation.json) await io.stdout(`${JSON.stringify(result, null, 2)}\n`)
    else {
      const hands = read.ok ? read.log.hands.length : 0
      const errorCount = result.errors.length
      const summary = result.valid
        ? translator.t('cli.valid', { file, count: hands })
        : translator.t('cli.invalid', { file, count: errorCount })
      const details = problems.length > 0 ? `\n${problemsReport(problems, translator, names)}` : ''
      await io.stdout(`${summary}${details}\n`)
    }
    return result.valid ? exitCodes.ok : exitCodes.invalid
  }

  const checked = await readLog((bytes) =>
    decodeThen(bytes, checkGameLog, (problems) => ({ ...refusal(problems), log: null })),
  )
  if (checked === null) return exitCodes.usage
  if (!checked.ok) {
    const names = namesOf(checked.log)
    if (invocation.command === 'score' && invocation.json) {
      const result = validationJson(checked.problems, translator, names)
      await io.stdout(`${JSON.stringify(result, null, 2)}\n`)
    } else {
      const count = checked.problems.filter((problem) => problem.severity === 'error').length
      io.stderr(
        `${translator.t('cli.invalid', { file, count })}\n${problemsReport(checked.problems, translator, names)}\n`,
      )
    }
    return exitCodes.invalid
  }
  if (invocation.command === 'export') {
    // Only this command needs the exporters.
    const { exportGame } = await import('../shared/export')
    await io.stdout(exportGame(invocation.format, checked.log, checked.score, translator))
  } else if (invocation.json) {
    await writeTextInBlocks(jsonDocument(scoreJsonOf(checked.log, checked.score)), io.stdout)
  } else {
    await writeInBlocks(scoreReport(checked.log, checked.score, translator), io.stdout)
  }
  return exitCodes.ok
}

/**
 * `casebook stats PATH...`: the history of the logs found, as a report or as JSON; with
 * `--format`, the plays for BG Stats or BoardGameGeek instead.
 */
async function runStats(
  invocation: { paths: string[]; json: boolean; format: PlaysFormat | null },
  io: CliIo,
  translator: Translator,
  limits: NonNullable<CliIo['limits']>,
): Promise<number> {
  const limit = { bytes: limits.gameLog, text: byteSize(limits.gameLog, translator) }
  const collected = await collectGames(invocation.paths, io, translator, limit)
  if ('refused' in collected) {
    io.stderr(`${collected.refused}\n`)
    return exitCodes.usage
  }
  const { games, skipped } = collected
  if (invocation.format !== null) {
    // Only this use of the command needs the play files' exporters.
    const { printPlays } = await import('./plays-export')
    await printPlays(invocation.format, games, skipped, io, translator)
    return exitCodes.ok
  }
  const stats = libraryStats(games)
  if (invocation.json) await writeTextInBlocks(jsonDocument(statsJson(stats, skipped)), io.stdout)
  else await io.stdout(statsReport(stats, skipped, translator))
  return exitCodes.ok
}

/**
 * Reads the file, at most `maxBytes` of it, and hands its bytes to `then` at once, so they (as
 * large as the file) are not kept while the report is written. Null, after saying why, when it
 * cannot be read or holds more (`tooLargeKey` words that, stating the limit).
 */
async function readInput<T>(
  io: CliIo,
  translator: Translator,
  file: string,
  maxBytes: number,
  tooLargeKey: string,
  then: (bytes: Uint8Array) => T,
): Promise<T | null> {
  let read: ReadAtMost
  try {
    read = await io.readBytes(file, maxBytes)
  } catch (error) {
    const detail = readFailure(error, translator)
    io.stderr(`${translator.t('cli.unreadable-file', { file, detail })}\n`)
    return null
  }
  if (read.ok) return then(read.bytes)
  io.stderr(`${translator.t(tooLargeKey, { file, limit: byteSize(maxBytes, translator) })}\n`)
  return null
}

/**
 * Decodes the bytes and hands their text to `read` at once, so the text (as large as the log)
 * is not kept while the report is written; a file that is not UTF-8 goes to `refused` with why.
 */
function decodeThen<T>(
  bytes: Uint8Array,
  read: (text: string) => T,
  refused: (problems: Problem[]) => T,
): T {
  const text = decodeGameLogBytes(bytes)
  return text.ok ? read(text.log) : refused(text.problems)
}

/** The help, with the limits the command reads files up to. */
function usageText(translator: Translator, limits: NonNullable<CliIo['limits']>): string {
  const usage = translator.t('cli.usage', {
    logLimit: byteSize(limits.gameLog, translator),
    trickLimit: byteSize(limits.trickFile, translator),
  })
  return `${usage}\n\n${translator.t('playsExport.usage')}`
}

/** A limit as people read it: "256 MiB", "64 KiB", or bytes when it is not a round number. */
function byteSize(bytes: number, translator: Translator): string {
  for (const [unit, size] of [
    ['cli.mebibytes', 1024 * 1024],
    ['cli.kibibytes', 1024],
  ] as const) {
    if (bytes >= size && bytes % size === 0) return translator.t(unit, { count: bytes / size })
  }
  return translator.t('cli.bytes', { count: bytes })
}

/** What went wrong inside, short: the error's own message, never its stack. */
function unexpectedDetail(error: unknown): string {
  return quoteValue(error instanceof Error ? error.message : error)
}

function refusal(problems: Problem[]): { ok: false; problems: Problem[] } {
  return { ok: false, problems }
}

function isSet(value: string | undefined): value is string {
  return value !== undefined && value !== '' && value !== 'C' && value !== 'POSIX'
}

/** The catalog parts this command speaks from; the export wording only for `export`. */
async function translatorFor(invocation: Invocation): Promise<Translator> {
  const parts: CatalogPart[] = [
    cliMessages,
    engineMessages,
    // The help speaks of `stats --format` too: these few words come with every command.
    playsExportMessages,
    ...(await loadGameCatalogs()),
  ]
  if (invocation.kind === 'run' && invocation.command === 'export') {
    const { exportFormatsMessages } = await import('../shared/i18n/messages/export')
    parts.push(exportFormatsMessages)
  }
  return cliTranslator(invocation.locale, parts)
}
