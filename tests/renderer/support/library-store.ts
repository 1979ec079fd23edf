import { createApp } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { createCasebook } from '../../../src/renderer/src/casebook'
import type { SummaryCache } from '../../../src/renderer/src/game/summary-cache'
import type { Platform } from '../../../src/renderer/src/platform'
import { routes } from '../../../src/renderer/src/router'
import { useLibraryStore } from '../../../src/renderer/src/stores/library'

/** The library store as the app builds it, over a platform (and a summary cache, if given). */
export function libraryOver(test: { platform: Platform }, summaryCache?: SummaryCache) {
  const app = createApp({ render: () => null })
  app.use(
    createCasebook({
      platform: test.platform,
      storage: null,
      languages: ['en'],
      router: createRouter({ history: createMemoryHistory(), routes }),
      ...(summaryCache && { summaryCache }),
    }),
  )
  return app.runWithContext(() => useLibraryStore())
}
