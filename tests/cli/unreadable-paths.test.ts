import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readAtMost } from '../../src/main/read-at-most'
import { casebook } from './support'

// What every command says of a path it cannot read: exit 2, and why in the reader's language
// (docs/command-line.md). Nothing that is not a regular file is waited on without end.
describe('a path the command cannot read', () => {
  it.runIf(process.platform === 'linux')(
    'is a named pipe nothing writes to: validate, score and trick end, exit 2, saying so',
    async () => {
      const pipe = join(mkdtempSync(join(tmpdir(), 'casebook-pipe-')), 'p.json')
      execFileSync('mkfifo', [pipe])
      // The command's own silence is 10 s (readAtMost); a shorter one here, the same path.
      const readBytes = (file: string, maxBytes: number) => readAtMost(file, maxBytes, 200)
      for (const command of ['validate', 'score', 'trick']) {
        expect(await casebook([command, pipe], { readBytes })).toEqual({
          code: 2,
          stdout: '',
          stderr: `Cannot read ${pipe}: it is a named pipe and nothing came through it\n`,
          writes: [],
        })
      }
    },
  )

  it.runIf(process.platform === 'linux')(
    'is a device: refused unread by every command, in French too',
    async () => {
      for (const command of ['stats', 'validate', 'score']) {
        expect(await casebook([command, '/dev/zero', '--lang', 'fr'])).toEqual({
          code: 2,
          stdout: '',
          stderr:
            'Impossible de lire /dev/zero\u00a0: ce n’est pas un fichier ordinaire (un périphérique ou une socket)\u00a0: il n’est pas lu\n',
          writes: [],
        })
      }
    },
  )

  it('is missing: said in French in French, not in the system’s English', async () => {
    const missing = join(tmpdir(), 'no-such-casebook-library.json')
    for (const command of ['stats', 'validate']) {
      const outcome = await casebook([command, missing, '--lang', 'fr'])
      expect(outcome).toMatchObject({ code: 2, stdout: '' })
      expect(outcome.stderr).toBe(
        `Impossible de lire ${missing}\u00a0: aucun fichier ni dossier de ce nom\n`,
      )
    }
  })
})
