import type { MenuItemConstructorOptions } from 'electron'
import type { Locale } from '../shared/i18n'
import type { MenuCommand } from '../shared/ipc-contract'
import type { Translate } from './translate'

export interface MenuOptions {
  /** Labels in the menu's language. */
  t: Translate
  /** The renderer's current language: the checked Language entry. */
  locale: Locale
  /** macOS gets the app menu first and a Window menu. */
  isMac: boolean
  /** Adds Reload and the developer tools to View (unpackaged builds only). */
  devTools: boolean
  /** Delivers a command to the renderer. */
  send: (command: MenuCommand) => void
  /** Opens the games folder in the file manager (the same code as window.casebook's). */
  showDataFolder: () => void
}

/** The whole native menu as a template: pure, so every entry can be checked without Electron. */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { isMac } = options
  return [
    ...(isMac ? [appMenu(options)] : []),
    fileMenu(options),
    editMenu(options),
    viewMenu(options),
    ...(isMac ? [{ role: 'windowMenu', label: options.t('menu.window') } as const] : []),
    helpMenu(options),
  ]
}

function appMenu({ t, send }: MenuOptions): MenuItemConstructorOptions {
  return {
    label: 'Casebook',
    submenu: [
      { id: 'about', label: t('menu.about'), click: () => send({ kind: 'about' }) },
      { type: 'separator' },
      { role: 'services', label: t('menu.services') },
      { type: 'separator' },
      { role: 'hide', label: t('menu.hide') },
      { role: 'hideOthers', label: t('menu.hideOthers') },
      { role: 'unhide', label: t('menu.showAll') },
      { type: 'separator' },
      { role: 'quit', label: t('menu.quitApp') },
    ],
  }
}

function fileMenu({ t, isMac, send, showDataFolder }: MenuOptions): MenuItemConstructorOptions {
  return {
    id: 'file',
    label: t('menu.file'),
    submenu: [
      {
        // The browsers' Home shortcuts: Alt+Home, and Cmd+Shift+H on a Mac.
        id: 'all-games',
        label: t('menu.allGames'),
        accelerator: isMac ? 'Cmd+Shift+H' : 'Alt+Home',
        click: () => send({ kind: 'go-home' }),
      },
      {
        id: 'new-game',
        label: t('menu.newGame'),
        accelerator: 'CmdOrCtrl+N',
        click: () => send({ kind: 'new-game' }),
      },
      {
        id: 'open-game-log',
        label: t('menu.openGameLog'),
        accelerator: 'CmdOrCtrl+O',
        click: () => send({ kind: 'open-game-log' }),
      },
      {
        id: 'export',
        label: t('menu.export'),
        accelerator: 'CmdOrCtrl+E',
        click: () => send({ kind: 'export' }),
      },
      { type: 'separator' },
      { id: 'show-data-folder', label: t('menu.showDataFolder'), click: () => showDataFolder() },
      { type: 'separator' },
      isMac
        ? { role: 'close', label: t('menu.closeWindow') }
        : { role: 'quit', label: t('menu.quit') },
    ],
  }
}

/**
 * Undo and Redo are commands, not the built-in roles: the renderer decides whether the text
 * field being edited or the game undoes. Windows and Linux also redo with Ctrl+Y, through a
 * hidden item (hidden items' accelerators work there).
 */
function editMenu({ t, isMac, send }: MenuOptions): MenuItemConstructorOptions {
  const undo = () => send({ kind: 'undo' })
  const redo = () => send({ kind: 'redo' })
  return {
    id: 'edit',
    label: t('menu.edit'),
    submenu: [
      { id: 'undo', label: t('menu.undo'), accelerator: 'CmdOrCtrl+Z', click: undo },
      { id: 'redo', label: t('menu.redo'), accelerator: 'CmdOrCtrl+Shift+Z', click: redo },
      ...(isMac
        ? []
        : [
            {
              id: 'redo-ctrl-y',
              label: t('menu.redo'),
              accelerator: 'CmdOrCtrl+Y',
              visible: false,
              click: redo,
            },
          ]),
      { type: 'separator' },
      { role: 'cut', label: t('menu.cut') },
      { role: 'copy', label: t('menu.copy') },
      { role: 'paste', label: t('menu.paste') },
      { role: 'selectAll', label: t('menu.selectAll') },
    ],
  }
}

function viewMenu({ t, locale, isMac, devTools, send }: MenuOptions): MenuItemConstructorOptions {
  const language = (id: Locale, label: string): MenuItemConstructorOptions => ({
    id: `language-${id}`,
    label,
    type: 'radio',
    checked: locale === id,
    click: () => send({ kind: 'set-language', locale: id }),
  })
  return {
    id: 'view',
    label: t('menu.view'),
    submenu: [
      // A window has no Back button: these are the browsers' own shortcuts for it.
      {
        id: 'back',
        label: t('menu.back'),
        accelerator: isMac ? 'Cmd+[' : 'Alt+Left',
        click: () => send({ kind: 'go-back' }),
      },
      {
        id: 'forward',
        label: t('menu.forward'),
        accelerator: isMac ? 'Cmd+]' : 'Alt+Right',
        click: () => send({ kind: 'go-forward' }),
      },
      { type: 'separator' },
      {
        id: 'language',
        label: t('menu.language'),
        submenu: [language('en', t('menu.english')), language('fr', t('menu.french'))],
      },
      { type: 'separator' },
      { role: 'resetZoom', label: t('menu.resetZoom') },
      { role: 'zoomIn', label: t('menu.zoomIn') },
      { role: 'zoomOut', label: t('menu.zoomOut') },
      { type: 'separator' },
      { role: 'togglefullscreen', label: t('menu.toggleFullScreen') },
      ...(devTools
        ? ([
            { type: 'separator' },
            { role: 'reload', label: t('menu.reload') },
            { role: 'toggleDevTools', label: t('menu.toggleDevTools') },
          ] as const)
        : []),
    ],
  }
}

function helpMenu({ t, isMac, send }: MenuOptions): MenuItemConstructorOptions {
  return {
    id: 'help',
    role: 'help',
    label: t('menu.help'),
    submenu: [
      {
        id: 'rules-reference',
        label: t('menu.rulesReference'),
        accelerator: 'F1',
        click: () => send({ kind: 'rules-reference' }),
      },
      // On macOS, About lives in the app menu.
      ...(isMac
        ? []
        : [{ id: 'about', label: t('menu.about'), click: () => send({ kind: 'about' }) }]),
    ],
  }
}
