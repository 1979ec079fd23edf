import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type InlineConfig, type Plugin } from 'vite'
import vue from '@vitejs/plugin-vue'
import { rendererDefines } from '../vite.web.config'

/** Builds a page with Vite into `outDir`, quietly. */
export async function buildPage(config: InlineConfig): Promise<void> {
  await build({ logLevel: 'warn', ...config })
}

export function buildBaseline(outDir: string): Promise<void> {
  return buildPage({
    configFile: false,
    root: join(import.meta.dirname, 'baseline'),
    base: './',
    plugins: [vue()],
    define: rendererDefines,
    build: { outDir, emptyOutDir: true },
  })
}

/** A script of a build: the source modules it holds, the scripts it imports, the files it names. */
export interface BuiltScript {
  modules: string[]
  imports: string[]
  /** The stylesheets and assets (a .wasm) it loads or links to. */
  assets: string[]
}

/** Builds the web app into `outDir`; resolves with its scripts, by file name (assets/...). */
export async function buildApp(outDir: string): Promise<Map<string, BuiltScript>> {
  const scripts = new Map<string, BuiltScript>()
  const recordScripts: Plugin = {
    name: 'bench-record-scripts',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue
        const named = item.viteMetadata
        scripts.set(item.fileName, {
          modules: item.moduleIds,
          imports: item.imports,
          assets: [...(named?.importedCss ?? []), ...(named?.importedAssets ?? [])],
        })
      }
    },
  }
  await buildPage({
    configFile: join(import.meta.dirname, '../vite.web.config.ts'),
    plugins: [recordScripts],
    build: { outDir, emptyOutDir: true },
  })
  return scripts
}

/**
 * The bytes a first visit must fetch before the page can run: the scripts, module preloads and
 * stylesheets the built index.html names, gzipped. Chunks loaded later (a view, the chart) are not.
 */
export function initialBundleBytes(outDir: string): { files: string[]; gzipped: number } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  )
  const gzipped = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length,
    0,
  )
  return { files, gzipped }
}
