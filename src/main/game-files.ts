import { join } from 'node:path'

/** The games folder inside the app's user-data folder. */
export function gamesFolderIn(userDataFolder: string): string {
  return join(userDataFolder, 'games')
}

/** The files of one game in the games folder. */
export function gameFiles(folder: string, id: string) {
  const file = join(folder, `${id}.json`)
  return { file, backup: `${file}.bak`, temporary: `${file}.tmp` }
}

/**
 * A game's draft (the hand being entered): `drafts/<id>.json` beside the games, in a folder of
 * its own so the game listing never takes it for a game.
 */
export function draftFiles(folder: string, id: string) {
  const file = join(folder, 'drafts', `${id}.json`)
  return { folder: join(folder, 'drafts'), file, temporary: `${file}.tmp` }
}

/** Where unreadable files are moved to; nothing in it is ever deleted or overwritten. */
export function damagedFolder(folder: string): string {
  return join(folder, 'damaged')
}

export const gameFileSuffix = '.json'

/** Temporary files are written next to the game and renamed over it; a leftover is a crash's. */
export function isTemporaryFile(name: string): boolean {
  return name.endsWith('.tmp')
}

/** `2026-11-20T19-02-11.000Z`: an ISO time with no colons, which Windows refuses in file names. */
export function fileTimestamp(date: Date): string {
  return date.toISOString().replaceAll(':', '-')
}
