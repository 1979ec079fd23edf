import { describe, expect, it } from 'vitest'
import { appHost, appScheme } from '../../src/main/app-protocol'
import { boundedLog } from '../../src/sync-server/bounded-log'
import { CreationBudget } from '../../src/sync-server/creation-budget'
import { DESKTOP_APP_ORIGIN, isAllowedOrigin, parseOrigin } from '../../src/sync-server/origins'
import { TokenBucket } from '../../src/sync-server/rate-limit'
import { RemoteAddresses, type RemoteAddress } from '../../src/sync-server/remote-addresses'
import { SlidingWindow } from '../../src/sync-server/sliding-window'

const HOUR = 60 * 60 * 1000

function clock() {
  const time = { now: 0 }
  return { time, now: () => time.now }
}

describe('origins', () => {
  it('names the desktop app’s own page', () => {
    expect(DESKTOP_APP_ORIGIN).toBe(`${appScheme}://${appHost}`)
  })

  it('takes the same host only when it is an address or a local name', () => {
    expect(isAllowedOrigin(undefined, '127.0.0.1:3030', [])).toBe(true)
    expect(isAllowedOrigin('http://192.168.1.20:3030', '192.168.1.20:3030', [])).toBe(true)
    expect(isAllowedOrigin('http://192.168.1.20:3031', '192.168.1.20:3030', [])).toBe(false)
    expect(isAllowedOrigin('http://localhost:3030', 'localhost:3030', [])).toBe(true)
    expect(isAllowedOrigin('http://evil.example:3030', 'evil.example:3030', [])).toBe(false)
    expect(isAllowedOrigin('ftp://192.168.1.20:3030', '192.168.1.20:3030', [])).toBe(false)
    expect(
      isAllowedOrigin('http://evil.example', '192.168.1.20:3030', ['http://evil.example']),
    ).toBe(true)
  })

  it('reads an --allow-origin value only when it is an origin', () => {
    expect(parseOrigin('http://localhost:5173')).toBe('http://localhost:5173')
    expect(parseOrigin('http://LocalHost:5173/')).toBe('http://localhost:5173')
    expect(parseOrigin('https://example.org:443')).toBe('https://example.org')
    for (const wrong of [
      'localhost:5173',
      'http://localhost:5173/app',
      'ws://x',
      'http://a@b',
      '*',
    ]) {
      expect(parseOrigin(wrong), wrong).toBeUndefined()
    }
  })
})

describe('a sliding window', () => {
  it('forgets what is older than the window, slot by slot', () => {
    const { time, now } = clock()
    const window = new SlidingWindow(HOUR, 60, now)
    window.add(3)
    time.now = 30 * 60 * 1000
    window.add(2)
    expect(window.total()).toBe(5)
    time.now = HOUR + 60 * 1000 // the first slot has left
    expect(window.total()).toBe(2)
    time.now = 10 * HOUR
    expect(window.total()).toBe(0)
  })
})

describe('the creation budget', () => {
  it('counts a document once, its creator’s later changes, and an hour’s worth', () => {
    const { time, now } = clock()
    const limits = {
      documentsPerAddress: 2,
      bytesPerAddress: 100,
      documentsTotal: 3,
      bytesTotal: 1000,
    }
    const budget = new CreationBudget(limits, now)
    const ann = budget.newSpending()
    const bob = budget.newSpending()
    expect(budget.create('doc-1', ann, 40)).toBe(true)
    expect(budget.isRecent('doc-1')).toBe(true)
    expect(budget.addChanges('doc-1', bob, 500)).toBe(true) // Bob was given it: not his creation
    expect(budget.addChanges('doc-1', ann, 60)).toBe(true) // 100 bytes: at the limit
    expect(budget.addChanges('doc-1', ann, 1)).toBe(false)
    expect(budget.create('doc-2', ann, 0)).toBe(true)
    expect(budget.create('doc-3', ann, 0)).toBe(false) // Ann's 2 documents
    expect(budget.create('doc-3', bob, 0)).toBe(true)
    expect(budget.create('doc-4', bob, 0)).toBe(false) // 3 in all
    time.now = 2 * HOUR
    expect(budget.isRecent('doc-1')).toBe(false)
    expect(CreationBudget.isIdle(ann)).toBe(true)
    expect(budget.create('doc-5', ann, 0)).toBe(false) // the total is over a day
    time.now = 25 * HOUR
    expect(budget.create('doc-5', ann, 0)).toBe(true)
  })
})

describe('remote addresses', () => {
  const record = (address: string): RemoteAddress => ({
    address,
    connections: 0,
    unjoined: new Set(),
    bucket: new TokenBucket(100, 500),
    created: new CreationBudget({
      documentsPerAddress: 1,
      bytesPerAddress: 1,
      documentsTotal: 1,
      bytesTotal: 1,
    }).newSpending(),
  })

  it('keeps one record per address, an IPv4 one seen through IPv6 the same', () => {
    const addresses = new RemoteAddresses(record)
    expect(addresses.get('::ffff:192.168.1.5')).toBe(addresses.get('192.168.1.5'))
    expect(addresses.get('FE80::1')).toBe(addresses.get('fe80::1'))
  })

  it('forgets idle records, and past its bound the least recently seen without a connection', () => {
    const addresses = new RemoteAddresses(record, 100)
    const busy = addresses.get('10.0.0.1')
    busy.connections = 1
    const drained = addresses.get('10.0.0.2')
    drained.bucket.take()
    for (let index = 3; index < 1000; index++) addresses.get(`10.0.${index >> 8}.${index & 255}`)
    expect(addresses.size).toBeLessThanOrEqual(100)
    expect(addresses.get('10.0.0.1')).toBe(busy)
  })
})

describe('the bounded log', () => {
  it('writes 10 lines of a kind a minute, then one line with how many more', () => {
    const { time, now } = clock()
    const written: string[] = []
    const log = boundedLog((line) => written.push(line), 10, now)
    for (let index = 0; index < 322; index++) log(`refused ${index}`, 'refused')
    log('another kind')
    expect(written).toHaveLength(11)
    time.now = 61_000
    log('refused again', 'refused')
    expect(written.slice(11)).toEqual(['… and 312 more like it: refused', 'refused again'])
    for (let index = 0; index < 15; index++) log('x')
    log.close()
    expect(written.at(-1)).toBe('… and 5 more like it: x')
  })
})
