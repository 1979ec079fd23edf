import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron'
import { appPageUrlFor, type AppLocations } from './paths'
import { secureWebPreferences } from './security'
import { minWindowSize, windowStateFrom, type WindowState } from './window-state'

export interface MainWindowOptions {
  state: WindowState
  preloadFile: string
  /** The window icon on Linux and Windows (macOS uses the bundle's icon). */
  iconFile: string | undefined
  darkTheme: boolean
}

/** The window's background before the page paints, so it does not flash white in dark mode. */
export function backgroundColorFor(darkTheme: boolean): string {
  return darkTheme ? '#1b1d22' : '#f7f5f0'
}

/** Every option of the main window, as plain data. */
export function mainWindowOptions(options: MainWindowOptions): BrowserWindowConstructorOptions {
  const { state } = options
  return {
    title: 'Casebook',
    width: state.width,
    height: state.height,
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    minWidth: minWindowSize.width,
    minHeight: minWindowSize.height,
    show: false,
    backgroundColor: backgroundColorFor(options.darkTheme),
    ...(options.iconFile !== undefined ? { icon: options.iconFile } : {}),
    webPreferences: secureWebPreferences(options.preloadFile),
  }
}

/**
 * Creates the main window hidden, shows it (maximized if it was) once its first frame is ready,
 * and hands its size and place to `onClose` when it closes.
 */
export function createMainWindow(
  options: MainWindowOptions,
  onClose: (state: WindowState) => void,
): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(options))
  window.once('ready-to-show', () => {
    if (options.state.isMaximized) window.maximize()
    window.show()
  })
  window.on('close', () => {
    onClose(windowStateFrom(window.getNormalBounds(), window.isMaximized()))
  })
  return window
}

/** Loads the dev server's page in development, the built page over app:// otherwise. */
export function loadApp(
  window: Pick<BrowserWindow, 'loadURL'>,
  locations: AppLocations,
): Promise<void> {
  return window.loadURL(appPageUrlFor(locations))
}

/** Brings the existing window forward, e.g. when the user launches Casebook a second time. */
export function focusWindow(
  window: Pick<BrowserWindow, 'isMinimized' | 'restore' | 'isVisible' | 'show' | 'focus'>,
): void {
  if (window.isMinimized()) window.restore()
  if (!window.isVisible()) window.show()
  window.focus()
}
