import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createMemoryHistory, createRouter, type Router } from 'vue-router'
import { loadRulesFigures } from '../../../src/renderer/src/rules/figures'
import { loadReference, referenceGames } from '../../../src/renderer/src/rules/references'
import RulesView from '../../../src/renderer/src/views/RulesView.vue'
import { createCasebookI18n, type Locale } from '../../../src/shared/i18n'

export interface MountedRules {
  wrapper: VueWrapper
  router: Router
  i18n: ReturnType<typeof createCasebookI18n>
  /** The elements scrollIntoView was called on, in order. */
  scrolled: Element[]
}

/**
 * The rules page as the app will show it: the real vue-i18n over the shared catalog and a memory
 * router with the `/rules/:game?` route, attached to the document so focus behaves as in a browser.
 * jsdom does not scroll, so scrollIntoView is recorded instead. Every game's reference is fetched
 * first, as the page fetches it, so a test that moves to another game need not wait for it.
 */
export async function mountRules(path = '/rules', locale: Locale = 'en'): Promise<MountedRules> {
  await Promise.all(referenceGames.flatMap((game) => [loadReference(game), loadRulesFigures(game)]))
  const scrolled: Element[] = []
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    writable: true,
    value: function (this: Element) {
      scrolled.push(this)
    },
  })
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/rules/:game?', name: 'rules', component: RulesView },
      { path: '/', name: 'home', component: { render: () => null } },
    ],
  })
  await router.push(path)
  await router.isReady()
  const i18n = createCasebookI18n(locale)
  const wrapper = mount(RulesView, {
    global: { plugins: [router, i18n] },
    attachTo: document.body,
  })
  await flushPromises()
  return { wrapper, router, i18n, scrolled }
}

/** The keys of the entries a reader can see. */
export function shownEntries(wrapper: VueWrapper): string[] {
  return wrapper
    .findAll('article[data-entry]')
    .filter((entry) => entry.isVisible())
    .map((entry) => entry.attributes('data-entry')!)
}

export function shownSections(wrapper: VueWrapper): string[] {
  return wrapper
    .findAll('section[data-section]')
    .filter((section) => section.isVisible())
    .map((section) => section.attributes('data-section')!)
}

export async function search(wrapper: VueWrapper, text: string): Promise<void> {
  await wrapper.get('input[type="search"]').setValue(text)
}

/** Undoes what mountRules added to the document. */
export function cleanUpRules(): void {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
  document.body.innerHTML = ''
}
