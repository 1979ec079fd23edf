import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

export interface JsonExample {
  /** The line of the opening fence, 1-based, to name the block in a failure. */
  line: number
  text: string
  value: unknown
}

/** Every fenced block marked ```json in a Markdown page, parsed (a block that does not parse throws). */
export function jsonExamples(markdown: string): JsonExample[] {
  const examples: JsonExample[] = []
  const lines = markdown.split('\n')
  for (let start = 0; start < lines.length; start++) {
    if (lines[start]?.trim() !== '```json') continue
    const end = lines.findIndex((line, index) => index > start && line.trim() === '```')
    const text = lines.slice(start + 1, end).join('\n')
    try {
      examples.push({ line: start + 1, text, value: JSON.parse(text) })
    } catch (error) {
      throw new Error(`The json block at line ${start + 1} is not JSON: ${String(error)}`)
    }
    start = end
  }
  return examples
}

/**
 * The targets of a page's relative links, as written: inline links `[text](target)` outside code,
 * without their `#fragment`. Addresses with a scheme (`https:`, `mailto:`) and bare fragments are
 * left out.
 */
export function relativeLinks(markdown: string): string[] {
  const outsideCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  const targets = [...outsideCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  )
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURIComponent(target.split('#')[0] ?? ''))
}

/** Every Markdown file under a folder, as paths relative to `root`. */
export function markdownFilesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort()
}
