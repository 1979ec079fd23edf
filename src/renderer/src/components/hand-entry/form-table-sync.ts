import { applyChanges, changedLeaves } from '../../../../shared/sync/draft-tree'
import type { SharedDraftLink } from './hand-form'

const copyOf = <Values>(values: Values): Values => JSON.parse(JSON.stringify(values)) as Values

/** Whether one path is the other or lies under it: a change at one touches the other. */
function touches(a: readonly string[], b: readonly string[]): boolean {
  const shorter = Math.min(a.length, b.length)
  for (let index = 0; index < shorter; index++) if (a[index] !== b[index]) return false
  return true
}

/**
 * The form's side of a hand filled in from every device (decision 0072). `base` is the draft as
 * the table last had it, as far as this form knows: what the form changed since is sent, what
 * the table changed since is taken in. Neither overwrites a field the other did not change.
 */
export function formTableSync<Values extends object>(
  startText: string,
  link: (() => SharedDraftLink<Values> | undefined) | undefined,
) {
  let base: unknown = JSON.parse(startText)

  /** The table's draft as values of this game, or null while there is none it can read. */
  function tableValues(): Values | null {
    const current = link?.()
    const changes = current?.changes()
    if (!current || !changes) return null
    const values = JSON.parse(startText) as Record<string, unknown>
    applyChanges(values, changes)
    return current.read(values)
  }

  const sync = {
    /**
     * The values the form opens with when the table has a draft already, with what this
     * device kept (`kept`, typed here while the table did not have it) in the fields the table
     * left as they start: the form sends those once it is on screen.
     */
    opening(kept: Values | null): Values | null {
      const values = tableValues()
      if (values === null) return null
      base = copyOf(values)
      if (kept === null) return values
      const start: unknown = JSON.parse(startText)
      const tableChanged = changedLeaves(start, values).map((change) => change.path)
      const onlyHere = changedLeaves(start, kept).filter(
        (change) => !tableChanged.some((path) => touches(path, change.path)),
      )
      applyChanges(values as Record<string, unknown>, onlyHere)
      return values
    },
    send(values: Values): void {
      const current = link?.()
      if (!current) return
      const changes = changedLeaves(base, values)
      if (changes.length === 0) return
      if (current.write(changes)) base = values
    },
    /** Takes in what the table changed, after sending what this form changed not yet sent. */
    take(draft: Values): void {
      sync.send(copyOf(draft))
      const values = tableValues()
      if (values === null) return
      applyChanges(draft as Record<string, unknown>, changedLeaves(base, values))
      base = values
    },
  }
  return sync
}
