import { Automerge } from '@automerge/automerge-repo/slim'
import { draftLeafKeys } from '../../../shared/sync/shared-draft'
import type { SharedGameDoc } from '../../../shared/sync/shared-game'

/** A field of a hand's draft two devices changed at the same moment: the text each wrote. */
export interface DraftConflict {
  path: string[]
  /** The value every device now shows, as JSON text ('' for a removed key). */
  kept: string
  /** Every value written at that moment, the kept one included. */
  values: string[]
}

/**
 * The fields of hand `number`'s draft that two devices changed at once (Automerge's conflicts):
 * every device shows the same one of the values, and the device whose value lost says so.
 */
export function draftConflicts(doc: Automerge.Doc<SharedGameDoc>, number: number): DraftConflict[] {
  const drafts = doc.drafts
  if (!drafts) return []
  const conflicts: DraftConflict[] = []
  for (const { key, path } of draftLeafKeys(drafts, number)) {
    const values = Object.values(Automerge.getConflicts(drafts, key) ?? {}).filter(
      (value): value is string => typeof value === 'string',
    )
    if (new Set(values).size < 2) continue
    const kept = drafts[key]
    if (typeof kept === 'string') conflicts.push({ path, kept, values })
  }
  return conflicts
}
