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
          include: ['tests/{engine,cli,main,shared,storage}/**/*.test.ts'],
        },
      },
      {
        plugins: [vue()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['tests/renderer/**/*.test.ts'],
        },
      },
    ],
  },
})
