import { checkGameLog, parseGameLog, validateGameLog, type Problem } from '../engine'
import { createCasebookI18n, pickLocale, type Locale } from '../shared/i18n'
import { cliMessages } from '../shared/i18n/messages/cli'
import type { Translator } from '../shared/explain'
import { exportGame } from '../shared/export'
import { parseInvocation } from './args'
import { scoreJson, validationJson } from './json-output'
import { namesOf, problemsReport, scoreReport } from './report'

/** What the command needs from the outside world; the entry point passes the real ones. */
export interface CliIo {
  readText(file: string): string
  stdout(text: string): void
  stderr(text: string): void
  env: Readonly<Record<string, string | undefined>>
}

export const exitCodes = { ok: 0, invalid: 1, usage: 2 } as const

export function run(argv: readonly string[], io: CliIo): number {
  const environmentLocale = pickLocale(
    [io.env.LC_ALL, io.env.LC_MESSAGES, io.env.LANG].filter(isSet),
  )
  const invocation = parseInvocation(argv, environmentLocale)
  const translator = translatorFor(invocation.locale)
  if (invocation.kind === 'help') {
    io.stdout(`${translator.t('cli.usage')}\n`)
    return exitCodes.ok
  }
  if (invocation.kind === 'usage-error') {
    io.stderr(
      `${translator.t(invocation.messageKey, invocation.params)}\n\n${translator.t('cli.usage')}\n`,
    )
    return exitCodes.usage
  }
  let text: string
  try {
    text = io.readText(invocation.file)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    io.stderr(`${translator.t('cli.unreadable-file', { file: invocation.file, detail })}\n`)
    return exitCodes.usage
  }

  if (invocation.command === 'validate') {
    const read = parseGameLog(text)
    const problems: Problem[] = read.ok ? validateGameLog(read.log) : read.problems
    const names = namesOf(read.ok ? read.log : null)
    const result = validationJson(problems, translator, names)
    if (invocation.json) io.stdout(`${JSON.stringify(result, null, 2)}\n`)
    else {
      const hands = read.ok ? read.log.hands.length : 0
      const errorCount = result.errors.length
      const summary = result.valid
        ? translator.t('cli.valid', { file: invocation.file, count: hands })
        : translator.t('cli.invalid', { file: invocation.file, count: errorCount })
      const details = problems.length > 0 ? `\n${problemsReport(problems, translator, names)}` : ''
      io.stdout(`${summary}${details}\n`)
    }
    return result.valid ? exitCodes.ok : exitCodes.invalid
  }

  const checked = checkGameLog(text)
  if (!checked.ok) {
    const names = namesOf(checked.log)
    if (invocation.command === 'score' && invocation.json) {
      io.stdout(`${JSON.stringify(validationJson(checked.problems, translator, names), null, 2)}\n`)
    } else {
      const count = checked.problems.filter((problem) => problem.severity === 'error').length
      io.stderr(
        `${translator.t('cli.invalid', { file: invocation.file, count })}\n${problemsReport(checked.problems, translator, names)}\n`,
      )
    }
    return exitCodes.invalid
  }
  if (invocation.command === 'export') {
    io.stdout(exportGame(invocation.format, checked.log, checked.score, translator))
    return exitCodes.ok
  }
  if (invocation.json)
    io.stdout(`${JSON.stringify(scoreJson(checked.log, checked.score), null, 2)}\n`)
  else io.stdout(`${scoreReport(checked.log, checked.score, translator)}\n`)
  return exitCodes.ok
}

function isSet(value: string | undefined): value is string {
  return value !== undefined && value !== '' && value !== 'C' && value !== 'POSIX'
}

function translatorFor(locale: Locale): Translator {
  const { t, te } = createCasebookI18n(locale, cliMessages).global
  return {
    t: (key, named) => (named ? t(key, named) : t(key)),
    te: (key) => te(key),
  }
}
