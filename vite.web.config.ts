import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'

/** The renderer on its own, as a web page: the platform module picks the browser implementation. */
export const webPreviewPort = 4173

export default defineConfig({
  root: 'src/renderer',
  base: './',
  plugins: [vue()],
  build: { outDir: '../../dist/web', emptyOutDir: true },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', port: webPreviewPort, strictPort: true },
})
