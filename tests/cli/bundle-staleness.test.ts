import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { staleness } from '../../scripts/cli-bundle.mjs'

/** A project with a built command made from one source file, the source older than the build. */
function builtProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'casebook-bundle-'))
  mkdirSync(join(root, 'out/cli'), { recursive: true })
  mkdirSync(join(root, 'src'))
  writeFileSync(join(root, 'src/a.ts'), 'export {}')
  writeFileSync(join(root, 'out/cli/casebook.js'), '')
  writeFileSync(join(root, 'out/cli/inputs.json'), JSON.stringify(['src/a.ts']))
  utimesSync(join(root, 'src/a.ts'), 1_000, 1_000)
  utimesSync(join(root, 'out/cli/casebook.js'), 2_000, 2_000)
  return root
}

describe('whether `npm run casebook` must rebuild the command first', () => {
  it('not when no source changed since the build', () => {
    expect(staleness(builtProject())).toBeNull()
  })

  it('when a source changed after the build', () => {
    const root = builtProject()
    utimesSync(join(root, 'src/a.ts'), 3_000, 3_000)
    expect(staleness(root)).toBe('src/a.ts changed')
  })

  it('when a source is gone, or the command was never built', () => {
    const root = builtProject()
    rmSync(join(root, 'src/a.ts'))
    expect(staleness(root)).toBe('src/a.ts is gone')
    rmSync(join(root, 'out/cli/casebook.js'))
    expect(staleness(root)).toBe('out/cli/casebook.js is not built')
  })
})
