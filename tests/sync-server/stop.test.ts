import { spawn, spawnSync } from 'node:child_process'
import { next as A } from '@automerge/automerge'
import { afterEach, describe, expect, it } from 'vitest'
import { acknowledgedHeads, documentOnDisk, isAcknowledged } from './on-disk'
import {
  freePort,
  isListening,
  killLeftovers,
  startServerProcess,
  untilListening,
} from './server-process'
import { syncServerCommand } from './sync-server-command'
import { connectClient, freshFolder, shutdownClient, until } from './support'

interface Game {
  hands: number[]
}

afterEach(killLeftovers)

describe('stopping `npm run sync-server`', { timeout: 120_000 }, () => {
  it('runs the server in the very process the script starts', () => {
    // `tsx FILE` would run it in a child process, which a signal to the command never reaches.
    expect(syncServerCommand().slice(0, 3)).toEqual(['node', '--import', 'tsx'])
  })

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`on ${signal}: writes what is pending, closes its port and exits with 0`, async () => {
      const dataDir = await freshFolder()
      const port = await freePort()
      const server = startServerProcess([
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--data',
        dataDir,
      ])
      await untilListening(server, port)
      const device = connectClient(port)
      const game = device.create<Game>({ hands: [] })
      await until(() => isAcknowledged(device, game, A.getHeads(game.doc())), 'the game is shared')

      // Hands sent one by one, the signal in the middle of them: the server is receiving and
      // writing when it comes. (Nothing it received is visible to any device before it is
      // written, so what it had not yet written cannot be seen from outside: what it
      // acknowledged can.)
      for (let hand = 1; hand <= 10; hand++) {
        game.change((doc) => void doc.hands.push(hand))
        await new Promise((resolve) => setTimeout(resolve, 30))
      }
      server.signal(signal)
      for (let hand = 11; hand <= 20; hand++) game.change((doc) => void doc.hands.push(hand))
      expect(await server.exited).toBe(0)
      expect(server.output()).toContain('stopping: writing pending changes')
      expect(await isListening(port)).toBe(false)
      const acknowledged = acknowledgedHeads(device, game)
      await shutdownClient(device)

      const onDisk = await documentOnDisk<Game>(dataDir, game.documentId)
      expect(onDisk).toBeDefined()
      expect(acknowledged).toBeDefined()
      expect(A.hasHeads(onDisk!, acknowledged!)).toBe(true)
      expect(A.toJS(onDisk!).hands.length).toBeGreaterThan(0)
      A.free(onDisk!)
    })
  }

  it('on SIGTERM to npm itself (a service manager holding `npm run sync-server`): stops as well', async () => {
    const dataDir = await freshFolder()
    const port = await freePort()
    const args = ['--host', '127.0.0.1', '--port', String(port), '--data', dataDir]
    const npm = spawn('npm', ['run', '--silent', 'sync-server', '--', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    try {
      await until(() => isListening(port), 'the server listens', 120_000)
      // npm passes the signal to the shell it runs the script in, which does not pass it on.
      npm.kill('SIGTERM')
      await until(async () => !(await isListening(port)), 'the server stopped', 10_000)
      expect(output).toContain('stopping: writing pending changes')
    } finally {
      // A server left orphaned by a failure: found by its own data folder in its arguments.
      spawnSync('pkill', ['-KILL', '-f', dataDir])
    }
  })
})
