import type { CasebookApi } from '../../../shared/ipc-contract'
import type { Platform } from './platform'

/** The desktop app: every call goes over the preload bridge (`window.casebook`). */
export function createElectronPlatform(api: CasebookApi): Platform {
  return {
    getAppInfo: () => api.getAppInfo(),
    setLanguage: (locale) => api.setLanguage(locale),
    onMenuCommand: (listener) => api.onMenuCommand(listener),
  }
}
