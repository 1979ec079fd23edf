import { quoteValue } from '../engine'
import type { Translator } from '../shared/explain'

/** The system's reasons a file cannot be read that the command says in the reader's words. */
const said: ReadonlySet<string> = new Set([
  'ENOENT',
  'EACCES',
  'EPERM',
  'EISDIR',
  'ENOTDIR',
  'ELOOP',
  'ENAMETOOLONG',
  'EMFILE',
  'ENFILE',
  'EIO',
  'ENXIO',
  'not-a-file',
  'pipe-silent',
])

/**
 * Why a file could not be read, in the reader's language: the system's message is English
 * ("ENOENT: no such file or directory, open 'x'"), so its code is what is translated. A code
 * without words of ours is given as the system gives it.
 */
export function readFailure(error: unknown, translator: Translator): string {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && said.has(code)) return translator.t(`cli.system.${code}`)
  const detail = typeof code === 'string' ? code : error instanceof Error ? error.message : error
  return translator.t('cli.system.other', { detail: quoteValue(detail) })
}
