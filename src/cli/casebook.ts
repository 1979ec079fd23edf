import { once } from 'node:events'
import { readAtMost } from '../main/read-at-most'
import { jsonFilesIn } from './json-files'
import { exitCodes, run } from './run'

/**
 * The last resort: what `run` could not catch itself (a failure before it knows the language,
 * an output that breaks) ends the command with the code of an unexpected error and one line,
 * never a stack trace (docs/decisions/0025).
 */
function unexpectedError(error: unknown): void {
  const detail = error instanceof Error ? error.message : typeof error
  process.stderr.write(`casebook: unexpected error: ${detail.slice(0, 200)}\n`)
  process.exit(exitCodes.unexpected)
}

process.on('uncaughtException', unexpectedError)
process.on('unhandledRejection', unexpectedError)

// A reader that stops early (`casebook score long.json | head`) closes the pipe: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit()
  unexpectedError(error)
})

/** The `casebook` command: reads and scores game logs with the same engine as the app. */
void run(process.argv.slice(2), {
  readBytes: readAtMost,
  jsonFilesIn,
  // When the reader falls behind, wait for it rather than queue the rest of a long report.
  stdout: (text) => (process.stdout.write(text) ? undefined : once(process.stdout, 'drain').then()),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
}).then((code) => {
  process.exitCode = code
}, unexpectedError)
