import { coreRules } from './rule-ids'
import type { ReadResult } from './read-log'

/**
 * TextDecoder is a global of every runtime the engine runs in (Node, browsers, Electron) but is
 * not part of ECMAScript, so the engine's type library does not have it: declared for this use.
 */
declare const TextDecoder: new (
  label: 'utf-8',
  options: { fatal: boolean },
) => { decode(bytes: Uint8Array): string }

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The text of a game-log file (spec: game-log-v1, "The file is UTF-8"). A leading byte-order
 * mark is dropped, as Notepad writes one. Bytes that are not UTF-8 are refused, never read as
 * replacement characters, with what the file most likely is so the message can say what to do.
 */
export function decodeGameLogBytes(bytes: Uint8Array): ReadResult<string> {
  if (looksLikeUtf16(bytes)) return notUtf8('utf-16')
  // A zero byte is UTF-8 but never in a JSON text: a file that is not text at all.
  if (bytes.includes(0)) return notUtf8('other')
  try {
    return { ok: true, log: utf8.decode(bytes) }
  } catch {
    return notUtf8('other')
  }
}

/**
 * A UTF-16 byte-order mark, or, without one, the pattern a JSON text starts with in UTF-16: its
 * first character is ASCII, so one of its first two bytes is zero and the other is not (the
 * detection RFC 4627 gives). A zero byte anywhere else is not UTF-16's.
 */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  if (bytes.length < 2) return false
  const [first, second] = [bytes[0]!, bytes[1]!]
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff)) return true
  return (first === 0) !== (second === 0)
}

function notUtf8(encoding: 'utf-16' | 'other'): ReadResult<string> {
  return {
    ok: false,
    problems: [
      {
        path: '',
        rule: coreRules.encoding,
        messageKey: `problems.log.encoding-${encoding}`,
        params: {},
        severity: 'error',
      },
    ],
  }
}
