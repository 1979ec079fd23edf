import { describe, expect, it } from 'vitest'
import { parseArguments } from '../../src/sync-server/arguments'

const run = (argv: string[]) => {
  const parsed = parseArguments(argv)
  if (parsed.kind !== 'run') throw new Error(`expected run, got ${JSON.stringify(parsed)}`)
  return parsed.arguments
}
const refused = (argv: string[]) => {
  const parsed = parseArguments(argv)
  return parsed.kind === 'error' ? parsed.message : undefined
}

describe('npm run sync-server arguments', () => {
  it('defaults to port 3030, the local-network addresses and ./casebook-sync', () => {
    expect(run([])).toEqual({ port: 3030, dataDir: './casebook-sync', allowedOrigins: [] })
  })

  it('takes several --allow-origin origins, as a browser writes them, and refuses anything else', () => {
    expect(
      run(['--allow-origin', 'http://localhost:5173', '--allow-origin=https://Casebook.example/'])
        .allowedOrigins,
    ).toEqual(['http://localhost:5173', 'https://casebook.example'])
    for (const origin of ['localhost:5173', 'http://localhost:5173/app', 'app://casebook', '*']) {
      expect([origin, refused(['--allow-origin', origin])]).toEqual([
        origin,
        expect.stringMatching(/--allow-origin must be an origin/),
      ])
    }
  })

  it('takes a port from 0 (a free one) to 65535, and refuses 65536', () => {
    expect(run(['--port', '0']).port).toBe(0)
    expect(run(['--port', '65535']).port).toBe(65535)
    expect(run(['--port=8080']).port).toBe(8080)
    expect(refused(['--port', '65536'])).toMatch(/--port must be a whole number from 0 to 65535/)
  })

  it('refuses a port that is not a plain whole number', () => {
    for (const port of ['-1', 'abc', '30a', '1e3', '0x10', '3.5', ' 80', '', '999999']) {
      expect([port, refused(['--port', port])]).toEqual([port, expect.stringMatching(/--port/)])
    }
    expect(refused(['--port'])).toBe('--port needs a value')
  })

  it('takes several --host addresses, IPv4 or IPv6, and refuses names and garbage', () => {
    expect(
      run(['--host', '127.0.0.1', '--host', '192.168.1.20', '--host=fe80::1%eth0']).hosts,
    ).toEqual(['127.0.0.1', '192.168.1.20', 'fe80::1%eth0'])
    expect(run(['--host', '0.0.0.0']).hosts).toEqual(['0.0.0.0'])
    for (const host of ['localhost', '256.1.1.1', '10.0.0', '127.0.0.1%eth0', 'fe80::1%', 'a b']) {
      expect([host, refused(['--host', host])]).toEqual([host, expect.stringMatching(/--host/)])
    }
  })

  it('takes the data and web folders, asks for help, and refuses anything unknown', () => {
    expect(run(['--data', '/srv/casebook', '--web', 'dist/web'])).toMatchObject({
      dataDir: '/srv/casebook',
      webRoot: 'dist/web',
    })
    expect(parseArguments(['--port', '1', '--help'])).toEqual({ kind: 'help' })
    expect(refused(['--verbose'])).toBe('unknown argument: --verbose')
    expect(refused(['3030'])).toBe('unknown argument: 3030')
    expect(refused(['--data='])).toBe('--data needs a value')
  })
})
