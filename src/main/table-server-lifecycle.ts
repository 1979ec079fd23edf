import type { TableServer } from './table-server'

/**
 * The table server, its code (Automerge and all) loaded the first time a game is shared: the
 * app starts without it. A server that cannot be loaded answers why, like one that cannot start.
 */
export function loadedWhenFirstStarted(load: () => Promise<TableServer>): TableServer {
  let loaded: Promise<TableServer> | undefined
  return {
    async start() {
      loaded ??= load()
      try {
        return await (await loaded).start()
      } catch (error) {
        loaded = undefined
        return { refused: 'failed', detail: error instanceof Error ? error.message : String(error) }
      }
    },
    async stop() {
      const server = await loaded?.catch(() => undefined)
      await server?.stop()
    },
  }
}

/** The part of Electron's app that quitting goes through. */
export interface QuittingApp {
  on(event: 'will-quit', listener: (event: { preventDefault(): void }) => void): unknown
  quit(): void
}

/**
 * Quitting waits for the table server to stop: its connections end and the shared games'
 * pending changes are written to its folder before the process exits. Only the first
 * 'will-quit' waits; the quit asked again afterwards goes through.
 */
export function stopBeforeQuit(app: QuittingApp, server: Pick<TableServer, 'stop'>): void {
  let stopped = false
  app.on('will-quit', (event) => {
    if (stopped) return
    event.preventDefault()
    stopped = true
    server
      .stop()
      .catch((error: unknown) => console.error('Casebook could not stop its table server:', error))
      .finally(() => app.quit())
  })
}
