import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseWindowState, type WindowState } from './window-state'

/** The file, in the user-data folder, that remembers the main window's size and place. */
export function windowStateFile(userDataDir: string): string {
  return join(userDataDir, 'window-state.json')
}

/** The saved state, or the defaults when the file is missing, unreadable or malformed. */
export function loadWindowState(file: string): WindowState {
  let text: string | undefined
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    text = undefined
  }
  return parseWindowState(text)
}

/**
 * Saves the state through a temporary file and a rename, so a crash mid-write leaves the old
 * file intact. Failing to save the window's size is not worth an error dialog: it is reported
 * to the caller, which logs it.
 */
export function saveWindowState(file: string, state: WindowState): void {
  mkdirSync(dirname(file), { recursive: true })
  const temporary = `${file}.tmp`
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`, 'utf8')
  renameSync(temporary, file)
}
