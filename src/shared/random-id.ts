/** What the id needs from Web Crypto: only random bytes, which every page may ask for. */
export interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>
}

const hex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

/**
 * A random id in the format of the Web Crypto random UUID (RFC 4122 version 4, lower case), the
 * format of every game, hand and document id already saved. Built on `getRandomValues`, which
 * a page served over plain http from a network address has too: `randomUUID` exists only in a
 * secure context (decision 0061). Node 20 and every browser have `globalThis.crypto`.
 */
export function randomId(random: RandomSource = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16))
  // Version 4 in the high nibble of byte 6; the RFC 4122 variant (10xx) in byte 8.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const h = Array.from(bytes, (byte) => hex[byte]!)
  return [
    h.slice(0, 4).join(''),
    h.slice(4, 6).join(''),
    h.slice(6, 8).join(''),
    h.slice(8, 10).join(''),
    h.slice(10, 16).join(''),
  ].join('-')
}
