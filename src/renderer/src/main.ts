import { createApp } from 'vue'
import App from './App.vue'
import { createCasebook } from './casebook'
import { pickLibraryLock, pickPlatform } from './platform'
import './styles/base.css'
import './styles/forms.css'
import './styles/page.css'
import './styles/print.css'

createApp(App)
  .use(createCasebook({ platform: pickPlatform(), libraryLock: pickLibraryLock() }))
  .mount('#app')
