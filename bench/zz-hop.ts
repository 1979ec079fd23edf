import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Repo } from '@automerge/automerge-repo'
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket'
import { startSyncServer } from '../src/sync-server/server'

const server = await startSyncServer({ hosts: ['127.0.0.1'], port: 0, dataDir: mkdtempSync(join(tmpdir(), 'hop-')), log: () => {} })
const client = () => new Repo({ network: [new WebSocketClientAdapter(`ws://127.0.0.1:${server.port}`, 500)] })
const [a, b, c] = [client(), client(), client()]
await new Promise((r) => setTimeout(r, 500))
const h = a.create<{ hands: number[] }>({ hands: [] })
const hb = await b.find<{ hands: number[] }>(h.url)
const hc = await c.find<{ hands: number[] }>(h.url)
await new Promise((r) => setTimeout(r, 500))
const times: number[] = []
for (let i = 1; i <= 60; i++) {
  const start = performance.now()
  h.change((d) => void d.hands.push(i))
  await new Promise<void>((resolve) => {
    const check = () => (hb.doc().hands.length === i && hc.doc().hands.length === i ? resolve() : setTimeout(check, 1))
    check()
  })
  times.push(performance.now() - start)
  await new Promise((r) => setTimeout(r, 150))
}
times.sort((x, y) => x - y)
console.log('median', times[30]!.toFixed(1), 'p95', times[57]!.toFixed(1))
process.exit(0)
