import { readdir } from 'node:fs/promises'

/**
 * The `*.json` files directly in a folder, sorted by name (code unit order, the same on every
 * system); null when the path is not a folder, so the caller reads it as a file. Sub-folders
 * and files with other endings are not looked at.
 */
export async function jsonFilesIn(path: string): Promise<string[] | null> {
  let entries
  try {
    entries = await readdir(path, { withFileTypes: true })
  } catch {
    // Not a folder, or missing: reading it as a file says which, in the system's words.
    return null
  }
  return entries
    .filter((entry) => !entry.isDirectory() && entry.name.toLowerCase().endsWith('.json'))
    .map((entry) => entry.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}
