import { parseArgs } from 'node:util'
import { isLocale, type Locale } from '../shared/i18n/locales'
import {
  exportFormats,
  isExportFormat,
  isPlaysFormat,
  playsFormats,
  type ExportFormat,
  type PlaysFormat,
} from '../shared/export/formats'

export type Command = 'validate' | 'score' | 'export' | 'trick' | 'stats'
export const commands: readonly Command[] = ['validate', 'score', 'export', 'trick', 'stats']

export type Invocation =
  | { kind: 'help'; locale: Locale }
  | {
      kind: 'run'
      command: 'validate' | 'score' | 'trick'
      file: string
      json: boolean
      locale: Locale
    }
  | { kind: 'run'; command: 'export'; file: string; format: ExportFormat; locale: Locale }
  | {
      kind: 'run'
      command: 'stats'
      paths: string[]
      json: boolean
      /** The plays file to print instead of the report; null for the report. */
      format: PlaysFormat | null
      locale: Locale
    }
  | { kind: 'usage-error'; messageKey: string; params: Record<string, string>; locale: Locale }

/** Reads the command line; `defaultLocale` comes from the environment. */
export function parseInvocation(argv: readonly string[], defaultLocale: Locale): Invocation {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        format: { type: 'string' },
        lang: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return {
      kind: 'usage-error',
      messageKey: 'cli.bad-option',
      params: { detail },
      locale: defaultLocale,
    }
  }
  const { values, positionals } = parsed
  const lang = values.lang
  if (lang !== undefined && !isLocale(lang)) {
    return {
      kind: 'usage-error',
      messageKey: 'cli.bad-language',
      params: { lang },
      locale: defaultLocale,
    }
  }
  const locale = lang ?? defaultLocale
  if (values.help) return { kind: 'help', locale }
  const [command, file, ...rest] = positionals
  if (command === undefined) return { kind: 'help', locale }
  if (!commands.includes(command as Command)) {
    return { kind: 'usage-error', messageKey: 'cli.unknown-command', params: { command }, locale }
  }
  if (command === 'stats') return statsInvocation([file, ...rest], values, locale)
  if (file === undefined)
    return { kind: 'usage-error', messageKey: 'cli.missing-file', params: {}, locale }
  if (rest.length > 0) {
    const detail = `Unexpected argument "${rest[0]}".`
    return { kind: 'usage-error', messageKey: 'cli.bad-option', params: { detail }, locale }
  }
  if (command === 'export') return exportInvocation(file, values, locale)
  if (values.format !== undefined) {
    const params = { option: '--format', command }
    return { kind: 'usage-error', messageKey: 'cli.option-not-for', params, locale }
  }
  const run = command as 'validate' | 'score' | 'trick'
  return { kind: 'run', command: run, file, json: values.json, locale }
}

function exportInvocation(
  file: string,
  values: { json: boolean; format?: string | undefined },
  locale: Locale,
): Invocation {
  const formats = exportFormats.join(', ')
  if (values.json) {
    const params = { option: '--json', command: 'export' }
    return { kind: 'usage-error', messageKey: 'cli.option-not-for', params, locale }
  }
  if (values.format === undefined) {
    return { kind: 'usage-error', messageKey: 'cli.missing-format', params: { formats }, locale }
  }
  if (!isExportFormat(values.format)) {
    const params = { format: values.format, formats }
    return { kind: 'usage-error', messageKey: 'cli.bad-format', params, locale }
  }
  return { kind: 'run', command: 'export', file, format: values.format, locale }
}

/**
 * `stats PATH...`: one path at least, any number more; `--format` prints the plays for another
 * app instead of the report (bgstats or bgg), and then `--json` has nothing to shape.
 */
function statsInvocation(
  paths: (string | undefined)[],
  values: { json: boolean; format?: string | undefined },
  locale: Locale,
): Invocation {
  const named = paths.filter((path): path is string => path !== undefined)
  if (named.length === 0) {
    return { kind: 'usage-error', messageKey: 'cli.stats.missing-path', params: {}, locale }
  }
  const { format } = values
  if (format === undefined) {
    return { kind: 'run', command: 'stats', paths: named, json: values.json, format: null, locale }
  }
  if (!isPlaysFormat(format)) {
    const params = { format, formats: playsFormats.join(', ') }
    return { kind: 'usage-error', messageKey: 'playsExport.badFormat', params, locale }
  }
  if (values.json) {
    const params = { option: '--json', command: 'stats --format' }
    return { kind: 'usage-error', messageKey: 'cli.option-not-for', params, locale }
  }
  return { kind: 'run', command: 'stats', paths: named, json: false, format, locale }
}
