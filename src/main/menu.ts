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

function fileMenu({ t, isMac }: MenuOptions): MenuItemConstructorOptions {
  return {
    id: 'file',
    label: t('menu.file'),
    submenu: [
      // The next three arrive with the game log and export features.
      { id: 'new-game', label: t('menu.newGame'), accelerator: 'CmdOrCtrl+N', enabled: false },
      {
        id: 'open-game-log',
        label: t('menu.openGameLog'),
        accelerator: 'CmdOrCtrl+O',
        enabled: false,
      },
      { id: 'export', label: t('menu.export'), accelerator: 'CmdOrCtrl+E', enabled: false },
      { type: 'separator' },
      isMac
        ? { role: 'close', label: t('menu.closeWindow') }
        : { role: 'quit', label: t('menu.quit') },
    ],
  }
}

function editMenu({ t }: MenuOptions): MenuItemConstructorOptions {
  return {
    id: 'edit',
    label: t('menu.edit'),
    submenu: [
      { role: 'undo', label: t('menu.undo') },
      { role: 'redo', label: t('menu.redo') },
      { type: 'separator' },
      { role: 'cut', label: t('menu.cut') },
      { role: 'copy', label: t('menu.copy') },
      { role: 'paste', label: t('menu.paste') },
      { role: 'selectAll', label: t('menu.selectAll') },
    ],
  }
}

function viewMenu({ t, locale, devTools, send }: MenuOptions): MenuItemConstructorOptions {
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
      // Arrives with the rules reference screen.
      { id: 'rules-reference', label: t('menu.rulesReference'), enabled: false },
      // On macOS, About lives in the app menu.
      ...(isMac
        ? []
        : [{ id: 'about', label: t('menu.about'), click: () => send({ kind: 'about' }) }]),
    ],
  }
}
