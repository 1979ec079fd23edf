/**
 * Starts the built main process (CASEBOOK_MAIN) against the Electron stand-in, lists the table
 * server's IPC channels it registered, then loads the table server's chunk of the same bundle and
 * starts it on 127.0.0.1 only (the app's own handler would listen on the local network, which a
 * test must not), and prints what happened as JSON.
 */
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'

await import(process.env.CASEBOOK_MAIN)
await new Promise((resolve) => setTimeout(resolve, 500))

const channels = globalThis.electronStubCalls
  .filter(([name]) => name === 'ipcMain.handle')
  .map(([, args]) => args[0])
  .filter((channel) => channel.includes('table-server'))

const chunks = join(dirname(process.env.CASEBOOK_MAIN), 'chunks')
const chunk = readdirSync(chunks).find((name) => name.startsWith('table-server'))
const { createTableServer } = await import(join(chunks, chunk))
const server = createTableServer({
  dataDir: join(process.env.CASEBOOK_USER_DATA, 'table-sync'),
  webRoot: process.env.CASEBOOK_WEB_ROOT,
  hosts: ['127.0.0.1'],
  preferredPort: 0,
  log: () => {},
})
const answer = await server.start()
const page = await fetch(`http://127.0.0.1:${answer.port}/`)
const cookie = page.headers.get('set-cookie')
await server.stop()
console.log(
  JSON.stringify({
    channels,
    answer,
    cookie,
    pageStatus: page.status,
    page: (await page.text()).slice(0, 200),
  }),
)
// The main process keeps its folder watch open: the run ends here.
process.exit(0)
