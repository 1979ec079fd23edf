import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every .ts and .vue file under a folder, as absolute paths. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|vue)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}
