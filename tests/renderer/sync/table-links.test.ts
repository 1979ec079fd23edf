// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  groupLink,
  joinLink,
  rememberedGroup,
  rememberedTables,
  rememberGroup,
  rememberTables,
  serverOfPage,
} from '../../../src/renderer/src/sync/table-links'

/** A browser's storage, as far as these read and write it. */
function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}
const documentId = '2aPr9bnRnpMKDbHvsBKfMN9N34gL'

describe('the shared games a device remembers', () => {
  it('keeps each game’s link and server across a restart', () => {
    const kept = storage()
    rememberTables(kept, new Map([['game-1', { documentId, server: 'ws://127.0.0.1:3030/' }]]))
    expect([...rememberedTables(kept)]).toEqual([
      ['game-1', { documentId, server: 'ws://127.0.0.1:3030/' }],
    ])
  })

  it('forgets what another program wrote there that is not a link, never throws', () => {
    for (const text of [
      '{',
      'null',
      '[]',
      '{"g":{"toString":1}}',
      '{"g":{"documentId":"0OIl0OIl0OIl0OIl0OIl","server":"ws://x/"}}',
      '{"g":{"documentId":"' + documentId + '","server":"http://x/"}}',
    ]) {
      expect(rememberedTables(storage({ 'casebook.tables': text })).size).toBe(0)
    }
    expect(
      rememberedGroup(storage({ 'casebook.group': '{"documentId":{"toString":1}}' })),
    ).toBeNull()
  })

  it('remembers the group, and forgets it when the device leaves', () => {
    const kept = storage()
    rememberGroup(kept, { documentId, server: 'wss://club.example/' })
    expect(rememberedGroup(kept)).toEqual({ documentId, server: 'wss://club.example/' })
    rememberGroup(kept, null)
    expect(rememberedGroup(kept)).toBeNull()
  })
})

describe('links and servers', () => {
  it('syncs through the server that served the page, securely when the page is', () => {
    expect(serverOfPage({ protocol: 'http:', host: '192.168.1.20:3030' })).toBe(
      'ws://192.168.1.20:3030/',
    )
    expect(serverOfPage({ protocol: 'https:', host: 'club.example' })).toBe('wss://club.example/')
  })

  it('makes links to this web app’s join pages', () => {
    const page = { origin: 'http://192.168.1.20:3030', pathname: '/' }
    expect(joinLink(page, documentId)).toBe(`http://192.168.1.20:3030/#/join/${documentId}`)
    expect(groupLink(page, documentId)).toBe(`http://192.168.1.20:3030/#/group/${documentId}`)
  })
})
