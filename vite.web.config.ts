import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'

/** The renderer on its own, as a web page: the platform module picks the browser implementation. */
export const webPreviewPort = 4173

/** vue-i18n's compile-time flags: the Composition API only, so the legacy API is left out of the bundle. */
export const rendererDefines = {
  __VUE_I18N_FULL_INSTALL__: true,
  __VUE_I18N_LEGACY_API__: false,
  __INTLIFY_PROD_DEVTOOLS__: false,
}

export default defineConfig({
  root: 'src/renderer',
  base: './',
  plugins: [vue()],
  define: rendererDefines,
  build: { outDir: '../../dist/web', emptyOutDir: true },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', port: webPreviewPort, strictPort: true },
})
