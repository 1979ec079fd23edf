import { cbor, generateAutomergeUrl, parseAutomergeUrl } from '@automerge/automerge-repo'
import * as Automerge from '@automerge/automerge'
import { describe, expect, it } from 'vitest'
import { checkClientMessage } from '../../src/sync-server/client-message'
import { TokenBucket } from '../../src/sync-server/rate-limit'

const documentId = parseAutomergeUrl(generateAutomergeUrl()).documentId
const [, syncData] = Automerge.generateSyncMessage(
  Automerge.from({ a: 1 }),
  Automerge.initSyncState(),
)
const verdict = (message: unknown, joinedAs?: string) =>
  checkClientMessage(cbor.encode(message), joinedAs).kind
const join = (senderId: unknown) => ({
  type: 'join',
  senderId,
  peerMetadata: {},
  supportedProtocolVersions: ['1'],
})
const sync = (fields: Record<string, unknown> = {}) => ({
  type: 'sync',
  senderId: 'peer-a',
  targetId: 'server',
  documentId,
  data: syncData,
  ...fields,
})

describe('the check of each message before automerge-repo sees it', () => {
  it('passes what a real client sends', () => {
    expect(verdict(join('peer-a'))).toBe('pass')
    expect(verdict(sync(), 'peer-a')).toBe('pass')
    expect(verdict(sync({ type: 'request' }), 'peer-a')).toBe('pass')
    expect(
      verdict({ type: 'doc-unavailable', senderId: 'peer-a', targetId: 's', documentId }, 'peer-a'),
    ).toBe('pass')
  })

  it('refuses ids named like what every object has, and bounds their length (200 taken, 201 refused)', () => {
    for (const id of [
      'toString',
      '__proto__',
      'constructor',
      'hasOwnProperty',
      '',
      'a b',
      1,
      null,
      { toString: 1 },
    ]) {
      expect([id, verdict(join(id))]).toEqual([id, 'refuse'])
    }
    expect(verdict(join('p'.repeat(200)))).toBe('pass')
    expect(verdict(join('p'.repeat(201)))).toBe('refuse')
  })

  it('refuses what is not a message: null, numbers, arrays, maps with other keys, nothing', () => {
    for (const value of [null, 1, 'join', [join('peer-a')], new Map([[1, 'join']])]) {
      expect(verdict(value)).toBe('refuse')
    }
    expect(checkClientMessage(new Uint8Array(0), undefined).kind).toBe('refuse')
    expect(checkClientMessage(cbor.encode(join('peer-a')).slice(0, 10), undefined).kind).toBe(
      'refuse',
    )
  })

  it('refuses a message before its join, from another peer, or a second peer on one connection', () => {
    expect(verdict(sync(), undefined)).toBe('refuse')
    expect(verdict(sync({ senderId: 'peer-b' }), 'peer-a')).toBe('refuse')
    expect(verdict(join('peer-b'), 'peer-a')).toBe('refuse')
    expect(verdict(join('peer-a'), 'peer-a')).toBe('pass')
  })

  it('passes on presence under the id of the device that sent it, as every peer relays it', () => {
    const presence = (senderId: unknown) =>
      sync({ type: 'ephemeral', senderId, count: 3, sessionId: 's1', data: cbor.encode({ x: 1 }) })
    expect(verdict(presence('peer-b'), 'peer-a')).toBe('pass')
    expect(verdict(presence('toString'), 'peer-a')).toBe('refuse')
  })

  it('refuses bad fields: document id, sync bytes, protocol versions, metadata', () => {
    expect(verdict(sync({ documentId: 'not-an-id' }), 'peer-a')).toBe('refuse')
    expect(verdict(sync({ data: syncData?.slice(0, 5) }), 'peer-a')).toBe('refuse')
    expect(verdict(sync({ data: 'text' }), 'peer-a')).toBe('refuse')
    expect(verdict({ ...join('peer-a'), supportedProtocolVersions: 1 })).toBe('refuse')
    expect(verdict({ ...join('peer-a'), peerMetadata: { storageId: { toString: 1 } } })).toBe(
      'refuse',
    )
    expect(verdict({ ...sync(), type: 'toString' }, 'peer-a')).toBe('refuse')
  })

  it('ignores remote-heads gossip, which this server does not take part in', () => {
    expect(
      verdict({ type: 'remote-subscription-change', senderId: 'peer-a', targetId: 's' }, 'peer-a'),
    ).toBe('ignore')
  })
})

describe('the per-connection rate limit', () => {
  it('takes a burst, refuses the next message, and takes one more as time refills it', () => {
    let now = 0
    const bucket = new TokenBucket(100, 500, () => now)
    for (let message = 0; message < 500; message++) expect(bucket.take()).toBe(true)
    expect(bucket.take()).toBe(false)
    now += 5 // half a message refilled
    expect(bucket.take()).toBe(false)
    now += 5
    expect(bucket.take()).toBe(true)
    expect(bucket.take()).toBe(false)
    now += 60_000 // never more than the burst
    for (let message = 0; message < 500; message++) expect(bucket.take()).toBe(true)
    expect(bucket.take()).toBe(false)
  })
})
