import { spawn, type ChildProcess } from 'node:child_process'
import { availableParallelism } from 'node:os'

/**
 * Keeps every core of the machine busy, as a table's laptop is while it also runs a video call or
 * a build: one spinning process per core, at the bench's own priority, so that what the bench
 * times competes for the processor as it would there. Resolves once all are spinning; `stop`
 * ends them.
 */
export async function busyCores(cores = availableParallelism()): Promise<{ stop(): void }> {
  const spinners: ChildProcess[] = []
  for (let core = 0; core < cores; core += 1) {
    const spinner = spawn(process.execPath, ['-e', 'process.send("spinning"); for (;;) {}'], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    })
    spinners.push(spinner)
    await new Promise<void>((resolve, reject) => {
      spinner.once('message', () => resolve())
      spinner.once('error', reject)
    })
  }
  return {
    stop() {
      for (const spinner of spinners) spinner.kill('SIGKILL')
    },
  }
}
