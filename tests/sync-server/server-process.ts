import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { syncServerCommand } from './sync-server-command'
import { until } from './support'

export interface ServerProcess {
  output: () => string
  /** The exit code, or the signal that ended the process. */
  exited: Promise<number | string | null>
  signal: (name: NodeJS.Signals) => void
}

const running = new Set<ServerProcess>()

/** Kills what a failed test left running. */
export function killLeftovers(): void {
  for (const server of running) server.signal('SIGKILL')
}

/** The server started as `npm run sync-server -- ARGS` starts it, in a process of its own. */
export function startServerProcess(args: string[]): ServerProcess {
  const [command = '', ...commandArgs] = syncServerCommand()
  const child = spawn(command, [...commandArgs, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const server: ServerProcess = {
    output: () => output,
    exited: new Promise((resolve) =>
      child.on('exit', (code, signal) => {
        running.delete(server)
        resolve(code ?? signal)
      }),
    ),
    signal: (name) => void child.kill(name),
  }
  running.add(server)
  return server
}

/** Whether something accepts connections on 127.0.0.1 at `port`. */
export async function isListening(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

export async function untilListening(server: ServerProcess, port: number): Promise<void> {
  await until(
    async () => {
      if (server.output().includes('could not start')) throw new Error(server.output())
      return isListening(port)
    },
    `the server listens on ${port}`,
    120_000,
  )
}

/** A port free at the moment (for a server restarted at the same address). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        resolve(typeof address === 'object' && address !== null ? address.port : 0),
      )
    })
  })
}
