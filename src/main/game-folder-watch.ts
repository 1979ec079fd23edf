import { watch, type FSWatcher } from 'node:fs'

export interface GameFolderWatchOptions {
  folder: string
  /** Whether a changed file is not as the store left it (its own writes are not news). */
  changedOutside: (name: string) => Promise<boolean>
  /** Called once per burst of outside changes. */
  onChange: () => void
  /** How long the folder must be quiet before the burst is checked: a sync tool writes in steps. */
  quietMs?: number
  /** node:fs watch, replaceable where a test needs a watcher that fails. */
  watchFolder?: (folder: string, listener: (name: string | null) => void) => FSWatcher
}

/**
 * Watches the games folder (not its sub-folders: drafts, damaged) for games added, changed or
 * removed by another program, and tells once per burst. Returns the function that stops.
 * A folder that cannot be watched (a network drive, a system without the feature) is simply
 * not watched: the games still show at the next start, and saves are still checked.
 */
export function watchGameFolder(options: GameFolderWatchOptions): () => void {
  const { folder, changedOutside, onChange, quietMs = 300 } = options
  const watchFolder =
    options.watchFolder ?? ((path, listener) => watch(path, (_event, name) => listener(name)))
  const names = new Set<string | null>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const check = async () => {
    const burst = [...names]
    names.clear()
    for (const name of burst) {
      // No name: the system did not say which file; read the folder again to be sure.
      if (name === null || (await changedOutside(name).catch(() => true))) {
        if (!stopped) onChange()
        return
      }
    }
  }

  let watcher: FSWatcher
  try {
    watcher = watchFolder(folder, (name) => {
      names.add(name)
      clearTimeout(timer)
      timer = setTimeout(() => void check(), quietMs)
    })
  } catch {
    return () => undefined
  }
  watcher.on('error', () => watcher.close())
  return () => {
    stopped = true
    clearTimeout(timer)
    watcher.close()
  }
}
