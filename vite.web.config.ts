import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { VitePWA } from 'vite-plugin-pwa'

/** The renderer on its own, as a web page: the platform module picks the browser implementation. */
export const webPreviewPort = 4173

/** vue-i18n's compile-time flags: the Composition API only, so the legacy API is left out of the bundle. */
export const rendererDefines = {
  __VUE_I18N_FULL_INSTALL__: true,
  __VUE_I18N_LEGACY_API__: false,
  __INTLIFY_PROD_DEVTOOLS__: false,
}

/**
 * The web build is an installable app that works offline once opened: a manifest, and a service
 * worker that keeps every file of the build (docs/decisions/0011). The desktop build has neither.
 */
const installableApp = VitePWA({
  // A new version waits until the reader chooses to reload into it: never swap code under a hand
  // being entered, nor reload the page by itself (docs/decisions/0022).
  registerType: 'prompt',
  // The app registers the worker itself, in its bundle (platform/app-updates.ts), to offer each
  // new version: no inline script, which the Content Security Policy does not allow.
  injectRegister: false,
  manifest: {
    id: './',
    name: 'Casebook',
    short_name: 'Casebook',
    // The one name reads the same in French and English; a description would be in one only.
    description: '',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: '#f5efe4',
    theme_color: '#7b1e2b',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  // Every screen, the chart and the rules' texts load lazily: all of them are kept, so a screen
  // first opened offline still opens.
  // Automerge's WebAssembly (3.6 MB) is kept the first time a game is shared or joined, not with
  // every install: a device that follows a game reloads it offline (decision 0055).
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    // So is the repository that runs it (200 KiB): a library never shared never fetches either.
    globIgnores: ['**/table-repo-*.js'],
    runtimeCaching: [
      {
        urlPattern: /\/table-repo-[^/]*\.js$/,
        handler: 'CacheFirst',
        options: { cacheName: 'casebook-table-repo', expiration: { maxEntries: 2 } },
      },
      {
        urlPattern: /\.wasm$/,
        handler: 'CacheFirst',
        options: { cacheName: 'casebook-wasm', expiration: { maxEntries: 2 } },
      },
    ],
  },
  // The icons are among the files above already.
  includeManifestIcons: false,
})

export default defineConfig({
  root: 'src/renderer',
  base: './',
  plugins: [vue(), installableApp],
  define: {
    ...rendererDefines,
    // Told apart in About as the version's build metadata (0.1.0+ID): set CASEBOOK_BUILD_ID to
    // name a deployed build. The desktop app's version is its installer's.
    'import.meta.env.CASEBOOK_BUILD_ID': JSON.stringify(process.env.CASEBOOK_BUILD_ID ?? ''),
    // Only this build writes a service worker (sw.js): the desktop build never registers one.
    'import.meta.env.CASEBOOK_SERVICE_WORKER': JSON.stringify(true),
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the first screen imports in one file: left to itself, the bundler splits
        // the modules the lazy screens share with it (Vue, vue-i18n, its own runtime, small
        // helpers) into six files, and each file gzips on its own (decision 0031).
        codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', port: webPreviewPort, strictPort: true },
})
