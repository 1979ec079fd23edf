import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createFileGameStore } from '../src/main/game-file-store'
import type { KnownVersion } from '../src/shared/storage'
import { libraryRecords } from '../tests/support/library-records'
import { median } from './timing'

export interface DesktopListing {
  games: number
  /** What the window got at start before: every game read and sent (ms, median). */
  everyLogMs: number
  /** What it gets now with a summary kept for every game: versions only (ms, median). */
  versionsOnlyMs: number
  /** Bytes sent to the window (as JSON, an estimate of the IPC message), before and now. */
  everyLogBytes: number
  versionsOnlyBytes: number
}

/**
 * The desktop app's start in its main process, with real files: a games folder of `games` games
 * of 20 hands listed by a fresh store (as a new start does), reading every log, then naming every
 * version as known (a summary kept for each game). Median of `runs`, after one run to warm up.
 */
export async function desktopListing(work: string, games: number, runs = 5) {
  const folder = join(work, `desktop-games-${games}`)
  mkdirSync(folder, { recursive: true })
  for (const [id, text] of libraryRecords(games)) writeFileSync(join(folder, `${id}.json`), text)
  const known: KnownVersion[] = (await createFileGameStore({ folder }).listGamesByVersion([]))
    .versions
  const everyLog: number[] = []
  const versionsOnly: number[] = []
  let everyLogBytes = 0
  let versionsOnlyBytes = 0
  for (let run = 0; run <= runs; run += 1) {
    let start = performance.now()
    const before = await createFileGameStore({ folder }).listGames()
    if (run > 0) everyLog.push(performance.now() - start)
    start = performance.now()
    const now = await createFileGameStore({ folder }).listGamesByVersion(known)
    if (run > 0) versionsOnly.push(performance.now() - start)
    everyLogBytes = JSON.stringify(before).length
    versionsOnlyBytes = JSON.stringify(now).length
  }
  return {
    games,
    everyLogMs: median(everyLog),
    versionsOnlyMs: median(versionsOnly),
    everyLogBytes,
    versionsOnlyBytes,
  } satisfies DesktopListing
}
