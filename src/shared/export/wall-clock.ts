/** A moment as the clock on the wall showed it: the day and the time of day. */
export interface WallTime {
  /** `YYYY-MM-DD` */
  day: string
  /** `HH:MM:SS`, 00 to 23 hours */
  time: string
}

/**
 * Reads the log's times (ISO, in UTC) as the clock of a time zone shows them, the device's when
 * none is given (decision 0078: a play is dated as the table lived it, where the file is made).
 * Null for a time that is not one, and for one outside the years 1 to 9999, which the play
 * files' four-digit years cannot write.
 */
export function wallClock(timeZone?: string): (time: string | undefined) => WallTime | null {
  // One formatter for every play: making one costs far more than using it.
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    era: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  return (time) => {
    const at = time === undefined ? NaN : Date.parse(time)
    if (Number.isNaN(at)) return null
    const parts: Record<string, string> = {}
    for (const { type, value } of format.formatToParts(at)) parts[type] = value
    const year = parts.year!.padStart(4, '0')
    // The era tells year 1 of our era from the year before it, which Intl also writes "1".
    if (parts.era !== 'AD' || year.length > 4) return null
    return {
      day: `${year}-${parts.month}-${parts.day}`,
      time: `${parts.hour}:${parts.minute}:${parts.second}`,
    }
  }
}
