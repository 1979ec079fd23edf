// The built `casebook` command (out/cli) and whether it still matches its sources. Used by
// `npm run casebook` and by the tests that run the real command, so neither runs old code.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const projectRoot = join(import.meta.dirname, '..')

/**
 * Why the bundle is out of date: it is missing, or one of the project files it was built from
 * (out/cli/inputs.json, written by the build) changed after it. Null when it is current.
 */
export function staleness(root = projectRoot) {
  let builtAt
  let inputs
  try {
    builtAt = statSync(join(root, 'out/cli/casebook.js')).mtimeMs
    inputs = JSON.parse(readFileSync(join(root, 'out/cli/inputs.json'), 'utf8'))
  } catch {
    return 'out/cli/casebook.js is not built'
  }
  for (const input of inputs) {
    let changedAt
    try {
      changedAt = statSync(join(root, input)).mtimeMs
    } catch {
      return `${input} is gone`
    }
    if (changedAt > builtAt) return `${input} changed`
  }
  return null
}

/** Builds out/cli with Vite, its messages on standard error so they never mix with a report. */
export async function buildCli(root = projectRoot) {
  // Loaded here only: `npm run casebook` checks dates on every start but rarely builds.
  const { spawnSync } = await import('node:child_process')
  const vite = join(root, 'node_modules/vite/bin/vite.js')
  const args = [vite, 'build', '--config', 'vite.cli.config.ts', '--logLevel', 'warn']
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 2, 2] })
  if (result.status !== 0) {
    throw new Error('Building the casebook command failed (npm run build:cli shows why).')
  }
}
