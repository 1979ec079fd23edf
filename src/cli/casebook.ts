import { readFileSync } from 'node:fs'
import { once } from 'node:events'
import { run } from './run'

// A reader that stops early (`casebook score long.json | head`) closes the pipe: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
  process.exit()
})

/** The `casebook` command: reads and scores game logs with the same engine as the app. */
void run(process.argv.slice(2), {
  readBytes: (file) => readFileSync(file),
  // When the reader falls behind, wait for it rather than queue the rest of a long report.
  stdout: (text) => (process.stdout.write(text) ? undefined : once(process.stdout, 'drain').then()),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
}).then((code) => {
  process.exitCode = code
})
