/** A log that a flood of the same line cannot grow without bound. */
export interface BoundedLog {
  /** `kind` groups lines that differ only in details; by default the line itself. */
  (line: string, kind?: string): void
  /** Writes the pending summaries now (the server is closing). */
  close(): void
}

const MINUTE_MS = 60_000
/** Kinds followed at once; lines of any further kind share one. */
const MAX_KINDS = 100
const OTHER_KIND = 'other lines'

/**
 * At most `perKindPerMinute` lines of one kind each minute; the rest are counted, and one line
 * at the end of that minute says how many ("… and 312 more like it: <kind>").
 */
export function boundedLog(
  write: (line: string) => void,
  perKindPerMinute = 10,
  now: () => number = () => Date.now(),
): BoundedLog {
  const kinds = new Map<string, { since: number; written: number; skipped: number }>()
  let summaryTimer: ReturnType<typeof setTimeout> | undefined

  function summarize(force: boolean): void {
    for (const [kind, counts] of kinds) {
      if (!force && now() - counts.since < MINUTE_MS) continue
      if (counts.skipped > 0) write(`… and ${counts.skipped} more like it: ${kind}`)
      kinds.delete(kind)
    }
  }

  function scheduleSummary(): void {
    if (summaryTimer !== undefined) return
    summaryTimer = setTimeout(() => {
      summaryTimer = undefined
      summarize(false)
      if ([...kinds.values()].some((counts) => counts.skipped > 0)) scheduleSummary()
    }, MINUTE_MS)
    summaryTimer.unref()
  }

  const log = (line: string, kind = line): void => {
    summarize(false)
    const key = kinds.has(kind) || kinds.size < MAX_KINDS ? kind : OTHER_KIND
    const counts = kinds.get(key) ?? { since: now(), written: 0, skipped: 0 }
    kinds.set(key, counts)
    if (counts.written < perKindPerMinute) {
      counts.written++
      write(line)
    } else {
      counts.skipped++
      scheduleSummary()
    }
  }
  log.close = (): void => {
    clearTimeout(summaryTimer)
    summaryTimer = undefined
    summarize(true)
  }
  return log
}
