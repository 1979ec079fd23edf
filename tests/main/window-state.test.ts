import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  defaultWindowState,
  fitWindowState,
  minWindowSize,
  parseWindowState,
  windowStateFrom,
  type Rect,
} from '../../src/main/window-state'
import { loadWindowState, saveWindowState, windowStateFile } from '../../src/main/window-state-file'

const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1050 }
const rightMonitor: Rect = { x: 1920, y: 0, width: 2560, height: 1400 }

describe('parseWindowState', () => {
  it('reads a saved state', () => {
    const text = JSON.stringify({ width: 1400, height: 900, x: 40, y: 60, isMaximized: true })
    expect(parseWindowState(text)).toEqual({
      width: 1400,
      height: 900,
      x: 40,
      y: 60,
      isMaximized: true,
    })
  })

  it('ignores unknown keys and defaults isMaximized to false', () => {
    expect(parseWindowState('{"width":1100,"height":750,"theme":"dark"}')).toEqual({
      width: 1100,
      height: 750,
      isMaximized: false,
    })
  })

  it('drops a position that has only one coordinate', () => {
    expect(parseWindowState('{"width":1100,"height":750,"x":10}')).toEqual({
      width: 1100,
      height: 750,
      isMaximized: false,
    })
  })

  it.each([
    ['a missing file', undefined],
    ['an empty file', ''],
    ['text that is not JSON', '{"width": 1100,'],
    ['JSON that is not an object', '[1, 2]'],
    ['null', 'null'],
    ['a missing height', '{"width":1100}'],
    ['a size given as text', '{"width":"1100","height":"750"}'],
    ['a fractional size', '{"width":1100.5,"height":750}'],
    ['a zero size', '{"width":0,"height":750}'],
    ['a negative size', '{"width":-5,"height":750}'],
    ['an absurd coordinate', '{"width":1100,"height":750,"x":1e12,"y":0}'],
    ['a non-boolean maximized flag', '{"width":1100,"height":750,"isMaximized":"yes"}'],
  ])('falls back to the defaults for %s', (_case, text) => {
    expect(parseWindowState(text)).toEqual(defaultWindowState)
  })

  it('never hands out the shared default object', () => {
    const state = parseWindowState(undefined)
    state.width = 1
    expect(defaultWindowState.width).toBe(1280)
  })
})

describe('fitWindowState', () => {
  it('keeps a window that is on screen exactly where it was', () => {
    const state = { width: 1200, height: 800, x: 100, y: 80, isMaximized: false }
    expect(fitWindowState(state, [laptop, rightMonitor])).toEqual(state)
  })

  it('keeps a window that is on a secondary display', () => {
    const state = { width: 1600, height: 1000, x: 2200, y: 100, isMaximized: true }
    expect(fitWindowState(state, [laptop, rightMonitor])).toEqual(state)
  })

  it('keeps a window that straddles two displays', () => {
    const state = { width: 1200, height: 800, x: 1500, y: 100, isMaximized: false }
    expect(fitWindowState(state, [laptop, rightMonitor])).toEqual(state)
  })

  it('keeps a window that is partly off screen but still easy to grab', () => {
    const state = { width: 1200, height: 800, x: -600, y: 500, isMaximized: false }
    expect(fitWindowState(state, [laptop])).toEqual(state)
  })

  it('pulls a window from an unplugged monitor back onto the nearest display', () => {
    const state = { width: 1600, height: 1000, x: 2200, y: 100, isMaximized: true }
    const fitted = fitWindowState(state, [laptop])
    expect(fitted).toEqual({ width: 1600, height: 1000, x: 320, y: 50, isMaximized: true })
  })

  it('pulls back a window that only shows a sliver', () => {
    const state = { width: 1200, height: 800, x: 1880, y: 200, isMaximized: false }
    const fitted = fitWindowState(state, [laptop])
    expect(fitted.x).toBe(laptop.width - 1200)
    expect(fitted.y).toBe(200)
  })

  it('pulls a window above or left of every display back to the top-left', () => {
    const state = { width: 1200, height: 800, x: -5000, y: -3000, isMaximized: false }
    expect(fitWindowState(state, [laptop, rightMonitor])).toMatchObject({ x: 0, y: 0 })
  })

  it('picks the display nearest the lost window', () => {
    const state = { width: 1200, height: 800, x: 6000, y: 300, isMaximized: false }
    const fitted = fitWindowState(state, [laptop, rightMonitor])
    expect(fitted.x).toBe(rightMonitor.x + rightMonitor.width - 1200)
    expect(fitted.y).toBe(300)
  })

  it('shrinks a pulled-back window to the display, but not below the minimum size', () => {
    const small: Rect = { x: 0, y: 0, width: 1366, height: 728 }
    const state = { width: 2400, height: 1300, x: 3000, y: 0, isMaximized: false }
    expect(fitWindowState(state, [small])).toEqual({
      width: 1366,
      height: 728,
      x: 0,
      y: 0,
      isMaximized: false,
    })
    const tiny: Rect = { x: 0, y: 0, width: 800, height: 600 }
    expect(fitWindowState(state, [tiny])).toMatchObject({ ...minWindowSize, x: 0, y: 0 })
  })

  it('fits a window with no saved position to the primary display and lets the system centre it', () => {
    const small: Rect = { x: 0, y: 0, width: 1366, height: 728 }
    const fitted = fitWindowState(defaultWindowState, [small, rightMonitor])
    expect(fitted).toEqual({ width: 1280, height: 728, isMaximized: false })
    expect(fitWindowState(defaultWindowState, [laptop])).toEqual(defaultWindowState)
  })

  it('raises a saved size below the minimum', () => {
    const state = { width: 300, height: 200, x: 10, y: 10, isMaximized: false }
    expect(fitWindowState(state, [laptop])).toMatchObject(minWindowSize)
  })

  it('leaves the state alone when no display is known', () => {
    const state = { width: 1200, height: 800, x: 9000, y: 9000, isMaximized: false }
    expect(fitWindowState(state, [])).toEqual(state)
  })
})

describe('windowStateFrom', () => {
  it('keeps the normal bounds and the maximized flag', () => {
    expect(windowStateFrom({ x: 5, y: 6, width: 1100, height: 720 }, true)).toEqual({
      x: 5,
      y: 6,
      width: 1100,
      height: 720,
      isMaximized: true,
    })
  })
})

describe('window state file', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'casebook-window-state-'))
  })
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  it('lives in the user-data folder', () => {
    expect(windowStateFile('/home/ada/.config/Casebook')).toBe(
      join('/home/ada/.config/Casebook', 'window-state.json'),
    )
  })

  it('round-trips a saved state', () => {
    const file = windowStateFile(join(dir, 'not-yet-created'))
    const state = { width: 1300, height: 850, x: -20, y: 40, isMaximized: true }
    saveWindowState(file, state)
    expect(loadWindowState(file)).toEqual(state)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(state)
  })

  it('gives the defaults for a missing or broken file', () => {
    const file = windowStateFile(dir)
    expect(loadWindowState(file)).toEqual(defaultWindowState)
    writeFileSync(file, '\u0000garbage')
    expect(loadWindowState(file)).toEqual(defaultWindowState)
  })
})
