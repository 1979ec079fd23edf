/**
 * The games' rules, loaded after the first screen: reading a stored log, checking it before a
 * save and summarising it all take the engine, which the home screen does not need while it
 * lists kept summaries (decision 0026). Whatever reads a log first awaits `loadLogEngine()`;
 * what runs later in the same session may then use `logEngine()` synchronously.
 */
type LogEngine = typeof import('./log-engine-parts')

let loaded: LogEngine | undefined

export async function loadLogEngine(): Promise<LogEngine> {
  loaded ??= await import('./log-engine-parts')
  return loaded
}

/** Whether the engine is loaded: an empty library, for one, never needs it. */
export function logEngineLoaded(): boolean {
  return loaded !== undefined
}

/** The engine once loaded. Every way a log reaches the app awaits `loadLogEngine()` first. */
export function logEngine(): LogEngine {
  if (!loaded) throw new Error('A log was read before the engine was loaded (loadLogEngine)')
  return loaded
}
