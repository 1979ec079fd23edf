import { decodeGameLogBytes } from '../engine/core/decode'
import type { OpenedFile } from './ipc-contract'

/**
 * A file the user opened, from its bytes: its text if it is UTF-8 (a byte-order mark dropped),
 * otherwise why not. Every way into the app (the open dialog, the file picker, drag and drop, a
 * backup) goes through here, so none can read a Latin-1 file as replacement characters.
 */
export function openedFile(name: string, bytes: Uint8Array): OpenedFile {
  const decoded = decodeGameLogBytes(bytes)
  return decoded.ok ? { name, text: decoded.log } : { name, problems: decoded.problems }
}

export function isUndecodable(
  file: OpenedFile,
): file is Extract<OpenedFile, { problems: unknown }> {
  return 'problems' in file
}
