// `npm run casebook`: the built command, rebuilt first when a source file changed since the last
// build (the README's form must never run old code). The check is a few file dates.
import { buildCli, staleness } from './cli-bundle.mjs'

const stale = staleness()
if (stale !== null) {
  process.stderr.write(`casebook: ${stale}; rebuilding out/cli (npm run build:cli)...\n`)
  await buildCli()
}
await import('../out/cli/casebook.js')
