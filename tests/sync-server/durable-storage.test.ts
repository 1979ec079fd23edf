import { existsSync, readdirSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { next as A } from '@automerge/automerge'
import { NodeFSStorageAdapter } from '@automerge/automerge-repo-storage-nodefs'
import { describe, expect, it } from 'vitest'
import { DurableStorage, SET_ASIDE_FOLDER } from '../../src/sync-server/durable-storage'
import { TEMPORARY_SUFFIX } from '../../src/sync-server/durable-write'
import { freshFolder } from './support'

const DOC = '3Yb8hsA8FWNRUmS6kV1Nf4vYbWdr'

function allFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort()
}

function automergeBytes(hands: number): Uint8Array {
  let doc = A.from<{ hands: number[] }>({ hands: [] })
  for (let hand = 0; hand < hands; hand++) doc = A.change(doc, (d) => void d.hands.push(hand))
  return A.save(doc)
}

describe('the server’s document storage', () => {
  it('reads a data folder written by automerge-repo’s file storage (earlier versions)', async () => {
    const folder = await freshFolder()
    const old = new NodeFSStorageAdapter(folder)
    const snapshot = automergeBytes(3)
    await old.save([DOC, 'snapshot', 'aa11'], snapshot)
    await old.save([DOC, 'incremental', 'bb22'], snapshot)
    await old.save([DOC, 'sync-state', 'storage-1'], new Uint8Array([7]))
    await old.save(['storage-adapter-id'], new TextEncoder().encode('the-id'))

    const storage = new DurableStorage(folder, () => {})
    expect(await storage.loadRange([DOC, 'snapshot'])).toEqual([
      { key: [DOC, 'snapshot', 'aa11'], data: snapshot },
    ])
    expect((await storage.loadRange([DOC])).map((chunk) => chunk.key)).toEqual([
      [DOC, 'incremental', 'bb22'],
      [DOC, 'snapshot', 'aa11'],
      [DOC, 'sync-state', 'storage-1'],
    ])
    expect(await storage.load(['storage-adapter-id'])).toEqual(new TextEncoder().encode('the-id'))
    expect(await storage.hasDocument(DOC)).toBe(true)
    expect(await storage.hasDocument('4Yb8hsA8FWNRUmS6kV1Nf4vYbWdr')).toBe(false)

    // And the other way round: what it writes, the old adapter reads at the same keys.
    await storage.save([DOC, 'incremental', 'cc33'], snapshot)
    expect(await new NodeFSStorageAdapter(folder).load([DOC, 'incremental', 'cc33'])).toEqual(
      snapshot,
    )
  })

  it('writes each chunk whole through a temporary file, and ignores one a crash left', async () => {
    const folder = await freshFolder()
    const storage = new DurableStorage(folder, () => {})
    const bytes = automergeBytes(2)
    await storage.save([DOC, 'snapshot', 'aa11'], bytes)
    const file = join(folder, DOC.slice(0, 2), DOC.slice(2), 'snapshot', 'aa11')
    expect(allFiles(folder)).toEqual([join(DOC.slice(0, 2), DOC.slice(2), 'snapshot', 'aa11')])

    // A write cut short by a crash: a temporary file, never a chunk.
    await writeFile(join(dirname(file), `.bb22.0123${TEMPORARY_SUFFIX}`), new Uint8Array([1, 2]))
    expect((await storage.loadRange([DOC])).map((chunk) => chunk.key)).toEqual([
      [DOC, 'snapshot', 'aa11'],
    ])
    expect(new Uint8Array(await readFile(file))).toEqual(bytes)
  })

  it('never turns a key into a path outside its place: a peer’s storage id is part of one', async () => {
    const folder = join(await freshFolder(), 'data')
    await mkdir(folder)
    const logs: string[] = []
    const storage = new DurableStorage(folder, (line) => logs.push(line))
    for (const storageId of ['../../escaped', '..', `x${TEMPORARY_SUFFIX}`, 'a/b', 'a\\b']) {
      await storage.save([DOC, 'sync-state', storageId], new Uint8Array([1]))
      expect(await storage.load([DOC, 'sync-state', storageId])).toBeUndefined()
    }
    expect(allFiles(dirname(folder))).toEqual([])
    expect(logs).toHaveLength(5)
    expect(logs[0]).toContain('is not a storage key of this server')
    // Its ordinary storage ids still work.
    await storage.save(
      [DOC, 'sync-state', 'e3b0c442-98fc-4c14-9afb-f4c8996fb924'],
      new Uint8Array([1]),
    )
    expect(await storage.load([DOC, 'sync-state', 'e3b0c442-98fc-4c14-9afb-f4c8996fb924'])).toEqual(
      new Uint8Array([1]),
    )
  })

  it('sets a chunk that is not Automerge data aside, logs it, and loads the others', async () => {
    const folder = await freshFolder()
    const whole = automergeBytes(50)
    const old = new NodeFSStorageAdapter(folder)
    await old.save([DOC, 'snapshot', 'aa11'], whole)
    // As a crash of an earlier version left one: cut mid-write.
    await old.save([DOC, 'snapshot', 'bb22'], whole.slice(0, Math.floor(whole.length / 2)))
    const logs: string[] = []
    const storage = new DurableStorage(folder, (line) => logs.push(line))

    expect(await storage.loadRange([DOC, 'snapshot'])).toEqual([
      { key: [DOC, 'snapshot', 'aa11'], data: whole },
    ])
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(
      new RegExp(
        `^chunk ${DOC}/snapshot/bb22 \\(\\d+ bytes\\) is not Automerge data: moved to ${SET_ASIDE_FOLDER}/`,
      ),
    )
    const setAside = readdirSync(join(folder, SET_ASIDE_FOLDER))
    expect(setAside).toHaveLength(1)
    expect(setAside[0]).toMatch(new RegExp(`^${DOC}-snapshot-bb22-\\d+$`))
    expect(existsSync(join(folder, DOC.slice(0, 2), DOC.slice(2), 'snapshot', 'bb22'))).toBe(false)
    // Only once: the next load finds nothing to set aside.
    await storage.loadRange([DOC, 'snapshot'])
    expect(logs).toHaveLength(1)
  })

  it('writes nothing once closed, even to a folder since removed', async () => {
    const folder = join(await freshFolder(), 'data')
    const storage = new DurableStorage(folder, () => {})
    await storage.save([DOC, 'snapshot', 'aa11'], automergeBytes(1))
    storage.close()
    await storage.save([DOC, 'incremental', 'bb22'], automergeBytes(1))
    await storage.remove([DOC, 'snapshot', 'aa11'])
    await storage.removeRange([DOC])
    expect(allFiles(folder)).toEqual([join(DOC.slice(0, 2), DOC.slice(2), 'snapshot', 'aa11')])
  })

  it('lets a save under way when its document is deleted (a revocation) end quietly', async () => {
    const folder = await freshFolder()
    const storage = new DurableStorage(folder, () => {})
    // The deletion lands at a different step of each write (before, during, after it).
    for (let attempt = 0; attempt < 30; attempt++) {
      const saving = storage.save([DOC, 'incremental', `chunk-${attempt}`], automergeBytes(1))
      const deleting = Promise.all(
        ['snapshot', 'incremental', 'sync-state'].map((kind) => storage.removeRange([DOC, kind])),
      )
      await expect(Promise.all([saving, deleting])).resolves.toBeDefined()
    }
  })

  it('lets a save that starts while its document is being deleted end quietly', async () => {
    const folder = await freshFolder()
    const storage = new DurableStorage(folder, () => {})
    // automerge-repo's own save can come while a revocation empties the document's folders.
    for (let attempt = 0; attempt < 30; attempt++) {
      await storage.save([DOC, 'snapshot', `chunk-${attempt}`], automergeBytes(1))
      const deleting = storage.removeRange([DOC, 'snapshot'])
      const saving = storage.save([DOC, 'snapshot', `again-${attempt}`], automergeBytes(1))
      await expect(Promise.all([saving, deleting])).resolves.toBeDefined()
    }
  })

  it('logs a peer’s sync state it could not save, where nobody awaits it, and throws for a chunk', async () => {
    const folder = await freshFolder()
    const lines: string[] = []
    const storage = new DurableStorage(folder, (line) => lines.push(line))
    // A file where the document's folders go: nothing can be written under it.
    await mkdir(join(folder, DOC.slice(0, 2)), { recursive: true })
    await writeFile(join(folder, DOC.slice(0, 2), DOC.slice(2)), 'not a folder')
    await expect(
      storage.save([DOC, 'sync-state', 'peer'], automergeBytes(1)),
    ).resolves.toBeUndefined()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^a sync state of document ${DOC} not saved: Error: E`))
    await expect(storage.save([DOC, 'snapshot', 'aa11'], automergeBytes(1))).rejects.toThrow()
  })
})
