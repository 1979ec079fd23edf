import { sha1 } from '@noble/hashes/legacy'

/**
 * Casebook's own namespace for name-based UUIDs: drawn at random once (decision 0078) and never
 * to change, or every play exported before would come back as a new one.
 */
export const casebookNamespace = '89ca5c83-c4f1-4727-923c-5c835d5b3aad'

/**
 * The UUID of a thing Casebook exports (a play, a person, a game), the same at every export:
 * RFC 9562 version 5 (SHA-1 of the namespace and a name), the name being the JSON text of
 * `[kind, id]` in UTF-8. JSON keeps every id apart, even one holding a lone surrogate half that
 * UTF-8 alone would turn into U+FFFD. Upper case, as BG Stats writes its own.
 */
export function stableUuid(kind: string, id: string): string {
  return uuidV5(casebookNamespace, new TextEncoder().encode(JSON.stringify([kind, id])))
}

/** RFC 9562, section 5.5: the first 16 bytes of SHA-1(namespace + name), version and variant set. */
export function uuidV5(namespace: string, name: Uint8Array): string {
  const space = hexBytes(namespace.replaceAll('-', ''))
  const joined = new Uint8Array(space.length + name.length)
  joined.set(space)
  joined.set(name, space.length)
  const bytes = sha1(joined).slice(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ]
    .join('-')
    .toUpperCase()
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from({ length: hex.length / 2 }, (_, at) =>
    parseInt(hex.slice(at * 2, at * 2 + 2), 16),
  )
}
