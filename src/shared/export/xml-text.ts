/**
 * What an XML 1.0 attribute value cannot hold as it is: the markup characters, and tab, line
 * feed and carriage return (a parser would read each as a plain space); the control characters
 * and U+FFFE, U+FFFF, which XML 1.0 allows nowhere, not even as a reference; and a surrogate half
 * without its other half, which is no character.
 */
const unsafe =
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  /[&<>"'\t\n\r]|[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const references: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
}

/**
 * A text as an XML attribute value (between double quotes): the markup escaped, white space
 * kept as character references, and what XML cannot hold at all replaced by U+FFFD, the
 * replacement character. One pass over the text, whatever it holds.
 */
export function xmlAttribute(text: string): string {
  return text.replace(unsafe, (character) => references[character] ?? '\uFFFD')
}
