import { join } from 'node:path'
import { isStorableGameId } from '../shared/storage'

/**
 * The ending of every temporary file Casebook writes before renaming it over the real one. Only
 * Casebook uses it, so a leftover with it is a crash's, safe to remove; any other `.tmp` (a sync
 * tool's download in progress, another program's atomic write) is not Casebook's and stays.
 */
const temporarySuffix = '.casebook.tmp'

/** Where Casebook writes `file` before renaming it over the real one (a save, an export). */
export function temporaryOf(file: string): string {
  return `${file}${temporarySuffix}`
}

/** The games folder inside the app's user-data folder. */
export function gamesFolderIn(userDataFolder: string): string {
  return join(userDataFolder, 'games')
}

/** The files of one game in the games folder. */
export function gameFiles(folder: string, id: string) {
  const file = join(folder, `${id}.json`)
  return { file, backup: `${file}.bak`, temporary: temporaryOf(file) }
}

/**
 * A game's draft (the hand being entered): `drafts/<id>.json` beside the games, in a folder of
 * its own so the game listing never takes it for a game.
 */
export function draftFiles(folder: string, id: string) {
  const file = join(folder, 'drafts', `${id}.json`)
  return { folder: join(folder, 'drafts'), file, temporary: temporaryOf(file) }
}

/** Where unreadable files are moved to; nothing in it is ever deleted or overwritten. */
export function damagedFolder(folder: string): string {
  return join(folder, 'damaged')
}

export const gameFileSuffix = '.json'

/** A temporary file of a game (`<id>.json.casebook.tmp`), left by a crash if it is still there. */
export function isOwnTemporaryFile(name: string): boolean {
  const game = name.endsWith(temporarySuffix) ? name.slice(0, -temporarySuffix.length) : ''
  return game.endsWith(gameFileSuffix) && isStorableGameId(game.slice(0, -gameFileSuffix.length))
}

/** `2026-11-20T19-02-11.000Z`: an ISO time with no colons, which Windows refuses in file names. */
export function fileTimestamp(date: Date): string {
  return date.toISOString().replaceAll(':', '-')
}
