import type { TableServer } from './table-server'

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
