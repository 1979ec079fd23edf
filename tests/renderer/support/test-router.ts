import { createMemoryHistory, createRouter } from 'vue-router'
import { routes } from '../../../src/renderer/src/router'

/** The app's real routes in memory, so links (to the rules reference, say) resolve in tests. */
export function testRouter() {
  return createRouter({ history: createMemoryHistory(), routes })
}
