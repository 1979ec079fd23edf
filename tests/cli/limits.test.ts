import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { casebook, fixture, tempFile } from './support'

/** A file of exactly `size` bytes: the text, then spaces, which JSON allows after a value. */
const paddedTo = (text: string, size: number) => text + ' '.repeat(size - Buffer.byteLength(text))

const validLog = readFileSync(fixture('game-won'), 'utf8')
const trick = JSON.stringify({
  game: 'jekyll-vs-hyde',
  ranking: [],
  lead: 'pride-6',
  follow: 'wrath-4',
})

// Small limits stand in for the real ones, which are read through the same code.
const limits = { gameLog: 4096, trickFile: 1024 }

describe('a file over its size limit', () => {
  it('reads a game log of exactly the limit, and refuses one byte more, unread, with exit 2', async () => {
    const exact = await casebook(['validate', tempFile('log.json', paddedTo(validLog, 4096))], {
      limits,
    })
    expect(exact.code).toBe(0)
    const file = tempFile('log.json', paddedTo(validLog, 4097))
    for (const command of ['validate', 'score', 'export']) {
      const args = command === 'export' ? [command, file, '--format', 'csv'] : [command, file]
      const over = await casebook(args, { limits })
      expect(over).toMatchObject({ code: 2, stdout: '' })
      expect(over.stderr).toBe(
        `Not read: ${file} holds more than 4 KiB, the most Casebook reads of a game log.\n`,
      )
    }
  })

  it('reads a trick file of exactly the limit, and refuses one byte more', async () => {
    const exact = await casebook(['trick', tempFile('t.json', paddedTo(trick, 1024)), '--json'], {
      limits,
    })
    expect(exact.code).toBe(0)
    expect(JSON.parse(exact.stdout)).toMatchObject({ winner: 'follow' })
    const file = tempFile('t.json', paddedTo(trick, 1025))
    const over = await casebook(['trick', file, '--json', '--lang', 'fr'], { limits })
    expect(over).toMatchObject({ code: 2, stdout: '' })
    expect(over.stderr).toBe(
      `Fichier non lu\u00a0: ${file} fait plus de 1\u00a0Kio, le maximum que Casebook lit d’un fichier de pli.\n`,
    )
  })

  it.runIf(process.platform === 'linux')(
    'refuses /dev/zero as a trick file without reading it, saying why',
    async () => {
      const { code, stderr } = await casebook(['trick', '/dev/zero'])
      expect(code).toBe(2)
      expect(stderr).toContain('/dev/zero: it is not a regular file')
    },
  )

  it('states the limits and the exit codes in the help', async () => {
    const { code, stdout } = await casebook(['--help'])
    expect(code).toBe(0)
    expect(stdout).toContain('(256 MiB for a game log, 64 KiB for a trick)')
    for (const exit of [
      '0  a valid game log',
      '1  refused by the rules',
      '2  wrong usage',
      '3  an unexpected error',
    ]) {
      expect(stdout).toContain(`\n  ${exit}`)
    }
    const fr = await casebook(['--help', '--lang', 'fr'])
    expect(fr.stdout).toContain('(256\u00a0Mio pour une partie, 64\u00a0Kio pour un pli)')
  })
})

describe('an unexpected error', () => {
  it('is one sentence and exit 3, never a stack trace', async () => {
    const broken = await casebook(['score', fixture('game-won')], {
      stdout: () => {
        throw new Error('ENOSPC: no space left on device, write')
      },
    })
    expect(broken.code).toBe(3)
    expect(broken.stderr).toBe(
      'Casebook stopped on an unexpected error: ENOSPC: no space left on device, write. Unless your system caused it (a full disk, say), please report it with the command and the file.\n',
    )
  })
})
