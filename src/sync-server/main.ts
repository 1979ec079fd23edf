import { existsSync } from 'node:fs'
import { networkInterfaces } from 'node:os'
import { resolve } from 'node:path'
import { USAGE, parseArguments } from './arguments.js'
import { serverBanner } from './banner.js'
import { addressesOthersOpen } from './local-addresses.js'
import { startSyncServer } from './server.js'

/**
 * `npm run sync-server -- [--port 3030] [--host ADDRESS]... [--data ./casebook-sync]
 * [--web dist/web] [--allow-origin ORIGIN]...`
 */
async function main(): Promise<void> {
  const parsed = parseArguments(process.argv.slice(2))
  if (parsed.kind === 'help') {
    process.stdout.write(USAGE)
    return
  }
  if (parsed.kind === 'error') {
    process.stderr.write(`${parsed.message}\n\n${USAGE}`)
    process.exitCode = 2
    return
  }
  const { port, hosts, dataDir, allowedOrigins, webRoot = defaultWebRoot() } = parsed.arguments
  const log = (line: string): void => console.log(`${new Date().toISOString()} ${line}`)
  // The last line of defence: the guard in front of the repo refuses malformed messages, and a
  // failure it did not foresee in a promise must not stop a server others are playing on.
  process.on('unhandledRejection', (reason) => log(`error (ignored): ${String(reason)}`))
  let server
  try {
    server = await startSyncServer({
      port,
      dataDir: resolve(dataDir),
      allowedOrigins,
      log,
      // A process of its own, with nothing else to do while a write waits for the disk.
      fileCalls: 'synchronous',
      ...(hosts === undefined ? {} : { hosts }),
      ...(webRoot === undefined ? {} : { webRoot: resolve(webRoot) }),
    })
  } catch (error) {
    process.stderr.write(`The sync server could not start: ${String(error)}\n`)
    process.exitCode = 1
    return
  }
  const started = server
  let stopping = false
  const stop = (): void => {
    // Ctrl-C reaches this process twice under npm (from the terminal, and relayed by npm): a
    // second signal must not cut the first one's writing short. (`npm run sync-server` runs
    // this file in node itself, with tsx as a loader: the `tsx` command would run it in a child
    // process of its own, which a SIGTERM to the command never reaches.)
    if (stopping) return
    stopping = true
    log('stopping: writing pending changes')
    started.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`stopped with an error: ${String(error)}\n`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  if (process.env.npm_lifecycle_event === 'sync-server') stopWithParent(stop)
  // Printed once a signal would stop the server properly.
  console.log(
    serverBanner({
      port: started.port,
      addresses: started.addresses,
      networkAddresses: addressesOthersOpen(started.addresses, networkInterfaces()),
      dataDir: resolve(dataDir),
      webRoot: webRoot === undefined ? undefined : resolve(webRoot),
    }),
  )
}

/**
 * Under `npm run sync-server`, a SIGTERM to npm (what a script or a service manager holds) goes
 * to the shell npm started, which dies without passing it on: this process would serve on,
 * orphaned. So it stops, as on a signal, once the process that started it is gone. Only under
 * npm: a daemon tool that starts node itself and exits (a double fork) must not stop it.
 */
function stopWithParent(stop: () => void): void {
  const parent = process.ppid
  const watch = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(watch)
    stop()
  }, PARENT_CHECK_MS)
  watch.unref()
}

/** How often the parent is looked for: a stop within half a second of npm's. */
const PARENT_CHECK_MS = 500

function defaultWebRoot(): string | undefined {
  return existsSync('dist/web/index.html') ? 'dist/web' : undefined
}

await main()
