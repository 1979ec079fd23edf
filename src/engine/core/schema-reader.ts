import * as v from 'valibot'
import { reservedKeys } from './reserved-keys'

/**
 * `v.safeParse`, fast when the value is valid: see `readValid`. Valibot reads an invalid value,
 * so every problem is reported as before.
 */
export function safeParse<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.SafeParseResult<TSchema> {
  const read = readValid(schema, value)
  if (read) return { typed: true, success: true, output: read.output, issues: undefined }
  return v.safeParse(schema, value)
}

/**
 * What valibot reads a valid value as, or null when the schema refuses it. A reader made once
 * from the schema gives what valibot gives (the same keys in the same order, each object valibot
 * would make anew) without valibot's bookkeeping per value, but says nothing of what is wrong.
 * Where a value already has the shape valibot would give it, the reader keeps it rather than
 * copy it: the log read may share objects with the value (the engine never changes either).
 */
export function readValid<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): { output: v.InferOutput<TSchema> } | null {
  const output = readerOf(schema)(value)
  return output === invalid ? null : { output: output as v.InferOutput<TSchema> }
}

/**
 * Whether a schema is read by its own reader: each kind of schema a log uses is. Another kind
 * makes every value go to valibot, still right, only slower; a test names each game's schema.
 */
export function hasFastReader(schema: v.GenericSchema): boolean {
  return compile(schema) !== null
}

/** A reader's answer for a value the schema refuses. */
const invalid = Symbol('invalid')
/** What a reader gives: the value read, or `invalid`. */
type Reader = (value: unknown) => unknown

const readers = new WeakMap<v.GenericSchema, Reader>()

function readerOf(schema: v.GenericSchema): Reader {
  let reader = readers.get(schema)
  if (!reader) {
    reader = compile(schema) ?? (() => invalid)
    readers.set(schema, reader)
  }
  return reader
}

/** The parts of valibot's schemas a reader needs, which its public types do not all name. */
interface SchemaParts {
  kind: string
  type: string
  async: boolean
  pipe?: readonly SchemaParts[]
  entries?: Record<string, SchemaParts>
  item?: SchemaParts
  key?: SchemaParts | string
  value?: SchemaParts
  wrapped?: SchemaParts
  options?: readonly unknown[]
  literal?: unknown
  check?: (value: unknown) => boolean
  default?: unknown
  fallback?: unknown
}

/**
 * A reader for a schema, following what valibot 1.x does for each kind (its `~run`), or null for
 * a kind it does not know or a schema with a default or fallback (which valibot fills in).
 */
function compile(schema: v.GenericSchema | SchemaParts): Reader | null {
  const parts = schema as SchemaParts
  if (parts.async || parts.default !== undefined || parts.fallback !== undefined) return null
  if (parts.pipe) return compilePipe(parts.pipe)
  switch (parts.type) {
    case 'string':
      return (value) => (typeof value === 'string' ? value : invalid)
    case 'number':
      return (value) => (typeof value === 'number' && !Number.isNaN(value) ? value : invalid)
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : invalid)
    case 'unknown':
      return (value) => value
    case 'literal': {
      const literal = parts.literal
      return (value) => (sameValueZero(value, literal) ? value : invalid)
    }
    case 'picklist': {
      const options = parts.options ?? []
      return (value) => (options.includes(value) ? value : invalid)
    }
    case 'custom': {
      const check = parts.check!
      return (value) => (check(value) ? value : invalid)
    }
    case 'optional':
    case 'nullable':
      return compileWrapped(parts)
    case 'array':
      return compileArray(parts.item!)
    case 'record':
      return compileRecord(parts)
    case 'loose_object':
    case 'strict_object':
    case 'object':
      return compileObject(parts)
    case 'variant':
      return compileVariant(parts)
    case 'union':
      return compileUnion(parts.options as SchemaParts[])
    default:
      return null
  }
}

function sameValueZero(value: unknown, other: unknown): boolean {
  return value === other || (Number.isNaN(value) && Number.isNaN(other))
}

/** Each step reads what the one before gave; metadata steps do nothing. */
function compilePipe(pipe: readonly SchemaParts[]): Reader | null {
  const steps: Reader[] = []
  for (const item of pipe) {
    if (item.kind === 'metadata') continue
    const step = item.kind === 'schema' ? compile(item) : null
    if (!step) return null
    steps.push(step)
  }
  if (steps.length === 0) return null
  return steps.reduce((first, then) => (value) => {
    const read = first(value)
    return read === invalid ? invalid : then(read)
  })
}

function compileWrapped(parts: SchemaParts): Reader | null {
  const inner = compile(parts.wrapped!)
  if (!inner) return null
  const empty = parts.type === 'optional' ? undefined : null
  return (value) => (value === empty ? value : inner(value))
}

function isPlainArray(value: unknown[]): boolean {
  return Object.getPrototypeOf(value) === Array.prototype
}

function isPlainObject(value: object): boolean {
  return Object.getPrototypeOf(value) === Object.prototype
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key)

/** A key valibot copies from an object: its own, and not one JavaScript gives a meaning to. */
function isCopiedKey(object: object, key: string): boolean {
  return hasOwn(object, key) && !reservedKeys.has(key)
}

