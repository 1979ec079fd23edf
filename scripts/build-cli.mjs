// `prepare`, run by `npm install` and `npm ci`: builds the `casebook` command, so the README's
// `npm run casebook` works at once. An install without development packages has no Vite: it
// says so rather than fail the whole install.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildCli, projectRoot } from './cli-bundle.mjs'

const vite = join(projectRoot, 'node_modules/vite/bin/vite.js')
if (existsSync(vite)) {
  await buildCli()
} else {
  console.warn('casebook: Vite is not installed, so out/cli was not built (npm install builds it).')
}
