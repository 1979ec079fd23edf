import { randomId } from '../../../shared/random-id'
import type { GameLog } from '../../../engine'
import { freshId } from './fresh-id'
import type { ImportPlanItem } from './plan'

/** What the user chose for a game already in the library. */
export type ConflictChoice = 'replace' | 'keep-both' | 'skip'

export interface ApplyOptions {
  /** Every id in the library, so a copy never takes one. */
  existingIds: Iterable<string>
  /** The title of a kept copy, in the user's language: "Friday (copy)". */
  copyTitle: (title: string) => string
  newId?: () => string
}

/** The title a game shows: its own, or its players' names. */
export function displayTitle(log: GameLog): string {
  return log.title ?? log.players.map((player) => player.name).join(' – ')
}

/**
 * The logs to save for a confirmed import, in the files' order: every new game, each conflict
 * as chosen (replace: the file's log under the existing id; keep both: a copy under a new id,
 * its title marked as a copy; skip, or no choice: nothing). Refused files give nothing.
 */
export function logsToImport(
  items: readonly ImportPlanItem[],
  choices: ReadonlyMap<number, ConflictChoice>,
  options: ApplyOptions,
): GameLog[] {
  const newId = options.newId ?? (() => randomId())
  const known = new Set(options.existingIds)
  for (const item of items) if (item.kind !== 'refused' && item.log.id) known.add(item.log.id)
  const logs: GameLog[] = []
  items.forEach((item, index) => {
    if (item.kind === 'new') logs.push(item.log)
    if (item.kind !== 'conflict') return
    const choice = choices.get(index) ?? 'skip'
    if (choice === 'replace') logs.push(item.log)
    if (choice === 'keep-both') {
      const id = freshId(known, newId)
      known.add(id)
      logs.push({ ...item.log, id, title: options.copyTitle(displayTitle(item.log)) })
    }
  })
  return logs
}
