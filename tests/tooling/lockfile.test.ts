import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { missingEntries, platformsOf, type LockEntry, type PackageLock } from './lockfile'

const lock = JSON.parse(
  readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'),
) as PackageLock

/**
 * The packages that ship one native binary per platform as optional dependencies (a package
 * with a single optional one, such as fsevents for tsx, serves one platform only).
 */
const binaryFamilies = Object.entries(lock.packages)
  .filter(([, entry]) => Object.keys(entry.optionalDependencies ?? {}).length > 1)
  .map(([path]) => path)

describe('package-lock.json installs with `npm ci` on every platform', () => {
  it('has an entry for every dependency of every locked package, optional binaries included', () => {
    expect(missingEntries(lock)).toEqual([])
  })

  it('holds Linux, macOS and Windows binaries for every package that ships binaries', () => {
    expect(binaryFamilies).toEqual(
      expect.arrayContaining([
        'node_modules/esbuild',
        'node_modules/lightningcss',
        'node_modules/rolldown',
        'node_modules/rollup',
      ]),
    )
    for (const family of binaryFamilies) {
      expect([family, [...platformsOf(lock, family)]]).toEqual([
        family,
        expect.arrayContaining(['linux', 'darwin', 'win32']),
      ])
    }
  })
})

describe('the lock check', () => {
  /** A lock as npm writes it, with rollup's binaries for two platforms. */
  const rollupLock = (binaries: Record<string, LockEntry>): PackageLock => ({
    packages: {
      '': { devDependencies: { rollup: '^4.1.0' } },
      'node_modules/rollup': {
        version: '4.1.0',
        optionalDependencies: {
          '@rollup/rollup-darwin-arm64': '4.1.0',
          '@rollup/rollup-linux-x64-gnu': '4.1.0',
        },
      },
      'node_modules/@rollup/rollup-linux-x64-gnu': { version: '4.1.0', os: ['linux'] },
      ...binaries,
    },
  })

  it('accepts a lock with every platform binary', () => {
    const complete = rollupLock({
      'node_modules/@rollup/rollup-darwin-arm64': { version: '4.1.0', os: ['darwin'] },
    })
    expect(missingEntries(complete)).toEqual([])
    expect(platformsOf(complete, 'node_modules/rollup')).toEqual(new Set(['linux', 'darwin']))
  })

  it('names the platform binary npm left out', () => {
    expect(missingEntries(rollupLock({}))).toEqual([
      { from: 'node_modules/rollup', dependency: '@rollup/rollup-darwin-arm64', wanted: '4.1.0' },
    ])
  })

  it('names a binary locked at another version than its package pins', () => {
    const stale = rollupLock({
      'node_modules/@rollup/rollup-darwin-arm64': { version: '4.0.9', os: ['darwin'] },
    })
    expect(missingEntries(stale)).toEqual([
      {
        from: 'node_modules/rollup',
        dependency: '@rollup/rollup-darwin-arm64',
        wanted: '4.1.0',
        found: '4.0.9',
      },
    ])
  })

  it('finds a dependency where Node does: nested first, then in the parents', () => {
    const nested: PackageLock = {
      packages: {
        'node_modules/a': { version: '1.0.0', dependencies: { b: '^1.0.0', c: '2.0.0' } },
        'node_modules/a/node_modules/c': { version: '2.0.0' },
        'node_modules/b': { version: '1.2.0' },
        'node_modules/c': { version: '1.0.0' },
      },
    }
    expect(missingEntries(nested)).toEqual([])
  })
})
