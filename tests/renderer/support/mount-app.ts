import { flushPromises, mount } from '@vue/test-utils'
import { createMemoryHistory, createRouter } from 'vue-router'
import App from '../../../src/renderer/src/App.vue'
import { createCasebook, type CasebookOptions } from '../../../src/renderer/src/casebook'
import { routes } from '../../../src/renderer/src/router'
import { createTestPlatform } from './test-platform'

/**
 * The whole app as main.ts starts it, in jsdom: real Pinia, real vue-i18n over the shared
 * catalog, the real routes (in memory), and localStorage and navigator.languages unless a test
 * passes its own. Resolves once the first screen has rendered.
 */
export async function mountApp(options: Partial<CasebookOptions> = {}, path = '/') {
  const platform = options.platform ?? createTestPlatform().platform
  const router = createRouter({ history: createMemoryHistory(), routes })
  const wrapper = mount(App, {
    attachTo: document.body,
    global: { plugins: [createCasebook({ ...options, platform, router })] },
  })
  await router.push(path)
  await router.isReady()
  await flushPromises()
  return wrapper
}
