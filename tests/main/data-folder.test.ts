import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { showFolder } from '../../src/main/data-folder'
import { gamesFolderIn } from '../../src/main/game-files'

describe('the data folder', () => {
  it('is the games folder inside the user-data folder', () => {
    expect(gamesFolderIn(join('home', 'ada', 'Casebook'))).toBe(
      join('home', 'ada', 'Casebook', 'games'),
    )
  })

  it('is created if needed, then opened in the file manager', async () => {
    const calls: string[] = []
    await showFolder('/data/games', {
      mkdir: async (path) => void calls.push(`mkdir ${path}`),
      openPath: async (path) => (calls.push(`open ${path}`), ''),
    })
    expect(calls).toEqual(['mkdir /data/games', 'open /data/games'])
  })

  it('says why it could not be opened', async () => {
    const opener = { mkdir: vi.fn(async () => undefined), openPath: async () => 'No file manager' }
    await expect(showFolder('/data/games', opener)).rejects.toThrow(
      'Could not open the folder "/data/games": No file manager',
    )
  })
})
