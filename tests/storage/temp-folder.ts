import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'

const folders: string[] = []

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

/** A games folder path inside a fresh folder under the system's temp folder, removed after the test. */
export async function freshGamesFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'casebook-games-'))
  folders.push(folder)
  return join(folder, 'games')
}
