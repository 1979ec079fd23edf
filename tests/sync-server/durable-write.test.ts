import { readdirSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  TEMPORARY_SUFFIX,
  writeFileDurably,
  writeFileWhole,
  type FileCalls,
} from '../../src/sync-server/durable-write'
import { freshFolder } from './support'

const bytes = (text: string) => new TextEncoder().encode(text)
const temporaryFiles = (folder: string) =>
  readdirSync(folder, { recursive: true }).filter((name) => String(name).endsWith(TEMPORARY_SUFFIX))

/*
 * The server writes the same way whether its file calls are made at once (the standalone
 * server) or through the thread pool (the desktop app's main process): decision 0071.
 */
describe.each<FileCalls>(['synchronous', 'asynchronous'])('a %s write', (calls) => {
  it('replaces a file whole, in folders it makes, and leaves no temporary file', async () => {
    const root = await freshFolder()
    const file = join(root, 'ab', 'cdef', 'incremental', 'chunk')
    await writeFileDurably(root, file, bytes('first'), calls)
    await writeFileDurably(root, file, bytes('second, longer'), calls)
    await writeFileWhole(root, join(root, 'ab', 'cdef', 'sync-state', 'peer'), bytes('s'), calls)
    expect(await readFile(file, 'utf8')).toBe('second, longer')
    expect(await readFile(join(root, 'ab', 'cdef', 'sync-state', 'peer'), 'utf8')).toBe('s')
    expect(temporaryFiles(root)).toEqual([])
  })

  it('fails as a rejected promise, the file as it was and its temporary file gone', async () => {
    const root = await freshFolder()
    // A folder where the file should go: the rename over it fails once the data is written.
    const file = join(root, 'chunk')
    await mkdir(file)
    await writeFile(join(file, 'inside'), 'kept')
    const writing = writeFileDurably(root, file, bytes('new'), calls)
    await expect(writing).rejects.toThrow()
    expect(await readFile(join(file, 'inside'), 'utf8')).toBe('kept')
    expect(temporaryFiles(root)).toEqual([])
  })

  it('fails as a rejected promise when its folder cannot be made', async () => {
    const root = await freshFolder()
    await writeFile(join(root, 'taken'), 'a file, not a folder')
    const writing = writeFileWhole(root, join(root, 'taken', 'chunk'), bytes('new'), calls)
    await expect(writing).rejects.toThrow()
    expect(await readFile(join(root, 'taken'), 'utf8')).toBe('a file, not a folder')
  })
})
