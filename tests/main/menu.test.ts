import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../src/shared/i18n'
import type { MenuCommand } from '../../src/shared/ipc-contract'
import { buildMenuTemplate, type MenuOptions } from '../../src/main/menu'
import { createMenuTranslator } from '../../src/main/translate'

type Item = MenuItemConstructorOptions

function build(overrides: Partial<MenuOptions> & { locale?: Locale } = {}) {
  const locale = overrides.locale ?? 'en'
  const send = vi.fn<(command: MenuCommand) => void>()
  const showDataFolder = vi.fn<() => void>()
  const template = buildMenuTemplate({
    t: createMenuTranslator(locale),
    locale,
    isMac: false,
    devTools: false,
    send,
    showDataFolder,
    ...overrides,
  })
  return { template, send, showDataFolder }
}

function submenu(item: Item | undefined): Item[] {
  if (item === undefined || !Array.isArray(item.submenu)) throw new Error('no submenu')
  return item.submenu as Item[]
}

function all(items: Item[]): Item[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? all(item.submenu) : [])])
}

function byId(items: Item[], id: string): Item {
  const found = all(items).find((item) => item.id === id)
  if (found === undefined) throw new Error(`no menu item ${id}`)
  return found
}

function click(item: Item): void {
  ;(item.click as () => void)()
}

/** The visible labels of a menu and its items, separators and hidden items left out. */
function labels(item: Item | undefined): string[] {
  return [
    item?.label ?? '',
    ...submenu(item)
      .filter((child) => child.type !== 'separator' && child.visible !== false)
      .map((child) => child.label ?? ''),
  ]
}

