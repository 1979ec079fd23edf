import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import { withDesktopMetaPolicy } from './src/shared/content-security-policy'
import { rendererDefines } from './vite.web.config'

// Sandboxed preload scripts cannot be ES modules, so the preload bundle is CommonJS.
// The main bundle includes what it imports (valibot, vue-i18n and the vue it needs), so the
// installers ship no node_modules folder (electron-builder.yml).
export default defineConfig({
  main: {
    build: {
      externalizeDeps: false,
      rollupOptions: { input: { index: resolve('src/main/index.ts') } },
    },
    resolve: {
      alias: [
        // vue-i18n's menu words need Vue's runtime only, not its template compiler.
        { find: /^vue$/, replacement: 'vue/dist/vue.runtime.esm-bundler.js' },
        // The table server's Automerge (decision 0056): its Node entry reads its WebAssembly
        // from a file beside it, which the bundle does not have; this one carries it inline.
        {
          find: /^@automerge\/automerge$/,
          replacement: resolve(
            'node_modules/@automerge/automerge/dist/mjs/entrypoints/fullfat_base64.js',
          ),
        },
      ],
    },
    define: rendererDefines,
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    build: {
      minify: true,
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
    define: rendererDefines,
    plugins: [
      vue(),
      // The window may reach the table server's WebSocket on 127.0.0.1 (decision 0056).
      { name: 'casebook-desktop-csp', transformIndexHtml: withDesktopMetaPolicy },
    ],
  },
})
