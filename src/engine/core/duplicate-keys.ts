import { formatPath, type PathSegment } from './problems'
import { reservedKeys } from './reserved-keys'

/**
 * JSON.parse keeps the last of two equal keys in an object and drops the first without a word
 * (`{"poole": 3, "poole": 5}` reads as 5). A file a person edited by hand can hold that, so the
 * engine looks for it in the text: the scan jumps from one bracket or string to the next, and
 * compares each key with the keys before it in the same object. Only for the first duplicate
 * found does it pay for a second scan that works out where it stands.
 */
export function firstDuplicateKey(text: string): { path: string; key: string } | null {
  const scan = duplicateOffset(text, Infinity)
  return scan.offset === null ? null : locate(text, scan.offset)
}

/**
 * How many arrays and objects deep a log may nest. No game log needs more than about 8; far
 * deeper, a value can be read but not written back (`JSON.stringify` runs out of stack).
 */
export const maxNestingDepth = 64

export interface KeyScan {
  /** The first key written twice in one object, where it stands; null when none is. */
  duplicate: { path: string; key: string } | null
  /** Where the first array or object nested deeper than `maxNestingDepth` stands; or null. */
  tooDeep: { path: string } | null
  /**
   * Whether a key is one JavaScript gives a meaning of its own (`__proto__`...), escapes
   * decoded: the same scan answers it, so the text is not searched again for them.
   */
  reservedKey: boolean
}

/**
 * Every key of a JSON text, once: the first written twice, and whether any is reserved; the
 * scan stops at a container nested too deep, which is said instead.
 */
export function scanKeys(text: string): KeyScan {
  const scan = duplicateOffset(text, maxNestingDepth)
  if (scan.offset === null) return { duplicate: null, tooDeep: null, reservedKey: scan.reservedKey }
  const found = locate(text, scan.offset)
  return scan.tooDeep
    ? { duplicate: null, tooDeep: { path: found.path }, reservedKey: scan.reservedKey }
    : { duplicate: found, tooDeep: null, reservedKey: scan.reservedKey }
}

/**
 * `scanKeys` for a text JSON.parse has just read as `value`, cheaper in the common case. Each
 * key of the text ends with a quote before its colon; counted there (a colon right after a
 * quote), they are at least the text's keys, and exactly those when no colon follows a space.
 * The value holds as many keys as the text, less one for each key written twice (and for the
 * keys within what it replaced): equal counts mean no key is written twice. The same walk of
 * the value tells how deep it nests and whether a key is reserved. A text with a colon after a
 * space, a count that differs or a value nested too deep is scanned, which says where.
 */
export function scanKeysOf(text: string, value: unknown): KeyScan {
  const keys = { count: 0, reserved: false }
  if (!countKeys(value, 0, keys) || keys.count !== keyColons(text)) return scanKeys(text)
  return { duplicate: null, tooDeep: null, reservedKey: keys.reserved }
}

/**
 * Counts the keys of a parsed value's objects into `keys`, noting a reserved one; false when a
 * container is nested `maxNestingDepth` deep (the recursion stops there).
 */
function countKeys(value: unknown, depth: number, keys: { count: number; reserved: boolean }) {
  if (typeof value !== 'object' || value === null) return true
  if (depth === maxNestingDepth) return false
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) if (!countKeys(item, depth + 1, keys)) return false
    return true
  }
  const object = value as Record<string, unknown>
  for (const key in object) {
    keys.count += 1
    keys.reserved ||= reservedKeys.has(key)
    if (!countKeys(object[key], depth + 1, keys)) return false
  }
  return true
}

/**
 * The colons right after a quote, or -1 when a colon follows a space, tab or line break (a key
 * written `"a" : 1` would not be counted). Colons within strings may add to the count, never
 * take from it.
 */
function keyColons(text: string): number {
  let count = 0
  for (let at = text.indexOf(':'); at >= 0; at = text.indexOf(':', at + 1)) {
    const before = text.charCodeAt(at - 1)
    if (before === quote) count += 1
    else if (before === 0x20 || before === 0x0a || before === 0x0d || before === 0x09) return -1
  }
  return count
}

