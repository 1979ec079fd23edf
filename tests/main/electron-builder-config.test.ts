import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Configuration } from 'electron-builder'
import { describe, expect, it } from 'vitest'
// electron-builder's own loader and schema check, so that this reads the configuration exactly
// as `electron-builder` does (it finds electron-builder.yml in the project folder by itself).
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config'

const projectDir = fileURLToPath(new URL('../..', import.meta.url))
const quietLogger = { isEnabled: false, add: () => {} } as unknown as Parameters<
  typeof validateConfiguration
>[1]

const config = await getConfig(projectDir, null, null)

// The first check compiles electron-builder's schema (a large one): 1 s alone, over 10 s on a
// busy 2-core machine.
const schemaCompiled = 60_000

describe('electron-builder configuration', () => {
  it(
    'is found in the project folder and passes electron-builder’s own schema',
    async () => {
      expect(config.productName).toBe('Casebook')
      // The check rewrites what it reads (files become filters): it gets a copy.
      await expect(validateConfiguration(structuredClone(config), quietLogger)).resolves.toBe(
        undefined,
      )
    },
    schemaCompiled,
  )

  it(
    'would be refused with a misspelt fuse, so the check above is a real one',
    async () => {
      const misspelt = {
        ...structuredClone(config),
        electronFuses: { runAsNod: false },
      } as unknown as Configuration
      await expect(validateConfiguration(misspelt, quietLogger)).rejects.toThrow(/electronFuses/)
    },
    schemaCompiled,
  )

  it('turns off running as Node, NODE_OPTIONS, the inspector and file:// privileges', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      grantFileProtocolExtraPrivileges: false,
    })
  })

  it('loads the app only from its archive, checked against the signed binary’s hash', () => {
    expect(config.asar).toBe(true)
    expect(config.electronFuses).toMatchObject({
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    })
  })

  it('builds an AppImage and a deb, a Windows installer and a macOS disk image', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb'])
    expect(config.win?.target).toEqual(['nsis'])
    expect(config.mac?.target).toEqual(['dmg'])
  })

  it('ships what electron-vite built and the icon, without node_modules, and uploads nothing', () => {
    // electron-builder reads the list as one filter.
    expect(config.files).toEqual([
      {
        filter: [
          'out/main/**',
          'out/preload/**',
          'out/renderer/**',
          'resources/**',
          'package.json',
          '!node_modules/**',
        ],
      },
    ])
    expect(config.directories).toMatchObject({ output: 'dist/desktop' })
    expect(config.publish).toBeNull()
  })

  it('keeps the user’s games when Casebook is uninstalled on Windows', () => {
    expect(config.nsis?.deleteAppDataOnUninstall).toBe(false)
  })

  it('ships the web build beside the archive, for the table server to serve to phones', () => {
    expect(config.extraResources).toEqual([{ from: 'dist/web', to: 'web' }])
  })

  it('is what the npm scripts build, each after fresh desktop and web builds', () => {
    const { scripts } = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { scripts: Record<string, string> }
    expect(scripts).toMatchObject({
      dist: 'electron-vite build && vite build --config vite.web.config.ts && electron-builder',
      'dist:linux':
        'electron-vite build && vite build --config vite.web.config.ts && electron-builder --linux',
      'dist:win':
        'electron-vite build && vite build --config vite.web.config.ts && electron-builder --win',
      'dist:mac':
        'electron-vite build && vite build --config vite.web.config.ts && electron-builder --mac',
    })
  })
})