describe('menu template on Windows and Linux', () => {
  it('has File, Edit, View and Help, in English', () => {
    const { template } = build({ locale: 'en' })
    expect(template.map((menu) => menu.label)).toEqual(['File', 'Edit', 'View', 'Help'])
    expect(labels(template[0])).toEqual([
      'File',
      'All games',
      'New game',
      'Open game log…',
      'Export…',
      'Show data folder',
      'Quit',
    ])
    expect(labels(template[1])).toEqual([
      'Edit',
      'Undo',
      'Redo',
      'Cut',
      'Copy',
      'Paste',
      'Select all',
    ])
    expect(labels(template[2])).toEqual([
      'View',
      'Back',
      'Forward',
      'Language',
      'Actual size',
      'Zoom in',
      'Zoom out',
      'Toggle full screen',
    ])
    expect(labels(template[3])).toEqual(['Help', 'Rules reference', 'About Casebook'])
  })

  it('has the same menus in French', () => {
    const { template } = build({ locale: 'fr' })
    expect(template.map((menu) => menu.label)).toEqual(['Fichier', 'Édition', 'Affichage', 'Aide'])
    expect(labels(template[0])).toEqual([
      'Fichier',
      'Toutes les parties',
      'Nouvelle partie',
      'Ouvrir un journal de partie…',
      'Exporter…',
      'Afficher le dossier des données',
      'Quitter',
    ])
    expect(labels(template[1])).toEqual([
      'Édition',
      'Défaire',
      'Refaire',
      'Couper',
      'Copier',
      'Coller',
      'Tout sélectionner',
    ])
    expect(labels(template[2])).toEqual([
      'Affichage',
      'Précédent',
      'Suivant',
      'Langue',
      'Taille réelle',
      'Zoom avant',
      'Zoom arrière',
      'Plein écran',
    ])
    expect(labels(template[3])).toEqual(['Aide', 'Référence des règles', 'À propos de Casebook'])
  })

  it('uses the system roles for quitting, the clipboard, zoom and full screen', () => {
    const { template } = build()
    expect(submenu(template[0]).at(-1)?.role).toBe('quit')
    expect(submenu(template[1]).map((item) => item.role ?? item.id ?? item.type)).toEqual([
      'undo',
      'redo',
      'redo-ctrl-y',
      'separator',
      'cut',
      'copy',
      'paste',
      'selectAll',
    ])
    const viewRoles = submenu(template[2]).flatMap((item) => (item.role ? [item.role] : []))
    expect(viewRoles).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen'])
  })

  it('opens game logs from File, with Ctrl+O', () => {
    const { template, send } = build()
    const open = byId(template, 'open-game-log')
    expect(open).toMatchObject({ label: 'Open game log…', accelerator: 'CmdOrCtrl+O' })
    expect(open.enabled).not.toBe(false)
    click(open)
    expect(send).toHaveBeenCalledExactlyOnceWith({ kind: 'open-game-log' })
  })

  it('exports the game from File, with Ctrl+E', () => {
    const { template, send } = build()
    const exportItem = byId(template, 'export')
    expect(exportItem).toMatchObject({ label: 'Export…', accelerator: 'CmdOrCtrl+E' })
    expect(exportItem.enabled).not.toBe(false)
    click(exportItem)
    expect(send).toHaveBeenCalledExactlyOnceWith({ kind: 'export' })
  })

  it('leaves no entry disabled', () => {
    expect(all(build().template).filter((item) => item.enabled === false)).toEqual([])
  })

  it('opens the rules reference from Help, with F1', () => {
    const { template, send } = build()
    const rules = byId(template, 'rules-reference')
    expect(rules).toMatchObject({ label: 'Rules reference', accelerator: 'F1' })
    expect(rules.enabled).not.toBe(false)
    ;(rules.click as () => void)()
    expect(send).toHaveBeenCalledWith({ kind: 'rules-reference' })
  })

  it('goes to the list of games from File, with Alt+Home as in a browser', () => {
    const { template, send } = build()
    const home = byId(template, 'all-games')
    expect(home).toMatchObject({ label: 'All games', accelerator: 'Alt+Home' })
    click(home)
    expect(send).toHaveBeenCalledExactlyOnceWith({ kind: 'go-home' })
  })

  it('goes back and forward from View, with Alt+Left and Alt+Right as in a browser', () => {
    const { template, send } = build()
    expect(byId(template, 'back')).toMatchObject({ label: 'Back', accelerator: 'Alt+Left' })
    expect(byId(template, 'forward')).toMatchObject({ label: 'Forward', accelerator: 'Alt+Right' })
    click(byId(template, 'back'))
    click(byId(template, 'forward'))
    expect(send.mock.calls).toEqual([[{ kind: 'go-back' }], [{ kind: 'go-forward' }]])
  })

  it('starts a new game from File, with Ctrl+N', () => {
    const { template, send } = build()
    const newGame = byId(template, 'new-game')
    expect(newGame).toMatchObject({ accelerator: 'CmdOrCtrl+N' })
    expect(newGame.enabled).not.toBe(false)
    click(newGame)
    expect(send).toHaveBeenCalledExactlyOnceWith({ kind: 'new-game' })
  })

  it('shows the data folder from File, without going through the renderer', () => {
    const { template, send, showDataFolder } = build()
    click(byId(template, 'show-data-folder'))
    expect(showDataFolder).toHaveBeenCalledOnce()
    expect(send).not.toHaveBeenCalled()
  })

  it('sends Undo and Redo to the renderer instead of using the built-in roles', () => {
    const { template, send } = build()
    expect(all(template).filter((item) => item.role === 'undo' || item.role === 'redo')).toEqual([])
    expect(byId(template, 'undo')).toMatchObject({ accelerator: 'CmdOrCtrl+Z' })
    expect(byId(template, 'redo')).toMatchObject({ accelerator: 'CmdOrCtrl+Shift+Z' })
    click(byId(template, 'undo'))
    click(byId(template, 'redo'))
    expect(send.mock.calls).toEqual([[{ kind: 'undo' }], [{ kind: 'redo' }]])
  })

  it('also redoes with Ctrl+Y, through a hidden item', () => {
    const { template, send } = build()
    const ctrlY = byId(template, 'redo-ctrl-y')
    expect(ctrlY).toMatchObject({ accelerator: 'CmdOrCtrl+Y', visible: false })
    click(ctrlY)
    expect(send).toHaveBeenCalledExactlyOnceWith({ kind: 'redo' })
  })

  it('sends About to the renderer', () => {
    const { template, send } = build()
    click(byId(template, 'about'))
    expect(send).toHaveBeenCalledExactlyOnceWith({ kind: 'about' })
  })

  it('offers both languages as radio items, each named in its own language', () => {
    for (const locale of ['en', 'fr'] as const) {
      const { template } = build({ locale })
      const languages = submenu(byId(template, 'language'))
      expect(languages.map((item) => [item.label, item.type])).toEqual([
        ['English', 'radio'],
        ['Français', 'radio'],
      ])
    }
  })

  it('checks the current language', () => {
    expect(byId(build({ locale: 'en' }).template, 'language-en').checked).toBe(true)
    expect(byId(build({ locale: 'en' }).template, 'language-fr').checked).toBe(false)
    expect(byId(build({ locale: 'fr' }).template, 'language-fr').checked).toBe(true)
    expect(byId(build({ locale: 'fr' }).template, 'language-en').checked).toBe(false)
  })

  it('asks the renderer to switch language', () => {
    const { template, send } = build({ locale: 'en' })
    click(byId(template, 'language-fr'))
    expect(send).toHaveBeenLastCalledWith({ kind: 'set-language', locale: 'fr' })
    click(byId(template, 'language-en'))
    expect(send).toHaveBeenLastCalledWith({ kind: 'set-language', locale: 'en' })
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('adds reload and developer tools only to development builds', () => {
    const roles = (devTools: boolean) =>
      all(build({ devTools }).template).flatMap((item) => (item.role ? [item.role] : []))
    expect(roles(false)).not.toContain('toggleDevTools')
    expect(roles(false)).not.toContain('reload')
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']))
  })

  it('sends nothing and opens nothing while it is only being built', () => {
    const { send, showDataFolder } = build()
    expect(send).not.toHaveBeenCalled()
    expect(showDataFolder).not.toHaveBeenCalled()
  })
})

describe('menu template on macOS', () => {
  it('starts with the app menu, adds Window, and closes the window from File', () => {
    const { template } = build({ isMac: true, locale: 'fr' })
    expect(template.map((menu) => menu.label)).toEqual([
      'Casebook',
      'Fichier',
      'Édition',
      'Affichage',
      'Fenêtre',
      'Aide',
    ])
    expect(labels(template[0])).toEqual([
      'Casebook',
      'À propos de Casebook',
      'Services',
      'Masquer Casebook',
      'Masquer les autres',
      'Tout afficher',
      'Quitter Casebook',
    ])
    expect(submenu(template[0]).at(-1)?.role).toBe('quit')
    expect(submenu(template[1]).at(-1)).toMatchObject({ role: 'close', label: 'Fermer la fenêtre' })
    expect(template[4]?.role).toBe('windowMenu')
  })

  it('undoes with Cmd+Z and redoes with Shift+Cmd+Z only', () => {
    const { template, send } = build({ isMac: true })
    const accelerators = submenu(template[2]).flatMap((item) =>
      item.accelerator ? [item.accelerator] : [],
    )
    expect(accelerators).toEqual(['CmdOrCtrl+Z', 'CmdOrCtrl+Shift+Z'])
    click(byId(template, 'undo'))
    expect(send).toHaveBeenCalledExactlyOnceWith({ kind: 'undo' })
  })

  it('uses the Mac browsers’ shortcuts for the list of games, Back and Forward', () => {
    const { template } = build({ isMac: true })
    expect(byId(template, 'all-games').accelerator).toBe('Cmd+Shift+H')
    expect(byId(template, 'back').accelerator).toBe('Cmd+[')
    expect(byId(template, 'forward').accelerator).toBe('Cmd+]')
  })

  it('has About once, in the app menu, and it sends About to the renderer', () => {
    const { template, send } = build({ isMac: true })
    const abouts = all(template).filter((item) => item.id === 'about')
    expect(abouts).toHaveLength(1)
    expect(submenu(template[0])).toContain(abouts[0])
    click(abouts[0] as Item)
    expect(send).toHaveBeenCalledExactlyOnceWith({ kind: 'about' })
  })
})

describe('menu catalog', () => {
  it('translates every menu label into French', () => {
    const english = all(build({ locale: 'en' }).template).map((item) => item.label)
    const french = all(build({ locale: 'fr' }).template).map((item) => item.label)
    expect(french).toHaveLength(english.length)
    const untranslated = english.filter(
      (label, index) =>
        label !== undefined && label === french[index] && !['English', 'Français'].includes(label),
    )
    expect(untranslated).toEqual([])
  })
})
