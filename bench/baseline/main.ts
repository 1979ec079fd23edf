// The smallest page built from the same stack as Casebook's renderer: Vue, Pinia and vue-i18n.
// `npm run bench` compares the app's initial bundle and first paint against it.
import { createPinia, defineStore } from 'pinia'
import { createApp, h } from 'vue'
import { createI18n, useI18n } from 'vue-i18n'

const useCounter = defineStore('counter', { state: () => ({ count: 0 }) })
const i18n = createI18n({ legacy: false, locale: 'en', messages: { en: { hello: 'Hello' } } })

createApp({
  setup() {
    const { t } = useI18n()
    const counter = useCounter()
    return () => h('h1', `${t('hello')} ${counter.count}`)
  },
})
  .use(createPinia())
  .use(i18n)
  .mount('#app')
