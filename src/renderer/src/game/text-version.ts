/** The content version of a log's stored text; the same as `contentVersion` of the log it holds
 * (content-version.ts). */
export function textVersion(text: string): string {
  let first = 0xdeadbeef
  let second = 0x41c6ce57
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    first = Math.imul(first ^ code, 2654435761)
    second = Math.imul(second ^ code, 1597334677)
  }
  first =
    Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909)
  second =
    Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909)
  const hash = 4294967296 * (2097151 & second) + (first >>> 0)
  return `${text.length}:${hash.toString(36)}`
}
