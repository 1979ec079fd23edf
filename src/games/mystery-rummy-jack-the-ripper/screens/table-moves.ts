import { cardOf, type SceneKey, type SuspectId, type VictimKey } from '../engine'
import type { HandDraft } from './draft'

/**
 * Tapping a card the deck holds once (a Suspect, a Victim, a Scene) in one area takes it out of
 * every other: one card cannot lie in two places. An Alibi in one area discards the one in play,
 * as the card does at the table.
 */
export type Listed = { suspects: SuspectId } & { victims: VictimKey } & { scenes: SceneKey }
export type ListField = 'suspects' | 'victims' | 'scenes'

const cardIdOf = (field: ListField, key: string) =>
  field === 'suspects'
    ? (`suspect-${key}` as const)
    : field === 'victims'
      ? (`victim-${key}` as const)
      : (`scene-${key}` as const)

export function toggleCard<F extends ListField>(
  draft: HandDraft,
  player: string,
  field: F,
  key: Listed[F],
  on: boolean,
): void {
  const single = cardOf(cardIdOf(field, key) as Parameters<typeof cardOf>[0]).count === 1
  for (const [owner, area] of Object.entries(draft.areas)) {
    const list = area[field] as string[]
    const has = list.includes(key)
    if (owner === player && on && !has) list.push(key)
    else if (has && (owner === player ? !on : on && single)) list.splice(list.indexOf(key), 1)
  }
}

/** Where a card the deck holds once lies, if anywhere. */
export function holderOf(draft: HandDraft, field: ListField, key: string): string | null {
  return (
    Object.entries(draft.areas).find(([, area]) => (area[field] as string[]).includes(key))?.[0] ??
    null
  )
}

export function setAlibi(draft: HandDraft, player: string, suspect: SuspectId | null): void {
  for (const [owner, area] of Object.entries(draft.areas)) {
    if (owner === player) area.alibi = suspect
    else if (suspect !== null) area.alibi = null
  }
}