/** A new array as valibot makes one; the array itself when that would be the same. */
function compileArray(item: SchemaParts): Reader | null {
  const readItem = compile(item)
  if (!readItem) return null
  return (value) => {
    if (!Array.isArray(value)) return invalid
    let copy: unknown[] | null = isPlainArray(value) ? null : []
    for (let index = 0; index < value.length; index += 1) {
      const element: unknown = value[index]
      const read = readItem(element)
      if (read === invalid) return invalid
      if (copy === null && read !== element) copy = value.slice(0, index)
      copy?.push(read)
    }
    return copy ?? value
  }
}

/** Keys are strings, whatever their value: only `v.string()` keys are read here. */
function compileRecord(parts: SchemaParts): Reader | null {
  const key = parts.key as SchemaParts
  const readValue = compile(parts.value!)
  if (!readValue || key.type !== 'string' || key.pipe || key.default !== undefined) return null
  return (value) => {
    if (!value || typeof value !== 'object') return invalid
    const object = value as Record<string, unknown>
    let copy: Record<string, unknown> | null = isPlainObject(object) ? null : {}
    for (const field in object) {
      if (!isCopiedKey(object, field)) {
        copy ??= copiedUntil(object, field)
        continue
      }
      const entry = object[field]
      const read = readValue(entry)
      if (read === invalid) return invalid
      if (copy === null && read !== entry) copy = copiedUntil(object, field)
      if (copy !== null) copy[field] = read
    }
    return copy ?? object
  }
}

/** The copy of an object's keys before `stop`, each of which was read as itself. */
function copiedUntil(object: Record<string, unknown>, stop: string): Record<string, unknown> {
  const copy: Record<string, unknown> = {}
  for (const field in object) {
    if (field === stop) break
    copy[field] = object[field]
  }
  return copy
}

/** Marks an entry read as itself in the list of what an object's entries read as. */
const unchanged = Symbol('unchanged')

/**
 * An object with known entries: valibot's output has the entries present, in the schema's
 * order, then (loose) the object's other keys, or (strict) refuses any other key, or (plain
 * `object`) drops them. The object itself is kept when that is the order it already has.
 */
function compileObject(parts: SchemaParts): Reader | null {
  const entries = parts.entries!
  const keys = Object.keys(entries)
  const reads: Reader[] = []
  const required: boolean[] = []
  const position = new Map<string, number>()
  for (const [index, key] of keys.entries()) {
    const read = compile(entries[key]!)
    // An index-like key would come first whatever the order: not worth the exception.
    if (!read || /^\d+$/.test(key)) return null
    reads.push(read)
    required.push(entries[key]!.type !== 'optional')
    position.set(key, index)
  }
  const others =
    parts.type === 'loose_object' ? 'kept' : parts.type === 'strict_object' ? 'refused' : 'dropped'
  return (value) => {
    if (!value || typeof value !== 'object') return invalid
    const object = value as Record<string, unknown>
    let readAs: unknown[] | null = null
    let present = 0
    for (let index = 0; index < keys.length; index += 1) {
      const key = keys[index]!
      if (!(key in object)) {
        if (required[index]) return invalid
        continue
      }
      present += 1
      const entry = object[key]
      const read = reads[index]!(entry)
      if (read === invalid) return invalid
      if (read !== entry) {
        readAs ??= keys.map(() => unchanged)
        readAs[index] = read
      }
    }
    let same = readAs === null && !Array.isArray(object) && isPlainObject(object)
    if (same || others === 'refused') {
      // In order: each known key after the one before, and all before any other key.
      let last = -1
      let seen = 0
      let other = false
      for (const field in object) {
        const index = position.get(field)
        if (index === undefined) {
          if (others === 'refused') return invalid
          other = true
          if (others === 'dropped' || !isCopiedKey(object, field)) same = false
        } else {
          if (other || index < last) same = false
          last = index
          seen += 1
        }
      }
      if (seen !== present) same = false
    }
    if (same) return object
    const copy: Record<string, unknown> = {}
    for (let index = 0; index < keys.length; index += 1) {
      const key = keys[index]!
      if (!(key in object)) continue
      const read = readAs === null ? unchanged : readAs[index]
      copy[key] = read === unchanged ? object[key] : read
    }
    if (others === 'kept') {
      for (const field in object) {
        if (isCopiedKey(object, field) && !position.has(field)) copy[field] = object[field]
      }
    }
    return copy
  }
}

/**
 * Options told apart by a literal under `key`, each a different one: the option whose literal
 * the value has reads it. Nested variants or options of another shape are left to valibot.
 */
function compileVariant(parts: SchemaParts): Reader | null {
  const key = parts.key as string
  const literals: unknown[] = []
  const reads: Reader[] = []
  for (const option of parts.options as SchemaParts[]) {
    const discriminator = option.entries?.[key]
    const read = compile(option)
    if (!read || option.pipe || discriminator?.type !== 'literal' || discriminator.pipe) return null
    if (literals.some((literal) => sameValueZero(literal, discriminator.literal))) return null
    literals.push(discriminator.literal)
    reads.push(read)
  }
  return (value) => {
    if (!value || typeof value !== 'object' || !(key in value)) return invalid
    const found = (value as Record<string, unknown>)[key]
    const index = literals.findIndex((literal) => sameValueZero(found, literal))
    return index < 0 ? invalid : reads[index]!(value)
  }
}

/** The first option that reads the value gives what it reads as. */
function compileUnion(options: readonly SchemaParts[]): Reader | null {
  const reads: Reader[] = []
  for (const option of options) {
    const read = compile(option)
    if (!read) return null
    reads.push(read)
  }
  return (value) => {
    for (const read of reads) {
      const output = read(value)
      if (output !== invalid) return output
    }
    return invalid
  }
}
