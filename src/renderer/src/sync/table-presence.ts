import { sharedGameLimits } from '../../../shared/sync/shared-game-limits'

/*
 * What each device says of itself to the others at the table, live and never saved: its player's
 * name and the hand it is entering. It comes from other devices, so it is checked before shown.
 */

export interface TablePresence {
  name: string
  /** The number of the hand this device is entering, null when none. */
  entering: number | null
  /** The part of that hand this device last changed (decision 0072), null when none. */
  filling: string | null
  /**
   * This version fills a hand in together with the others (decision 0072); absent from older
   * versions, which enter a hand on their own and never see the shared draft.
   */
  together: true
}

export interface EnteringPeer {
  name: string
  hand: number
  /** The part of the hand it last changed, null when none (or an older version). */
  part: string | null
  /** Whether it fills the hand in together with this device (an older version does not). */
  together: boolean
}

/** The longest part id presence carries: a player id, or the table's. */
const partLength = 100

/** The devices entering a hand now, each with a name that can be shown. */
export function peersEntering(peers: Record<string, { value: unknown }>): EnteringPeer[] {
  const entering: EnteringPeer[] = []
  for (const { value } of Object.values(peers)) {
    if (!value || typeof value !== 'object') continue
    const { name, entering: hand, filling, together } = value as Record<string, unknown>
    if (typeof name !== 'string' || name.trim() === '') continue
    if (name.length > sharedGameLimits.nameLength) continue
    if (typeof hand !== 'number' || !Number.isInteger(hand) || hand < 1) continue
    const part = typeof filling === 'string' && filling.length <= partLength ? filling : null
    entering.push({ name: name.trim(), hand, part, together: together === true })
  }
  return entering.sort((a, b) => a.hand - b.hand || a.name.localeCompare(b.name))
}
