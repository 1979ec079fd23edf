/**
 * A person across the library is known by name (issue 23): trimmed, in Unicode NFC, and compared
 * without case, so "Ada", " ada " and "ADA" are one person. The key is what compares; the name
 * shown is one of the spellings that person was entered with.
 */
export function personKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase()
}

/** How a person is shown: the name as entered, trimmed and in NFC. */
export function personName(name: string): string {
  return name.trim().normalize('NFC')
}

/** Orders people by name without case (their keys), as every list of the history does. */
export function byPersonKey(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
