import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
    // Vitest's default, one worker fewer than there are cores, is a single worker on a 2-core
    // machine; the main process mostly waits on its workers, so two run side by side there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/{contract,engine,cli,main,shared,storage,sync-server,tooling}/**/*.test.ts',
            // A game's own tests mirror its source folder: tests/games/<id>/{engine,words,screens}.
            'tests/games/*/{engine,words,cli}/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [vue()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          // Each test file still gets a fresh jsdom window and fresh modules, in a new VM context
          // of a worker that stays up: a new process per file spent more time loading jsdom than
          // running the tests. A file that needs no DOM says `// @vitest-environment node`.
          pool: 'vmForks',
          // These tests mount the app, and Vite compiles each view the first time a test opens
          // it: 0.5 s idle, 2 to 6 s on a 2-core machine running another `npm test`.
          testTimeout: 20_000,
          setupFiles: [
            'tests/renderer/support/settle-fetches.ts',
            'tests/renderer/support/wait-longer.ts',
          ],
          include: ['tests/renderer/**/*.test.ts', 'tests/games/*/screens/**/*.test.ts'],
        },
      },
    ],
  },
})
