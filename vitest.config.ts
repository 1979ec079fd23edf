import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{contract,engine,cli,main,shared,storage,tooling}/**/*.test.ts'],
        },
      },
      {
        plugins: [vue()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          // These tests mount the app, and Vite compiles each view the first time a test opens
          // it: 0.5 s idle, 2 to 6 s on a 2-core machine running another `npm test`.
          testTimeout: 20_000,
          include: ['tests/renderer/**/*.test.ts'],
        },
      },
    ],
  },
})
