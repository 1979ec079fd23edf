import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { initialBundleBytes, type BuiltScript } from './bundle'

/** What sharing a game loads, by the source module that starts each part. */
const sharingParts = [
  { part: 'Automerge, its repository and network (table-repo)', module: '/sync/table-repo.ts' },
  { part: 'the game kept in step with the table (table-game)', module: '/sync/table-game.ts' },
  { part: "the device's name dialog", module: '/sharing/TableNameDialog.vue' },
  { part: 'the share dialog and its QR code', module: '/sharing/ShareDialog.vue' },
] as const
/** Sharing starts from a game's page: what that page loads is already there. */
const gamePage = '/views/GameView.vue'
const automerge = '/node_modules/@automerge/'

export interface DownloadedFile {
  file: string
  part: string
  bytes: number
  gzipped: number
}

export interface SharingDownload {
  first: { files: string[]; bytes: number; gzipped: number }
  sharing: DownloadedFile[]
  /** No file of the first download is one sharing loads, nor holds a module of Automerge. */
  automergeLeftOut: boolean
  /** The sharing files the installed app's service worker fetches with the rest of the app. */
  keptByServiceWorker: string[]
}

/**
 * The first download of the built web app (`root`, built by `buildApp`, which gave `scripts`)
 * against the files that sharing a game loads on demand: each part's script, the scripts it
 * imports and the files it names (stylesheets, Automerge's .wasm), less what the first download
 * and the game's page load anyway. Bytes as stored (the sync server sends them as they are) and
 * gzipped.
 */
export function sharingDownload(
  root: string,
  scripts: ReadonlyMap<string, BuiltScript>,
): SharingDownload {
  const holding = (module: string) => {
    const found = [...scripts].find(([, script]) =>
      script.modules.some((id) => id.endsWith(module)),
    )
    if (!found) throw new Error(`no script of the build holds ${module}`)
    return found[0]
  }
  const withWhatItLoads = (starts: readonly string[]) => {
    const files = new Set<string>()
    const waiting = [...starts]
    while (waiting.length > 0) {
      const file = waiting.pop()!
      if (files.has(file)) continue
      files.add(file)
      const script = scripts.get(file)
      if (script) waiting.push(...script.imports, ...script.assets)
    }
    return files
  }
  const first = initialBundleBytes(root).files
  const before = withWhatItLoads([...first, holding(gamePage)])
  const sharing: DownloadedFile[] = []
  for (const { part, module } of sharingParts) {
    for (const file of withWhatItLoads([holding(module)])) {
      if (before.has(file) || sharing.some((counted) => counted.file === file)) continue
      sharing.push({ file, part, ...sizeOf(join(root, file)) })
    }
  }
  const firstSizes = first.map((file) => sizeOf(join(root, file)))
  const serviceWorker = readFileSync(join(root, 'sw.js'), 'utf8')
  return {
    first: {
      files: first,
      bytes: firstSizes.reduce((sum, size) => sum + size.bytes, 0),
      gzipped: firstSizes.reduce((sum, size) => sum + size.gzipped, 0),
    },
    sharing,
    automergeLeftOut: first.every(
      (file) =>
        !sharing.some((loaded) => loaded.file === file) &&
        !scripts.get(file)?.modules.some((id) => id.includes(automerge)),
    ),
    keptByServiceWorker: sharing
      .map((loaded) => loaded.file)
      .filter((file) => serviceWorker.includes(file)),
  }
}

function sizeOf(path: string): { bytes: number; gzipped: number } {
  const content = readFileSync(path)
  return { bytes: content.length, gzipped: gzipSync(content).length }
}
