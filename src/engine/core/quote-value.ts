/** Longest quoted value a message shows; a whole hand pasted in a field would drown the message. */
const maxQuotedLength = 60

/**
 * A value found in a file, written so a message can quote it: any JSON value (and anything
 * else a stored record may hold) gives text, and nothing it contains is ever called. Strings
 * come as they are; objects and arrays as compact JSON; cut short when long.
 */
export function quoteValue(value: unknown): string {
  // An empty string would leave a hole in the sentence: it is shown as the JSON it was.
  if (value === '') return '""'
  return shorten(typeof value === 'string' ? value : describe(value))
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (typeof value === 'bigint') return `${value}`
  if (typeof value === 'function' || typeof value === 'symbol') return typeof value
  try {
    // Parsed JSON always stringifies; a stored record could hold a cycle.
    return JSON.stringify(value) ?? typeof value
  } catch {
    return typeof value
  }
}

/**
 * A text as a message quotes it: whole, or cut short with "…" past `most` characters. Counts
 * characters only as far as the cut: a value may be a string of millions.
 */
export function shorten(text: string, most = maxQuotedLength): string {
  if (text.length <= most) return text
  const characters: string[] = []
  for (const character of text) {
    if (characters.length === most) return `${characters.slice(0, most - 1).join('')}…`
    characters.push(character)
  }
  return text
}

/**
 * A problem's params as a message quotes them: a string param longer than a quote (a player id
 * of 50 MB) is cut like any quoted value, the others are left as they are.
 */
export function quotedParams<T extends Record<string, unknown>>(params: T): T {
  let quoted: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && value.length > maxQuotedLength) {
      quoted ??= { ...params }
      quoted[key] = shorten(value)
    }
  }
  return (quoted ?? params) as T
}
