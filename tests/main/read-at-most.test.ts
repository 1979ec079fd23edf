import { spawn, execFileSync } from 'node:child_process'
import { appendFileSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NotAFileToRead, readAtMost } from '../../src/main/read-at-most'

/** Real files in a fresh folder: what the command line and the open dialog are given. */
const folder = () => mkdtempSync(join(tmpdir(), 'casebook-read-'))
const bytesOf = (count: number) => new Uint8Array(count).fill(0x61)

describe('reading a file up to a limit', () => {
  it('reads a file of exactly the limit, and refuses one byte more without reading it', async () => {
    const file = join(folder(), 'log.json')
    writeFileSync(file, bytesOf(1000))
    expect(await readAtMost(file, 1000)).toEqual({ ok: true, bytes: bytesOf(1000) })
    appendFileSync(file, 'a')
    expect(await readAtMost(file, 1000)).toEqual({ ok: false, atLeast: 1001 })
  })

  it('refuses a big file from its stated size, before reading any of it', async () => {
    const file = join(folder(), 'big.json')
    // Sparse: 1.9 GB stated, no disk used. Reading would stop at 1001 bytes, not say 1.9 GB.
    writeFileSync(file, '')
    truncateSync(file, 1_900_000_000)
    expect(await readAtMost(file, 1000)).toEqual({ ok: false, atLeast: 1_900_000_000 })
  })

  it('reads an empty file as no bytes', async () => {
    const file = join(folder(), 'empty.json')
    writeFileSync(file, '')
    expect(await readAtMost(file, 10)).toEqual({ ok: true, bytes: new Uint8Array() })
  })

  it('rejects with the system’s reason a file that is missing or a folder', async () => {
    await expect(readAtMost(join(folder(), 'gone.json'), 10)).rejects.toThrow(/ENOENT/)
    await expect(readAtMost(folder(), 10)).rejects.toThrow(/EISDIR/)
  })

  // A device never ends (/dev/zero) or waits for a person (/dev/tty): it is not read at all.
  it.runIf(process.platform === 'linux')('refuses a device without reading it', async () => {
    await expect(readAtMost('/dev/zero', 4096)).rejects.toThrow(NotAFileToRead)
    await expect(readAtMost('/dev/null', 4096)).rejects.toMatchObject({ code: 'not-a-file' })
  })

  it.runIf(process.platform === 'linux')(
    'reads a named pipe up to the limit, and stops one byte past it',
    async () => {
      const pipe = join(folder(), 'pipe.json')
      execFileSync('mkfifo', [pipe])
      const write = (count: number) => {
        // The writer may be cut off when the reader stops: its own exit code does not matter.
        const writer = spawn('sh', ['-c', `head -c ${count} /dev/zero | tr '\\0' a > "$0"`, pipe])
        return new Promise((resolve) => writer.on('close', resolve))
      }
      const [exact] = await Promise.all([readAtMost(pipe, 70_000), write(70_000)])
      expect(exact).toEqual({ ok: true, bytes: bytesOf(70_000) })
      const [over] = await Promise.all([readAtMost(pipe, 70_000), write(300_000)])
      expect(over).toEqual({ ok: false, atLeast: 70_001 })
    },
  )

  it.runIf(process.platform === 'linux')(
    'gives up on a named pipe nothing writes to, after the silence allowed, never waiting on',
    async () => {
      const pipe = join(folder(), 'b.json')
      execFileSync('mkfifo', [pipe])
      const started = Date.now()
      await expect(readAtMost(pipe, 1000, 300)).rejects.toMatchObject({ code: 'pipe-silent' })
      expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    },
  )

  it.runIf(process.platform === 'linux')(
    'waits for a writer that pauses for less than the silence allowed',
    async () => {
      const pipe = join(folder(), 'slow.json')
      execFileSync('mkfifo', [pipe])
      const writer = spawn('sh', ['-c', 'sleep 0.3; printf "{}" > "$0"', pipe])
      const written = new Promise((resolve) => writer.on('close', resolve))
      const read = await readAtMost(pipe, 1000, 5_000)
      await written
      expect(read).toEqual({ ok: true, bytes: new TextEncoder().encode('{}') })
    },
  )
})
