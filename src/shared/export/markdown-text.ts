/**
 * Text that is data (a player name, a title, a note) made inert in Markdown: it reads as typed
 * and can never become markup, a link, HTML or an extra table cell. Kept on one line, so it
 * cannot end a table row or start a block of its own.
 */
export function markdownText(value: string): string {
  return (
    value
      .replace(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/g, ' ')
      // Inline syntax, entities and HTML, table cells, math ($) and strikethrough (~).
      .replace(/[\\`*_{}[\]<>#|~&$@]/g, '\\$&')
      // GitHub's bare links: "www.example.com", "https://example.com" (and "a@b.org", above).
      .replace(/(www)\./gi, '$1\\.')
      .replace(/:(?=\/\/)/g, '\\:')
      // What starts a block at the start of a line: a list item, a setext underline.
      .replace(/^(\s*)([-+=])/, '$1\\$2')
      .replace(/^(\s*\d+)([.)])/, '$1\\$2')
  )
}
