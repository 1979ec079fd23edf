// `node --import ./register.mjs`: every `import 'electron'` gets the stand-in beside this file.
import { register } from 'node:module'

register('./hooks.mjs', import.meta.url)
