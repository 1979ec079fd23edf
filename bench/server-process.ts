import { spawn } from 'node:child_process'
import { syncServerCommand } from '../tests/sync-server/sync-server-command'

export interface ServerProcess {
  port: number
  /** Stops it as a service manager does (SIGTERM), and waits for it to exit. */
  close(): Promise<void>
}

/**
 * The sync server as `npm run sync-server` starts it, in a process of its own as at a real table
 * (in the bench's own process it would share an event loop with Playwright), on a free port.
 * Resolves once its banner says where it listens.
 */
export function startServerProcess(options: {
  hosts: string[]
  dataDir: string
  webRoot: string
}): Promise<ServerProcess> {
  const [command = '', ...commandArgs] = syncServerCommand()
  const args = [
    ...commandArgs,
    ...options.hosts.flatMap((host) => ['--host', host]),
    ...['--port', '0', '--data', options.dataDir, '--web', options.webRoot],
  ]
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let output = ''
    child.once('error', reject)
    void exited.then(() => reject(new Error(`the sync server exited: ${output}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)
      if (!listening) return
      child.stdout.removeAllListeners('data')
      child.stdout.resume()
      resolve({
        port: Number(listening[1]),
        close: () => {
          child.kill('SIGTERM')
          return exited
        },
      })
    })
  })
}
