import type { CasebookApi } from '../shared/ipc-contract'

declare global {
  interface Window {
    /** The preload's bridge; absent when the renderer runs as a plain web page. */
    casebook?: CasebookApi
  }
}
