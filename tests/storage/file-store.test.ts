import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createFileGameStore } from '../../src/main/game-file-store'
import { describeGameStorageContract } from './game-storage-contract'
import { freshGamesFolder } from './temp-folder'

describeGameStorageContract('the file store', async ({ now }) => {
  const folder = await freshGamesFolder()
  return {
    storage: createFileGameStore({ folder, now }),
    reopen: () => createFileGameStore({ folder, now }),
    plant: async (key, text) => {
      await mkdir(folder, { recursive: true })
      await writeFile(join(folder, `${key}.json`), text)
    },
    plantDraft: async (id, text) => {
      await mkdir(join(folder, 'drafts'), { recursive: true })
      await writeFile(join(folder, 'drafts', `${id}.json`), text)
    },
    setAside: async () => {
      const damaged = join(folder, 'damaged')
      const names = await readdir(damaged).catch(() => [])
      const entries = await Promise.all(
        names.map(async (name) => [name, await readFile(join(damaged, name), 'utf8')] as const),
      )
      return new Map(entries)
    },
  }
})
