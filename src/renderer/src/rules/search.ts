/**
 * Searching the rules reference as players type at the table: case, accents, ligatures and the
 * kind of apostrophe do not matter, and every word typed must appear somewhere in the entry.
 */

const marks = /\p{M}/gu
const apostrophes = /[\u2018\u2019\u02bc\u2032`]/g
const spaces = /\s+/gu

/** Lower case, without accents: "Défausser l’Œuvre" → "defausser l'oeuvre". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(marks, '')
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replaceAll('ß', 'ss')
    .replace(apostrophes, "'")
    .replace(spaces, ' ')
    .trim()
}

/** The words of a query, normalized; an empty list for a blank query. */
export function searchTerms(query: string): string[] {
  const normalized = normalizeForSearch(query)
  return normalized === '' ? [] : normalized.split(' ')
}

/** Whether normalized text holds every term (a blank query matches everything). */
export function matchesTerms(normalizedText: string, terms: readonly string[]): boolean {
  return terms.every((term) => normalizedText.includes(term))
}
