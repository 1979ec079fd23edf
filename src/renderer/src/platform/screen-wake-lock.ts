/** The part of the Screen Wake Lock API the app uses (navigator.wakeLock). */
export interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>
}

export interface WakeLockSentinelLike {
  readonly released: boolean
  release(): Promise<void>
}

/**
 * `keepScreenAwake` for a browser: a screen wake lock while it is wanted. The browser drops the
 * lock whenever the page is hidden; the page asks again when it shows (see use-screen-awake.ts),
 * and a lock still held is not asked for twice. Where the API is missing, or the browser refuses
 * (no permission, a battery saver), nothing happens and nothing is said: the screen simply
 * sleeps as it always did.
 */
export function createScreenWakeLock(
  wakeLock: WakeLockLike | undefined,
): (on: boolean) => Promise<void> {
  let wanted = false
  let sentinel: WakeLockSentinelLike | null = null
  let requesting: Promise<void> | null = null

  async function request(api: WakeLockLike): Promise<void> {
    try {
      const granted = await api.request('screen')
      // Turned off while the browser was deciding: give it straight back.
      if (wanted) sentinel = granted
      else await granted.release()
    } catch {
      // Refused or unsupported: the app works the same, the screen may sleep.
    }
  }

  return async (on) => {
    wanted = on
    if (wakeLock === undefined) return
    if (on) {
      if (requesting !== null || (sentinel !== null && !sentinel.released)) return
      requesting = request(wakeLock).finally(() => {
        requesting = null
      })
      await requesting
      return
    }
    const held = sentinel
    sentinel = null
    try {
      await held?.release()
    } catch {
      // Already released by the browser.
    }
  }
}

/** The browser's wake lock, where it has one (secure pages of Chromium, Safari 16.4+, Firefox 126+). */
export function browserWakeLock(): WakeLockLike | undefined {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator
    ? (navigator.wakeLock as WakeLockLike)
    : undefined
}
