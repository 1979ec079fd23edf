import { defineConfig } from 'vite'

/** The `casebook` command as one Node script; its npm dependencies stay external. */
export default defineConfig({
  build: {
    ssr: 'src/cli/casebook.ts',
    outDir: 'out/cli',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      output: { entryFileNames: 'casebook.js', banner: '#!/usr/bin/env node' },
    },
  },
})
