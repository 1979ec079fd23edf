// Runs npm scripts side by side and prints each one's output in one piece when it ends, so that
// single-threaded steps (vue-tsc, eslint) share a 2-core machine instead of taking turns.
// Fails when any of them fails, after all have ended. Usage: node scripts/run-together.mjs a b
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-together.mjs <npm script> <npm script> ...')
  process.exit(2)
}

/** npm itself, as the command that started this one ran it (npm.cmd needs a shell on Windows). */
function npmRun(script) {
  const npmCli = process.env.npm_execpath
  return npmCli
    ? spawn(process.execPath, [npmCli, 'run', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(`npm run ${script}`, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
}

function run(script) {
  const started = Date.now()
  const output = []
  const child = npmRun(script)
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      process.stdout.write(Buffer.concat(output))
      console.log(
        `── ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`,
      )
      resolve(code === 0)
    })
  })
}

const results = await Promise.all(scripts.map(run))
const failed = scripts.filter((_, index) => !results[index])
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`)
  process.exit(1)
}
