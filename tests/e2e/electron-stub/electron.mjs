/**
 * A stand-in for Electron, which cannot be downloaded on the development machines: every API is
 * a function that records its calls and returns another stand-in, except the few answers the
 * main process needs to start (a ready app, a data folder, a locale, one display).
 */
export const calls = []
globalThis.electronStubCalls = calls

const display = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }
const answers = {
  app: {
    whenReady: () => Promise.resolve().then(() => calls.push(['app ready', []])),
    getPath: () => process.env.CASEBOOK_USER_DATA,
    getLocale: () => 'fr-FR',
    isPackaged: true,
    isReady: () => true,
    requestSingleInstanceLock: () => true,
  },
  screen: { getPrimaryDisplay: () => display, getAllDisplays: () => [display] },
  nativeTheme: { shouldUseDarkColors: false },
  'new BrowserWindow': { isMaximized: () => false, isMinimized: () => false },
}

function stub(path) {
  return new Proxy(function () {}, {
    get(_target, key) {
      if (key === 'then') return undefined
      const answer = answers[path]?.[key]
      if (answer !== undefined) {
        return typeof answer === 'function'
          ? (...args) => (calls.push([`${path}.${key}`, args]), answer(...args))
          : answer
      }
      return stub(`${path}.${String(key)}`)
    },
    apply(_target, _this, args) {
      calls.push([path, args])
      return stub(`${path}()`)
    },
    construct(_target, args) {
      calls.push([`new ${path}`, args])
      return stub(`new ${path}`)
    },
  })
}

export const app = stub('app')
export const BrowserWindow = stub('BrowserWindow')
export const dialog = stub('dialog')
export const ipcMain = stub('ipcMain')
export const Menu = stub('Menu')
export const nativeTheme = stub('nativeTheme')
export const powerSaveBlocker = stub('powerSaveBlocker')
export const protocol = stub('protocol')
export const screen = stub('screen')
export const session = stub('session')
export const shell = stub('shell')
