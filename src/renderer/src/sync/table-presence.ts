import { sharedGameLimits } from '../../../shared/sync/shared-game-limits'

/*
 * What each device says of itself to the others at the table, live and never saved: its player's
 * name and the hand it is entering. It comes from other devices, so it is checked before shown.
 */

export interface TablePresence {
  name: string
  /** The number of the hand this device is entering, null when none. */
  entering: number | null
}

export interface EnteringPeer {
  name: string
  hand: number
}

/** The devices entering a hand now, each with a name that can be shown. */
export function peersEntering(peers: Record<string, { value: unknown }>): EnteringPeer[] {
  const entering: EnteringPeer[] = []
  for (const { value } of Object.values(peers)) {
    if (!value || typeof value !== 'object') continue
    const { name, entering: hand } = value as Record<string, unknown>
    if (typeof name !== 'string' || name.trim() === '') continue
    if (name.length > sharedGameLimits.nameLength) continue
    if (typeof hand !== 'number' || !Number.isInteger(hand) || hand < 1) continue
    entering.push({ name: name.trim(), hand })
  }
  return entering.sort((a, b) => a.hand - b.hand || a.name.localeCompare(b.name))
}
