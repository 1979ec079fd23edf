import { readFileSync } from 'node:fs'
import { run } from './run'

/** The `casebook` command: reads and scores game logs with the same engine as the app. */
process.exitCode = run(process.argv.slice(2), {
  readText: (file) => readFileSync(file, 'utf8'),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
})
