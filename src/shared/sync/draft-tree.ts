/*
 * A hand's draft as a tree of leaves (decision 0072): a plain object is a branch, anything else a
 * leaf. A device sends only the leaves it changed, so two devices filling two players' columns
 * never touch the same leaf and both edits survive the merge. An object with a `type` key is one
 * leaf all the same: it is a choice among shapes (an ending, say), and its fields merged one by
 * one could mix two shapes.
 */

/** One leaf (or branch) of the values that changed: its new value, or `removed`. */
export type DraftChange =
  { path: readonly string[]; value: unknown } | { path: readonly string[]; removed: true }

/** Whether a value is compared and written key by key: a plain object that is not a choice among shapes. */
export function isBranch(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !Object.prototype.hasOwnProperty.call(value, 'type')
  )
}

function sameLeaf(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * What changed from `base` to `next`, leaf by leaf: what a device writes after an edit (from
 * what it last wrote or read), and what it takes in from the document (from what it had).
 */
export function changedLeaves(base: unknown, next: unknown): DraftChange[] {
  const changes: DraftChange[] = []
  collect(base, next, [], changes)
  return changes
}

function collect(base: unknown, next: unknown, path: string[], changes: DraftChange[]): void {
  if (!isBranch(base) || !isBranch(next)) {
    if (!sameLeaf(base, next)) changes.push({ path, value: next })
    return
  }
  for (const key of Object.keys(base)) {
    if (!Object.prototype.hasOwnProperty.call(next, key)) {
      changes.push({ path: [...path, key], removed: true })
    }
  }
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue
    const before = Object.prototype.hasOwnProperty.call(base, key) ? base[key] : undefined
    if (before === undefined) changes.push({ path: [...path, key], value })
    else collect(before, value, [...path, key], changes)
  }
}

/**
 * Puts the changes into a form's values in place, so that a reactive form redraws the changed
 * fields only. The values are copied: the form never holds the document's own objects.
 */
export function applyChanges(values: Record<string, unknown>, changes: readonly DraftChange[]) {
  for (const change of changes) {
    if (change.path.length === 0) continue
    const removed = 'removed' in change
    const parent = branchAt(values, change.path.slice(0, -1), !removed)
    if (!parent) continue
    const key = change.path[change.path.length - 1]!
    if (removed) delete parent[key]
    else setOwn(parent, key, structuredCopy(change.value))
  }
}

/** The object at `path`, made on the way when `make` (over any value that is not an object). */
function branchAt(
  root: Record<string, unknown>,
  path: readonly string[],
  make: boolean,
): Record<string, unknown> | undefined {
  let node = root
  for (const key of path) {
    const inner = Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) {
      node = inner as Record<string, unknown>
    } else if (make) {
      const made: Record<string, unknown> = {}
      setOwn(node, key, made)
      node = made
    } else {
      return undefined
    }
  }
  return node
}

/** Sets a key as an own property: `__proto__` from another device is a key, never a prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  } else {
    target[key] = value
  }
}

function structuredCopy(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown)
}
