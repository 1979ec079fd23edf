import { describe, expect, it } from 'vitest'
import { pickPlatform } from '../../src/renderer/src/platform'
import { packageVersion } from './support/package-version'
import { createTestPlatform } from './support/test-platform'

describe('pickPlatform', () => {
  it('uses the preload bridge when the page runs inside Electron', async () => {
    const bridge = createTestPlatform({ version: '3.2.1' })
    const platform = pickPlatform({ casebook: bridge.platform })

    expect(await platform.getAppInfo()).toMatchObject({ version: '3.2.1', electron: '45.1.0' })
    await platform.setLanguage('fr')
    expect(bridge.languagesSent).toEqual(['fr'])

    const received: string[] = []
    const unsubscribe = platform.onMenuCommand((command) => received.push(command.kind))
    bridge.sendMenuCommand({ kind: 'about' })
    unsubscribe()
    bridge.sendMenuCommand({ kind: 'about' })
    expect(received).toEqual(['about'])
  })

  it('stands in for the bridge in a plain browser', async () => {
    const platform = pickPlatform({})
    expect(packageVersion).toMatch(/^\d+\.\d+\.\d+/)

    expect(await platform.getAppInfo()).toEqual({
      name: 'Casebook',
      version: packageVersion,
      electron: null,
      chrome: null,
    })
    await expect(platform.setLanguage('fr')).resolves.toBeUndefined()
    const unsubscribe = platform.onMenuCommand(() => {
      throw new Error('a web page has no native menu')
    })
    expect(unsubscribe).toBeTypeOf('function')
    unsubscribe()
  })

  it('picks the browser when window has no bridge', async () => {
    expect((await pickPlatform().getAppInfo()).electron).toBeNull()
  })
})
