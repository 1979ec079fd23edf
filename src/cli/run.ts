import {
  checkGameLog,
  decodeGameLogBytes,
  parseGameLog,
  scoreJsonOf,
  validateGameLog,
  type Problem,
} from '../engine'
import type { CatalogPart } from '../shared/i18n'
import { pickLocale } from '../shared/i18n/locales'
import { cliMessages } from '../shared/i18n/messages/cli'
import { engineMessages } from '../shared/i18n/messages/engine'
import type { Translator } from '../shared/explain'
import { parseInvocation, type Invocation } from './args'
import { jsonDocument, validationJson } from './json-output'
import { gameCatalogs } from '../shared/games/catalogs'
import { namesOf, problemsReport, scoreReport } from './report'
import { cliTranslator } from './translator'
import { settleTrickFile } from './trick'
import { writeInBlocks, writeTextInBlocks } from './write-blocks'

/** What the command needs from the outside world; the entry point passes the real ones. */
export interface CliIo {
  /** The file's bytes: the engine decodes them (UTF-8, a byte-order mark ignored). */
  readBytes(file: string): Uint8Array
  /** A promise asks the command to wait before writing more (the reader is behind). */
  stdout(text: string): void | Promise<void>
  stderr(text: string): void
  env: Readonly<Record<string, string | undefined>>
}

export const exitCodes = { ok: 0, invalid: 1, usage: 2 } as const

export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const environmentLocale = pickLocale(
    [io.env.LC_ALL, io.env.LC_MESSAGES, io.env.LANG].filter(isSet),
  )
  const invocation = parseInvocation(argv, environmentLocale)
  const translator = await translatorFor(invocation)
  if (invocation.kind === 'help') {
    await io.stdout(`${translator.t('cli.usage')}\n`)
    return exitCodes.ok
  }
  if (invocation.kind === 'usage-error') {
    io.stderr(
      `${translator.t(invocation.messageKey, invocation.params)}\n\n${translator.t('cli.usage')}\n`,
    )
    return exitCodes.usage
  }
  const { file } = invocation
  if (invocation.command === 'trick') {
    let bytes: Uint8Array
    try {
      bytes = io.readBytes(file)
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      io.stderr(`${translator.t('cli.unreadable-file', { file, detail })}\n`)
      return exitCodes.usage
    }
    const settled = settleTrickFile(bytes, invocation.json, translator)
    if (settled.exitCode === 0 || invocation.json) await io.stdout(settled.output)
    else io.stderr(settled.output)
    return settled.exitCode
  }
  if (invocation.command === 'validate') {
    const read = readFile(io, file, translator, parseGameLog, refusal)
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

  const checked = readFile(io, file, translator, checkGameLog, (problems) => ({
    ...refusal(problems),
    log: null,
  }))
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
 * Reads the file and hands its text to `read` at once, so the text (as large as the log) is
 * not kept while the report is written; a file that is not UTF-8 goes to `refused` with why.
 * Null, after saying why, when it cannot be read at all.
 */
function readFile<T>(
  io: CliIo,
  file: string,
  translator: Translator,
  read: (text: string) => T,
  refused: (problems: Problem[]) => T,
): T | null {
  let bytes: Uint8Array
  try {
    bytes = io.readBytes(file)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    io.stderr(`${translator.t('cli.unreadable-file', { file, detail })}\n`)
    return null
  }
  const text = decodeGameLogBytes(bytes)
  return text.ok ? read(text.log) : refused(text.problems)
}

function refusal(problems: Problem[]): { ok: false; problems: Problem[] } {
  return { ok: false, problems }
}

function isSet(value: string | undefined): value is string {
  return value !== undefined && value !== '' && value !== 'C' && value !== 'POSIX'
}

/** The catalog parts this command speaks from; the export wording only for `export`. */
async function translatorFor(invocation: Invocation): Promise<Translator> {
  const parts: CatalogPart[] = [cliMessages, engineMessages, ...gameCatalogs]
  if (invocation.kind === 'run' && invocation.command === 'export') {
    const { exportFormatsMessages } = await import('../shared/i18n/messages/export')
    parts.push(exportFormatsMessages)
  }
  return cliTranslator(invocation.locale, parts)
}
