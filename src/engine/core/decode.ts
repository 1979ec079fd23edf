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
  try {
    return { ok: true, log: utf8.decode(bytes) }
  } catch {
    return notUtf8('other')
  }
}

/** A UTF-16 byte-order mark, or a zero byte: never in JSON text, always in UTF-16 JSON. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  if (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  ) {
    return true
  }
  return bytes.includes(0)
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
