import type { PowerSaveBlocker } from 'electron'

/** The part of Electron's powerSaveBlocker the app uses. */
export type DisplaySleepBlocker = Pick<PowerSaveBlocker, 'start' | 'stop' | 'isStarted'>

/** The page that asks: its web contents' id, and the events that end what it asked for. */
export interface AwakeAsker {
  id: number
  on(event: 'destroyed', listener: () => void): unknown
  on(event: 'did-navigate', listener: () => void): unknown
}

/**
 * Keeps the display awake for each page that asks, through one 'prevent-display-sleep' blocker
 * per page. A page that is closed or reloaded has its blocker released, so a crashed or reloaded
 * page never keeps the screen on without the page knowing it.
 */
export function createScreenAwake(blocker: DisplaySleepBlocker) {
  const held = new Map<number, number>()
  const watched = new Set<number>()

  function release(asker: number): void {
    const blockerId = held.get(asker)
    if (blockerId === undefined) return
    held.delete(asker)
    if (blocker.isStarted(blockerId)) blocker.stop(blockerId)
  }

  return {
    keepScreenAwake(asker: AwakeAsker, on: boolean): void {
      if (!on) {
        release(asker.id)
        return
      }
      const current = held.get(asker.id)
      if (current !== undefined && blocker.isStarted(current)) return
      held.set(asker.id, blocker.start('prevent-display-sleep'))
      // Listened to once per page, however often it turns the setting off and on.
      if (!watched.has(asker.id)) {
        watched.add(asker.id)
        asker.on('did-navigate', () => release(asker.id))
        asker.on('destroyed', () => {
          release(asker.id)
          watched.delete(asker.id)
        })
      }
    },
  }
}
