import * as Automerge from '@automerge/automerge'
import type { HandVersion, SharedGameDoc } from '../../src/shared/sync/shared-game'

/** Each hand's versions written at the same time on two devices, as Automerge keeps them. */
export function concurrentVersionsOf(doc: Automerge.Doc<SharedGameDoc>) {
  return (handId: string): HandVersion[] =>
    Object.values(
      Automerge.getConflicts(doc.hands[handId]!, 'version') ?? {},
    ) as unknown as HandVersion[]
}
