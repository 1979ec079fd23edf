import { mount } from '@vue/test-utils'
import App from '../../../src/renderer/src/App.vue'
import { createCasebook, type CasebookOptions } from '../../../src/renderer/src/casebook'
import { createTestPlatform } from './test-platform'

/**
 * The whole app as main.ts starts it, in jsdom: real Pinia, real vue-i18n over the shared
 * catalog, and localStorage and navigator.languages unless a test passes its own.
 */
export function mountApp(options: Partial<CasebookOptions> = {}) {
  const platform = options.platform ?? createTestPlatform().platform
  return mount(App, {
    attachTo: document.body,
    global: { plugins: [createCasebook({ ...options, platform })] },
  })
}
