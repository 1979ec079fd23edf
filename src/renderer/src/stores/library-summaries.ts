import type { GameLog } from '../../../engine'
import { afterNextPaint } from '../after-next-paint'
import type { GameSummary } from '../game/summary'
import { logEngine } from '../game/log-engine'
import type { CachedSummary, SummaryCache } from '../game/summary-cache'
import type { Platform } from '../platform'

/**
 * The summaries the library lists its games by, and the versions they were made from. A log's
 * summary is made once (a log is replaced on change, never edited in place); one kept from the
 * last session stands for a log read at start whose content version it was made from, so a start
 * summarises only what changed; a summary made now is kept for the next start, after the frame
 * that shows it.
 */
export function librarySummaries(cache: SummaryCache, platform: Pick<Platform, 'versionOfLog'>) {
  const summaryByLog = new WeakMap<GameLog, GameSummary>()
  /** The version of the stored text each log was read from, when the listing knows it. */
  const versionOf = new WeakMap<GameLog, string>()
  /** The summaries kept from the last session, read with the library. */
  let kept = new Map<string, CachedSummary>()
  /** The logs read from storage at start: only these may match a summary kept from before. */
  const readAtStart = new WeakSet<GameLog>()
  /** Summaries made since, to keep for the next start, with the log each was made from. */
  const toKeep = new Map<string, { log: GameLog; summary: GameSummary }>()

  function summaryOf(log: GameLog): GameSummary {
    const known = summaryByLog.get(log)
    if (known) return known
    const id = log.id ?? ''
    const keptSummary = kept.get(id)
    let summary: GameSummary
    if (keptSummary && readAtStart.has(log) && keptSummary.version === versionOfLog(log)) {
      summary = keptSummary.summary
    } else {
      summary = logEngine().summarise(log)
      if (toKeep.size === 0) void afterNextPaint().then(keepSummaries)
      toKeep.set(id, { log, summary })
    }
    summaryByLog.set(log, summary)
    return summary
  }

  function versionOfLog(log: GameLog): string {
    const version = versionOf.get(log) ?? logEngine().contentVersion(log)
    versionOf.set(log, version)
    return version
  }

  /**
   * The version the storage gives this log's text (the desktop app's files have their own);
   * undefined when it cannot be worked out: the log's summary is then not kept.
   */
  async function storedVersionOf(log: GameLog): Promise<string | undefined> {
    const known = versionOf.get(log)
    if (known !== undefined || !platform.versionOfLog) return versionOfLog(log)
    const version = await platform.versionOfLog(log).catch(() => undefined)
    if (version !== undefined) versionOf.set(log, version)
    return version
  }

  async function keepSummaries(): Promise<void> {
    const making = [...toKeep]
    toKeep.clear()
    const entries = new Map<string, CachedSummary>()
    for (const [id, { log, summary }] of making) {
      const version = await storedVersionOf(log)
      if (version !== undefined) entries.set(id, { version, summary })
    }
    for (const [id, entry] of entries) kept.set(id, entry)
    return cache.write(entries)
  }

  return {
    /** A log's summary: the one kept from before when made from this very log, else made now. */
    summaryOf,
    storedVersionOf,
    /** The summary kept from before for a game, whatever log it was made from. */
    keptFor: (id: string): CachedSummary | undefined => kept.get(id),
    /** The stored versions the listing or a read gave for these logs. */
    knowStoredVersions(versions: Iterable<[GameLog, string]>) {
      for (const [log, version] of versions) versionOf.set(log, version)
    },
    /** Logs read from storage as they were saved: a summary kept from before may stand for them. */
    knowReadFromStorage(logs: Iterable<GameLog>) {
      for (const log of logs) readAtStart.add(log)
    },
    /** Takes the summaries kept from the last session; says which games are no longer held. */
    takeKept(summariesKept: Map<string, CachedSummary>, held: (id: string) => boolean) {
      kept = summariesKept
      const gone = [...kept.keys()].filter((id) => !held(id))
      if (gone.length > 0) void cache.forget(gone)
    },
    /** A deleted game: nothing of it is kept for the next start. */
    forget(id: string) {
      kept.delete(id)
      toKeep.delete(id)
      void cache.forget([id])
    },
  }
}
