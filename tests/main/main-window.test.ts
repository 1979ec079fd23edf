import { EventEmitter } from 'node:events'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const created = vi.hoisted(() => ({ windows: [] as unknown[] }))

vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events')
  class BrowserWindow extends EventEmitter {
    options: unknown
    maximized = false
    visible = false
    maximize = vi.fn(() => {
      this.maximized = true
    })
    show = vi.fn(() => {
      this.visible = true
    })
    isMaximized = () => this.maximized
    getNormalBounds = () => ({ x: 12, y: 34, width: 1111, height: 777 })
    constructor(options: unknown) {
      super()
      this.options = options
      created.windows.push(this)
    }
  }
  return { BrowserWindow }
})

const { backgroundColorFor, createMainWindow, focusWindow, loadApp, mainWindowOptions } =
  await import('../../src/main/main-window')

interface FakeWindow extends EventEmitter {
  options: Record<string, unknown>
  maximized: boolean
  visible: boolean
  maximize: ReturnType<typeof vi.fn>
  show: ReturnType<typeof vi.fn>
}

const preloadFile = '/opt/casebook/out/preload/index.cjs'
const baseOptions = {
  state: { width: 1300, height: 820, isMaximized: false },
  preloadFile,
  iconFile: '/opt/casebook/resources/icon.png',
  darkTheme: false,
}

beforeEach(() => {
  created.windows.length = 0
})

describe('mainWindowOptions', () => {
  it('makes a hidden window titled Casebook, with the minimum size and the secure preferences', () => {
    const options = mainWindowOptions(baseOptions)
    expect(options).toMatchObject({
      title: 'Casebook',
      width: 1300,
      height: 820,
      minWidth: 1024,
      minHeight: 700,
      show: false,
      icon: '/opt/casebook/resources/icon.png',
      webPreferences: {
        preload: preloadFile,
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webviewTag: false,
      },
    })
    expect(options).not.toHaveProperty('x')
    expect(options).not.toHaveProperty('y')
  })

  it('places the window where it was saved', () => {
    const options = mainWindowOptions({
      ...baseOptions,
      state: { width: 1300, height: 820, x: 50, y: 70, isMaximized: false },
    })
    expect(options).toMatchObject({ x: 50, y: 70 })
  })

  it('leaves the icon to the app bundle when none is given (macOS)', () => {
    expect(mainWindowOptions({ ...baseOptions, iconFile: undefined })).not.toHaveProperty('icon')
  })

  it('paints the background in the system theme', () => {
    const light = mainWindowOptions({ ...baseOptions, darkTheme: false }).backgroundColor
    const dark = mainWindowOptions({ ...baseOptions, darkTheme: true }).backgroundColor
    expect(light).toBe(backgroundColorFor(false))
    expect(dark).toBe(backgroundColorFor(true))
    expect(light).not.toBe(dark)
    expect(luminance(dark ?? '')).toBeLessThan(0.2)
    expect(luminance(light ?? '')).toBeGreaterThan(0.8)
  })
})

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

describe('createMainWindow', () => {
  it('shows the window only once it is ready to show', () => {
    createMainWindow(baseOptions, vi.fn())
    const window = created.windows[0] as FakeWindow
    expect(window.options).toEqual(mainWindowOptions(baseOptions))
    expect(window.show).not.toHaveBeenCalled()
    window.emit('ready-to-show')
    expect(window.show).toHaveBeenCalledOnce()
    expect(window.maximize).not.toHaveBeenCalled()
  })

  it('restores the maximized state', () => {
    createMainWindow(
      { ...baseOptions, state: { ...baseOptions.state, isMaximized: true } },
      vi.fn(),
    )
    const window = created.windows[0] as FakeWindow
    window.emit('ready-to-show')
    expect(window.maximize).toHaveBeenCalledOnce()
    expect(window.show).toHaveBeenCalledOnce()
  })

  it('hands the normal bounds and maximized state over when it closes', () => {
    const onClose = vi.fn()
    createMainWindow(baseOptions, onClose)
    const window = created.windows[0] as FakeWindow
    window.maximized = true
    window.emit('close')
    expect(onClose).toHaveBeenCalledExactlyOnceWith({
      x: 12,
      y: 34,
      width: 1111,
      height: 777,
      isMaximized: true,
    })
  })
})

describe('loadApp', () => {
  const rendererFolder = '/opt/casebook/out/renderer'

  it('loads the built page over app://, never from file://', async () => {
    const window = { loadURL: vi.fn(async () => {}) }
    await loadApp(window, { preloadFile, rendererFolder, devServerUrl: undefined })
    expect(window.loadURL).toHaveBeenCalledExactlyOnceWith('app://casebook/index.html')
  })

  it('loads the dev server in development', async () => {
    const window = { loadURL: vi.fn(async () => {}) }
    await loadApp(window, { preloadFile, rendererFolder, devServerUrl: 'http://localhost:5173' })
    expect(window.loadURL).toHaveBeenCalledExactlyOnceWith('http://localhost:5173')
  })
})

describe('focusWindow', () => {
  function fakeWindow(minimized: boolean, visible: boolean) {
    return {
      isMinimized: () => minimized,
      isVisible: () => visible,
      restore: vi.fn(),
      show: vi.fn(),
      focus: vi.fn(),
    }
  }

  it('restores a minimized window and focuses it', () => {
    const window = fakeWindow(true, true)
    focusWindow(window)
    expect(window.restore).toHaveBeenCalledOnce()
    expect(window.focus).toHaveBeenCalledOnce()
  })

  it('shows a hidden window and focuses it', () => {
    const window = fakeWindow(false, false)
    focusWindow(window)
    expect(window.restore).not.toHaveBeenCalled()
    expect(window.show).toHaveBeenCalledOnce()
    expect(window.focus).toHaveBeenCalledOnce()
  })
})
