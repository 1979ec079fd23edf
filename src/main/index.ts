import { join } from 'node:path'
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeTheme,
  powerSaveBlocker,
  protocol,
  screen,
  session,
  shell,
  type WebContents,
} from 'electron'
import icon from '../../resources/icon.png?asset'
import { pickLocale, type Locale } from '../shared/i18n'
import { ipcChannels, type MenuCommand } from '../shared/ipc-contract'
import { appScheme, appSchemePrivileges, createAppProtocolHandler } from './app-protocol'
import { showFolder } from './data-folder'
import { createFileGameStore } from './game-file-store'
import { gamesFolderIn } from './game-files'
import { watchGameFolder } from './game-folder-watch'
import { nodeGameFileSystem } from './game-file-system'
import { appInfo, registerIpcHandlers } from './ipc-handlers'
import { loadHandDraftSchemas } from '../shared/hand-draft'
import { backgroundColorFor, createMainWindow, focusWindow, loadApp } from './main-window'
import { buildMenuTemplate } from './menu'
import { appLocations, createAppPageMatcher, webAppFolder } from './paths'
import { createScreenAwake } from './screen-awake'
import { denyPermissionRequest, guardWebContents } from './security'
import { guardSockets } from './socket-guard'
import { loadedWhenFirstStarted, stopBeforeQuit } from './table-server-lifecycle'
import {
  nodeUserFileSystem,
  openTextFiles,
  printPageToPdf,
  saveTextFile,
  type UserFileDeps,
} from './text-files'
import { createMenuTranslator, type MenuKey } from './translate'
import { guardUnsavedChanges } from './unsaved-changes'
import { fitWindowState } from './window-state'
import { loadWindowState, saveWindowState, windowStateFile } from './window-state-file'

// The wiring: every decision lives in the modules imported above.

const locations = appLocations(
  join(import.meta.dirname, '..'),
  app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL,
)
const isAppPage = createAppPageMatcher(locations)

let mainWindow: BrowserWindow | null = null
const screenAwake = createScreenAwake(powerSaveBlocker)
const tableServer = loadedWhenFirstStarted(() =>
  import('./table-server').then(({ createTableServer }) =>
    createTableServer({
      dataDir: join(app.getPath('userData'), 'table-sync'),
      webRoot: webAppFolder(app, process.resourcesPath),
      // In development the window is the dev server's page, not app://casebook.
      ...(locations.devServerUrl !== undefined && {
        allowedOrigins: [new URL(locations.devServerUrl).origin],
      }),
      log: (line) => console.log(`Table server: ${line}`),
    }),
  ),
)
let menuLocale: Locale = 'en'

app.enableSandbox()
// Only possible before 'ready'; the handler itself is installed in start().
protocol.registerSchemesAsPrivileged([appSchemePrivileges])

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', () => {
    if (mainWindow !== null) focusWindow(mainWindow)
    else if (app.isReady()) openMainWindow()
  })
  app.on('web-contents-created', (_event, contents: WebContents) => {
    guardWebContents(contents, { isAppPage, openExternal: (url) => shell.openExternal(url) })
  })
  stopBeforeQuit(app, tableServer)
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('activate', () => {
    if (app.isReady() && mainWindow === null) openMainWindow()
  })
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('Casebook could not start:', error)
      app.quit()
    })
}

async function start(): Promise<void> {
  // The IPC guard checks a draft's values synchronously, by its game's schema.
  await loadHandDraftSchemas()
  session.defaultSession.setPermissionRequestHandler(denyPermissionRequest)
  guardSockets(session.defaultSession.webRequest)
  if (locations.devServerUrl === undefined) {
    protocol.handle(appScheme, createAppProtocolHandler(locations.rendererFolder))
  }
  const games = createFileGameStore({ folder: gamesFolder(), fs: nodeGameFileSystem })
  watchGamesFolder(games.changedOutside)
  registerIpcHandlers(ipcMain, {
    isTrustedSender: isAppPage,
    getAppInfo: () => appInfo(app, process.versions),
    setLanguage: (locale) => {
      menuLocale = locale
      installMenu()
    },
    games,
    showDataFolder,
    saveTextFile: (sender, file) => saveTextFile(userFilesFor(sender), file),
    printPage: (sender, name) =>
      printPageToPdf(userFilesFor(sender), (options) => sender.printToPDF(options), name),
    openTextFiles: (sender) => openTextFiles(userFilesFor(sender)),
    keepScreenAwake: (sender, on) => screenAwake.keepScreenAwake(sender, on),
    tableServer,
  })
  menuLocale = pickLocale([app.getLocale()])
  installMenu()
  openMainWindow()
}

