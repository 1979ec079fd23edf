import { inject, type InjectionKey } from 'vue'
import type { GameSummary } from './summary'

/** A stored summary: what the library shows of a game, and the log version it was made from. */
export interface CachedSummary {
  version: string
  summary: GameSummary
}

/**
 * Where the library keeps each game's summary between starts, so that opening the app does not
 * score every game again. Only a cache: a summary counts only while its version is the log's
 * (content-version.ts), and losing it costs time, never a game.
 */
export interface SummaryCache {
  /** Every stored summary by game id; an empty map when none can be read. */
  readAll(): Promise<Map<string, CachedSummary>>
  /** Stores these summaries, replacing the games' previous ones; a failure is ignored. */
  write(entries: ReadonlyMap<string, CachedSummary>): Promise<void>
  /** Forgets the summaries of games no longer in the library; a failure is ignored. */
  forget(ids: readonly string[]): Promise<void>
}

/** No cache: every start summarises every game (tests, and a page without IndexedDB). */
export const noSummaryCache: SummaryCache = {
  readAll: () => Promise.resolve(new Map()),
  write: () => Promise.resolve(),
  forget: () => Promise.resolve(),
}

export const summaryCacheKey: InjectionKey<SummaryCache> = Symbol('casebook summary cache')

export function useSummaryCache(): SummaryCache {
  return inject(summaryCacheKey, noSummaryCache)
}
