/**
 * The real sync server in a process of its own, for a test to measure: started with the options
 * it is sent over IPC, it answers "heap" with its memory after a full garbage collection (run
 * with --expose-gc).
 */
import { startSyncServer, type SyncServerOptions } from '../../src/sync-server/server'

const gc = (globalThis as { gc?: () => void }).gc

process.once('message', (options: SyncServerOptions) => {
  void startSyncServer({ ...options, log: () => {} }).then((server) => {
    process.send?.({ port: server.port })
    process.on('message', (request: string) => {
      if (request !== 'heap' || gc === undefined) return
      gc()
      gc()
      const { heapUsed, external, rss } = process.memoryUsage()
      process.send?.({ heapUsed, external, rss })
    })
  })
})