function installMenu(): void {
  const template = buildMenuTemplate({
    t: createMenuTranslator(menuLocale),
    locale: menuLocale,
    isMac: process.platform === 'darwin',
    devTools: !app.isPackaged,
    send: sendMenuCommand,
    showDataFolder: () => {
      showDataFolder().catch((error: unknown) => {
        console.error('Casebook could not show its data folder:', error)
      })
    },
  })
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}

/** The dialogs, parented to the window of the page that asked, and the real file system. */
function userFilesFor(sender: WebContents): UserFileDeps {
  const parent = BrowserWindow.fromWebContents(sender)
  const t = createMenuTranslator(menuLocale)
  const knownFilters: Record<string, MenuKey> = {
    csv: 'menu.csvFiles',
    json: 'menu.jsonFiles',
    md: 'menu.mdFiles',
    pdf: 'menu.pdfFiles',
    bgsplay: 'menu.bgsplayFiles',
    xml: 'menu.xmlFiles',
  }
  return {
    dialogs: {
      showSaveDialog: (options) =>
        parent ? dialog.showSaveDialog(parent, options) : dialog.showSaveDialog(options),
      showOpenDialog: (options) =>
        parent ? dialog.showOpenDialog(parent, options) : dialog.showOpenDialog(options),
    },
    fs: nodeUserFileSystem,
    documentsFolder: app.getPath('documents'),
    filterName: (extension) => t(knownFilters[extension] ?? 'menu.otherFiles'),
    gameLogFilterName: t('menu.gameLogFiles'),
  }
}

function gamesFolder(): string {
  return gamesFolderIn(app.getPath('userData'))
}

/** Tells the window when another program changed the games, so its library follows. */
function watchGamesFolder(changedOutside: (name: string) => Promise<boolean>): void {
  const folder = gamesFolder()
  nodeGameFileSystem
    .mkdir(folder)
    .then(() => {
      const stop = watchGameFolder({
        folder,
        changedOutside,
        onChange: () => mainWindow?.webContents.send(ipcChannels.gamesChanged),
      })
      app.on('will-quit', stop)
    })
    .catch((error: unknown) => {
      console.error('Casebook cannot watch its games folder:', error)
    })
}

function showDataFolder(): Promise<void> {
  return showFolder(gamesFolder(), {
    mkdir: nodeGameFileSystem.mkdir,
    openPath: (path) => shell.openPath(path),
  })
}

function sendMenuCommand(command: MenuCommand): void {
  mainWindow?.webContents.send(ipcChannels.menuCommand, command)
}

function openMainWindow(): void {
  const stateFile = windowStateFile(app.getPath('userData'))
  const primary = screen.getPrimaryDisplay()
  const others = screen.getAllDisplays().filter((display) => display.id !== primary.id)
  const workAreas = [primary, ...others].map((display) => display.workArea)
  const window = createMainWindow(
    {
      state: fitWindowState(loadWindowState(stateFile), workAreas),
      preloadFile: locations.preloadFile,
      iconFile: process.platform === 'darwin' ? undefined : icon,
      darkTheme: nativeTheme.shouldUseDarkColors,
    },
    (state) => {
      try {
        saveWindowState(stateFile, state)
      } catch (error) {
        console.error('Casebook could not save the window size:', error)
      }
    },
  )
  const followTheme = () =>
    window.setBackgroundColor(backgroundColorFor(nativeTheme.shouldUseDarkColors))
  nativeTheme.on('updated', followTheme)
  window.on('closed', () => {
    nativeTheme.off('updated', followTheme)
    mainWindow = null
  })
  guardUnsavedChanges(
    window,
    (options) => dialog.showMessageBoxSync(window, options),
    () => createMenuTranslator(menuLocale),
  )
  mainWindow = window
  loadApp(window, locations).catch((error: unknown) => {
    console.error('Casebook could not load its page:', error)
  })
}