const quote = 0x22
const backslash = 0x5c
const colon = 0x3a
const openObject = 0x7b
const openArray = 0x5b

interface Stop {
  /** The opening quote of the first repeated key, or bracket of the first too deep; or null. */
  offset: number | null
  tooDeep: boolean
  reservedKey: boolean
}

/**
 * Where the scan stops: the first key that repeats one of its object's keys, or the first
 * bracket nested too deep; and whether a key before it is reserved. `test` moves on without
 * making a match object per stop.
 */
function duplicateOffset(text: string, maxDepth: number): Stop {
  const keysByDepth: string[][] = []
  const isObject: boolean[] = []
  let depth = -1
  let reservedKey = false
  const stops = /["{}[\]]/g
  while (stops.test(text)) {
    const at = stops.lastIndex - 1
    const code = text.charCodeAt(at)
    if (code === quote) {
      const end = closingQuote(text, at)
      if (end < 0) return { offset: null, tooDeep: false, reservedKey }
      stops.lastIndex = end + 1
      if (!isObject[depth] || !isFollowedByColon(text, end + 1)) continue
      const key = keyText(text, at, end)
      const keys = keysByDepth[depth]!
      if (keys.includes(key)) return { offset: at, tooDeep: false, reservedKey }
      keys.push(key)
      reservedKey ||= reservedKeys.has(key)
    } else if (code === openObject || code === openArray) {
      depth += 1
      if (depth === maxDepth) return { offset: at, tooDeep: true, reservedKey }
      isObject[depth] = code === openObject
      const keys = keysByDepth[depth]
      if (keys) keys.length = 0
      else keysByDepth[depth] = []
    } else {
      depth -= 1
    }
  }
  return { offset: null, tooDeep: false, reservedKey }
}

/** Where the string opened at `open` ends: the next quote not escaped by a backslash. */
function closingQuote(text: string, open: number): number {
  let end = text.indexOf('"', open + 1)
  while (end > 0) {
    let backslashes = 0
    while (text.charCodeAt(end - 1 - backslashes) === backslash) backslashes += 1
    if (backslashes % 2 === 0) return end
    end = text.indexOf('"', end + 1)
  }
  return -1
}

function isFollowedByColon(text: string, from: number): boolean {
  let at = from
  let code = text.charCodeAt(at)
  while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) {
    at += 1
    code = text.charCodeAt(at)
  }
  return code === colon
}

/** A key as JSON.parse reads it: escapes (`"\u0061"` is "a") only decoded when there are any. */
function keyText(text: string, open: number, close: number): string {
  const raw = text.slice(open + 1, close)
  return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw
}

/**
 * The path of the key whose opening quote is at `offset`, or of the value whose bracket is
 * there, from a scan that keeps track of it.
 */
function locate(text: string, offset: number): { path: string; key: string } {
  const path: PathSegment[] = []
  const isObject: boolean[] = []
  const stops = /["{}[\],]/g
  for (let match = stops.exec(text); match !== null; match = stops.exec(text)) {
    const at = match.index
    const character = text[at]
    if (character === '"') {
      const end = closingQuote(text, at)
      stops.lastIndex = end + 1
      if (!isObject.at(-1) || !isFollowedByColon(text, end + 1)) continue
      const key = keyText(text, at, end)
      if (at === offset) return { path: formatPath([...path.slice(0, -1), key]), key }
      path[path.length - 1] = key
    } else if (character === '{' || character === '[') {
      if (at === offset) return { path: formatPath(path), key: '' }
      isObject.push(character === '{')
      path.push(character === '{' ? '' : 0)
    } else if (character === '}' || character === ']') {
      isObject.pop()
      path.pop()
    } else if (!isObject.at(-1)) {
      path[path.length - 1] = (path.at(-1) as number) + 1
    }
  }
  return { path: '', key: '' }
}
