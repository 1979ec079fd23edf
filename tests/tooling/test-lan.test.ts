import { execFileSync, spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** scripts/test-lan.sh, the end-to-end tests' own network (decision 0061). */
function testLan(args: string[], address?: string) {
  const env = { ...process.env, CASEBOOK_TEST_LAN_ADDRESS: address ?? '' }
  const run = spawnSync('bash', ['scripts/test-lan.sh', ...args], { env, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/** What the script may change: addresses, routes, namespaces (the network it creates). */
function networkState(): string {
  const ip = (...args: string[]) => execFileSync('ip', args, { encoding: 'utf8' })
  return [
    ip('-o', 'addr'),
    ip('route'),
    ip('netns', 'list'),
    ip('-n', 'casebook-lan', '-o', 'addr'),
  ].join('\n')
}

const root = process.getuid?.() === 0

describe('scripts/test-lan.sh', { timeout: 60_000 }, () => {
  it('takes only an address in 10.0.0.0/8 that leaves room for its other end', () => {
    for (const address of ['192.168.1.20', '10.231.76.254', '10.231.76.0', '10.300.1.1', 'eth0']) {
      const run = testLan(['check'], address)
      expect(run.status, address).toBe(2)
      expect(run.output).toContain('must be an address in 10.0.0.0/8')
    }
  })

  it('says the network is missing when it is', () => {
    // An address of the range that nothing creates.
    const run = testLan(['check'], '10.231.99.1')
    expect(run.status).toBe(1)
    expect(run.output).toContain('10.231.99.1 is not up')
  })

  // As root (CI): it changes nothing when run again. Otherwise it asks for root.
  it(root ? 'changes nothing when run again' : 'asks for root to create the network', () => {
    if (!root) {
      const run = testLan([])
      expect(run.status).toBe(1)
      expect(run.output).toContain('needs root')
      return
    }
    expect(testLan([]).status).toBe(0)
    const before = networkState()
    const again = testLan([])
    expect(again.status).toBe(0)
    expect(again.output).toContain('10.231.76.1 is up on cbk-lan0')
    expect(networkState()).toBe(before)
    expect(testLan(['check']).status).toBe(0)
  })
})
