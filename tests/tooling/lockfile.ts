/**
 * What `npm ci` needs from package-lock.json: every dependency a locked package declares,
 * optional ones included, has its own entry where Node would look for it. npm 11 leaves the
 * other platforms' optional binaries (rollup's, from vite-plugin-pwa's Workbox) out of a lock it
 * updates over an installed node_modules; `npm ci` then refuses the lock on every machine.
 */

export interface LockEntry {
  version?: string
  link?: boolean
  os?: string[]
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

export interface PackageLock {
  packages: Record<string, LockEntry>
}

export interface MissingEntry {
  /** The lock path of the package that declares the dependency ('' is the project itself). */
  from: string
  dependency: string
  wanted: string
  /** The version found where Node would look, when it is not the exact one asked for. */
  found?: string
}

const exactVersion = /^\d+\.\d+\.\d+(-[\w.]+)?$/

/** The lock entry Node would load for `dependency` required from the package at `from`. */
function resolve(lock: PackageLock, from: string, dependency: string): LockEntry | undefined {
  let base = from
  for (;;) {
    const entry = lock.packages[`${base ? `${base}/` : ''}node_modules/${dependency}`]
    if (entry || base === '') return entry
    const parent = base.lastIndexOf('/node_modules/')
    base = parent < 0 ? '' : base.slice(0, parent)
  }
}

/** Every declared dependency that has no entry in the lock, or not the exact version pinned. */
export function missingEntries(lock: PackageLock): MissingEntry[] {
  const missing: MissingEntry[] = []
  for (const [from, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue
    const declared = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(from === '' ? entry.devDependencies : {}),
    }
    for (const [dependency, wanted] of Object.entries(declared)) {
      const found = resolve(lock, from, dependency)
      if (!found) missing.push({ from, dependency, wanted })
      else if (exactVersion.test(wanted) && found.version !== wanted)
        missing.push({ from, dependency, wanted, found: found.version })
    }
  }
  return missing
}

/** The operating systems the lock holds one of `from`'s optional binaries for. */
export function platformsOf(lock: PackageLock, from: string): Set<string> {
  const optional = Object.keys(lock.packages[from]?.optionalDependencies ?? {})
  return new Set(optional.flatMap((dependency) => resolve(lock, from, dependency)?.os ?? []))
}
