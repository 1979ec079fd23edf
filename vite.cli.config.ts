import { relative } from 'node:path'
import { defineConfig, type Plugin } from 'vite'

/**
 * The `casebook` command as a Node script with its npm dependencies bundled in: one file to read
 * at start-up, no package resolution, and only the code it uses. Built by `npm install`
 * (`prepare`) and `npm run build`; `scripts/casebook.mjs` rebuilds it when its sources changed.
 */
export default defineConfig({
  // vue-i18n's core in its production form: no development warnings or checks per message.
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __INTLIFY_PROD_DEVTOOLS__: 'false',
    __INTLIFY_DROP_MESSAGE_COMPILER__: 'false',
  },
  ssr: { noExternal: true },
  plugins: [listInputs()],
  build: {
    ssr: 'src/cli/casebook.ts',
    outDir: 'out/cli',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      output: {
        entryFileNames: 'casebook.js',
        chunkFileNames: '[name]-[hash].js',
        banner: '#!/usr/bin/env node',
        // One file, the words it loads on demand included: a file per game's words cost each
        // start a read of its own (the registry loads them lazily for the web app's sake).
        codeSplitting: false,
      },
    },
  },
})

/** Writes `inputs.json`, the project files the bundle was made from, to tell when it is stale. */
function listInputs(): Plugin {
  return {
    name: 'casebook-cli-inputs',
    generateBundle(_options, bundle) {
      const root = process.cwd()
      const files = new Set<string>(['vite.cli.config.ts'])
      for (const output of Object.values(bundle))
        if (output.type === 'chunk')
          for (const id of output.moduleIds)
            if (id.startsWith(root) && !id.includes('/node_modules/')) files.add(relative(root, id))
      const inputs = [...files].sort()
      this.emitFile({ type: 'asset', fileName: 'inputs.json', source: JSON.stringify(inputs) })
    },
  }
}
