import { Automerge } from '@automerge/automerge-repo/slim'
import type { HandVersion, SharedGameDoc } from '../../../shared/sync/shared-game'

/** The versions of a hand that devices wrote at the same time (more than one: a conflict). */
export function concurrentVersions(doc: Automerge.Doc<SharedGameDoc>) {
  return (handId: string): HandVersion[] => {
    const hand = doc.hands[handId]
    if (!hand) return []
    return Object.values(Automerge.getConflicts(hand, 'version') ?? {}) as unknown as HandVersion[]
  }
}
