import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serialiseGameLog } from '../../src/engine'
import { nodeGameFileSystem, type GameFileSystem } from '../../src/main/game-file-system'
import { sampleLog } from './game-storage-contract'

/** An error as Node's fs throws it: ENOSPC, EACCES... */
export function systemError(code: string): Error {
  return Object.assign(new Error(`${code}: simulated`), { code })
}

/** The real file system, with some operations replaced. */
export function fileSystemWith(overrides: Partial<GameFileSystem>): GameFileSystem {
  return { ...nodeGameFileSystem, ...overrides }
}

/** Writes half of the text, then fails: a write cut short by a full disk or a crash. */
export function writesHalfThenFails(error: Error): GameFileSystem['writeFileDurably'] {
  return async (path, text) => {
    await nodeGameFileSystem.writeFileDurably(path, text.slice(0, text.length / 2))
    throw error
  }
}

/**
 * The real file system until `operation`, where the process "dies": a write gets halfway, and
 * from then on every operation fails, so nothing can clean up.
 */
export function diesAt(operation: keyof GameFileSystem): GameFileSystem {
  let alive = true
  const real = nodeGameFileSystem as unknown as Record<
    string,
    (...args: unknown[]) => Promise<unknown>
  >
  return new Proxy(nodeGameFileSystem, {
    get:
      (_target, name: string) =>
      async (...args: unknown[]) => {
        if (!alive) throw systemError('EDEAD')
        if (name !== operation) return real[name]?.(...args)
        alive = false
        if (name === 'writeFileDurably') {
          const [path, text] = args as [string, string]
          await nodeGameFileSystem.writeFileDurably(path, text.slice(0, text.length / 2))
        }
        throw systemError('EDEAD')
      },
  })
}

export async function filesIn(folder: string): Promise<string[]> {
  return (await readdir(folder)).sort()
}

export function textOf(folder: string, name: string): Promise<string> {
  return readFile(join(folder, name), 'utf8')
}

/**
 * A Casebook game log that breaks a rule of its game (it says it is one, so it is Casebook's):
 * the kind of file the listing sets aside in `damaged/`.
 */
export function damagedGameText(id: string): string {
  return serialiseGameLog({ ...sampleLog(id), players: 'nobody' })
}
