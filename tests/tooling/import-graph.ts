import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * Static imports and re-exports of a relative path (`import … from`, `export … from`, bare
 * `import '…'`). `import type` and `export type` are left out: they are erased when compiled,
 * so they cannot make a module run before another it needs.
 */
const staticImport =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g

/** Every .ts and .vue file under a folder, as absolute paths. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|vue)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, join(base, 'index.ts')]
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null
}

/** The relative files each source file imports statically (dynamic `import()` is a lazy edge). */
export function importGraph(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(folder)) {
    const text = readFileSync(file, 'utf8')
    const targets = [...text.matchAll(staticImport)]
      .map(([, specifier]) => (specifier === undefined ? null : resolveImport(file, specifier)))
      .filter((target): target is string => target !== null)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** Every cycle found by a depth-first walk, each as the files around it, relative to `root`. */
export function importCycles(graph: Map<string, string[]>, root: string): string[][] {
  const cycles: string[][] = []
  const done = new Set<string>()
  const onPath: string[] = []
  const visit = (file: string): void => {
    const at = onPath.indexOf(file)
    if (at >= 0) {
      cycles.push([...onPath.slice(at), file].map((path) => relative(root, path)))
      return
    }
    if (done.has(file)) return
    onPath.push(file)
    for (const target of graph.get(file) ?? []) visit(target)
    onPath.pop()
    done.add(file)
  }
  for (const file of graph.keys()) visit(file)
  return cycles
}
