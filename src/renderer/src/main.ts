import { createApp } from 'vue'
import App from './App.vue'
import { createCasebook } from './casebook'
import { pickAppUpdates, pickLibraryLock, pickPlatform } from './platform'
import './styles/base.css'
import './styles/forms.css'
import './styles/page.css'
import './styles/print.css'

createApp(App)
  .use(
    createCasebook({
      platform: pickPlatform(),
      libraryLock: pickLibraryLock(),
      appUpdates: pickAppUpdates(),
    }),
  )
  .mount('#app')
