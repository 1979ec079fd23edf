import { fileLimits } from '../file-limits'

/**
 * The most a shared game may hold, so that a device never takes in more than it would open as a
 * file (docs/decisions/0025): a real hand is under 2 KiB and a real game under 100 hands.
 */
export const sharedGameLimits = {
  /** As many hands as the largest game log the app opens holds (about 14,000). */
  hands: 20_000,
  handBytes: 64 * 1024,
  headerFieldBytes: fileLimits.appGameLog,
  nameLength: 200,
  dateLength: 40,
  idLength: 100,
} as const
