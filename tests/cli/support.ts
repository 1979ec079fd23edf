import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { jsonFilesIn } from '../../src/cli/json-files'
import { run, type CliIo } from '../../src/cli/run'
import { readAtMost } from '../../src/main/read-at-most'

export const root = join(import.meta.dirname, '../..')

export const fixture = (name: string) =>
  join(root, 'tests/games/mystery-rummy-jekyll-hyde/fixtures', `${name}.json`)

/** An export written by hand, byte for byte. */
export const expectedExport = (file: string) =>
  readFileSync(join(root, 'tests/games/mystery-rummy-jekyll-hyde/fixtures/exports', file), 'utf8')

export function tempFile(name: string, text: string | Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'casebook-cli-')), name)
  writeFileSync(file, text)
  return file
}

export interface Outcome {
  code: number
  stdout: string
  stderr: string
  /** Each piece of standard output as it was written. */
  writes: string[]
}

/**
 * Runs the command's own function on the current source, with the real file system and an
 * English environment, and collects what it prints. `stdout` may replace the output's writer.
 */
export async function casebook(args: readonly string[], io: Partial<CliIo> = {}): Promise<Outcome> {
  const writes: string[] = []
  let stderr = ''
  const code = await run(args, {
    readBytes: readAtMost,
    jsonFilesIn,
    stdout: (text) => {
      writes.push(text)
    },
    stderr: (text) => {
      stderr += text
    },
    env: { LANG: 'en_GB.UTF-8' },
    ...io,
  })
  return { code, stdout: writes.join(''), stderr, writes }
}
