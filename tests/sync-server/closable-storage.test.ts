import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { ClosableStorage } from '../../src/sync-server/closable-storage'
import { freshFolder } from './support'

describe('the data folder once the server is closed', () => {
  it('is written while open, and never after close, even once removed', async () => {
    const folder = await freshFolder()
    const storage = new ClosableStorage(folder)
    await storage.save(['doc', 'snapshot', 'a'], new Uint8Array([1, 2, 3]))
    expect(await storage.load(['doc', 'snapshot', 'a'])).toEqual(new Uint8Array([1, 2, 3]))

    storage.close()
    await rm(folder, { recursive: true, force: true })
    await storage.save(['doc', 'incremental', 'b'], new Uint8Array([4]))
    await storage.remove(['doc', 'snapshot', 'a'])
    await storage.removeRange(['doc'])
    expect(existsSync(folder)).toBe(false)
  })
})
