/**
 * Starts the built main process (CASEBOOK_MAIN) against the Electron stand-in, then asks the
 * app:// handler it installed for a few URLs, and prints what happened as JSON.
 */
const problems = []
const log = console.error
console.error = (...args) => problems.push(args.map(String).join(' '))
process.on('uncaughtException', (error) => problems.push(`uncaught: ${error.message}`))

await import(process.env.CASEBOOK_MAIN)
await new Promise((resolve) => setTimeout(resolve, 500))

const calls = globalThis.electronStubCalls
const find = (path) => calls.find(([name]) => name === path)
const handler = find('protocol.handle')?.[1][1]
const served = {}
for (const url of process.argv.slice(2)) {
  const response = await handler(new Request(url))
  const body = await response.text()
  served[url] = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    csp: response.headers.get('content-security-policy'),
    body: body.slice(0, 200),
  }
}
// The session's guard on WebSockets (main/socket-guard.ts), asked about two of them.
const [socketFilter, socketGuard] =
  find('session.defaultSession.webRequest.onBeforeRequest')?.[1] ?? []
const socketsCancelled = {}
for (const url of ['ws://192.168.1.20:3030/', 'ws://203.0.113.9:3030/']) {
  socketGuard?.({ url }, (answer) => (socketsCancelled[url] = answer.cancel))
}
const menu = find('Menu.buildFromTemplate')?.[1][0] ?? []
console.error = log
console.log(
  JSON.stringify({
    order: calls
      .map(([name]) => name)
      .filter((name) => /^(protocol\.|app ready|new BrowserWindow$)/.test(name)),
    privileges: find('protocol.registerSchemesAsPrivileged')?.[1][0],
    scheme: find('protocol.handle')?.[1][0],
    webPreferences: find('new BrowserWindow')?.[1][0].webPreferences,
    loaded: find('new BrowserWindow.loadURL')?.[1][0],
    menu: menu.map((item) => item.label),
    socketFilter,
    socketsCancelled,
    served,
    problems,
  }),
)
process.exit(0)
