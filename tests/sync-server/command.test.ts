import { spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { freshFolder, until } from './support'

interface Run {
  output: () => string
  /** The exit code, or the signal that ended the process. */
  exited: Promise<number | string | null>
  signal: (name: NodeJS.Signals) => void
}

const children: ReturnType<typeof spawn>[] = []
afterEach(() => {
  // A server left running by a failed test.
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** `npm run sync-server -- ARGS` as the command runs it (tsx), in a process of its own. */
function startCommand(args: string[]): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sync-server/main.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return {
    output: () => output,
    exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal))),
    signal: (name) => child.kill(name),
  }
}

describe('npm run sync-server', { timeout: 60_000 }, () => {
  it('prints its usage and exits with 2 on a bad argument', async () => {
    const run = startCommand(['--port', '65536'])
    expect(await run.exited).toBe(2)
    expect(run.output()).toContain('--port must be a whole number from 0 to 65535, not 65536')
    expect(run.output()).toContain('Usage: npm run sync-server')
  })

  it('prints where to open it and what crosses the network, and stops on SIGTERM with 0', async () => {
    const dataDir = await freshFolder()
    const run = startCommand(['--host', '127.0.0.1', '--port', '0', '--data', dataDir])
    await until(() => run.output().includes('Ctrl-C stops it'), 'the server is listening', 30_000)
    expect(run.output()).toMatch(/On this computer: +http:\/\/127\.0\.0\.1:\d+\//)
    expect(run.output()).toContain(`Data folder: ${dataDir}`)
    expect(run.output()).toContain('What crosses the network')
    run.signal('SIGTERM')
    const code = await run.exited
    expect({ code, output: run.output() }).toMatchObject({
      code: 0,
      output: expect.stringContaining('stopping: writing pending changes') as unknown,
    })
  })
})
