import { createApp } from 'vue'
import App from './App.vue'
import { createCasebook } from './casebook'
import { pickAppUpdates, pickLibraryLock, pickPlatform } from './platform'
import { indexedDbSummaryCache } from './platform/indexeddb-summaries'
import './styles/base.css'
import './styles/forms.css'
import './styles/page.css'
import './styles/print.css'

// A built file's name carries the hash of its content and of every file it imports, engine
// included: summaries kept by one build are never used by another. While developing, the
// engine changes under the same name, so nothing is kept.
const summaryCache = import.meta.env.DEV ? undefined : indexedDbSummaryCache(import.meta.url)

createApp(App)
  .use(
    createCasebook({
      platform: pickPlatform(),
      libraryLock: pickLibraryLock(),
      appUpdates: pickAppUpdates(),
      summaryCache,
    }),
  )
  .mount('#app')
