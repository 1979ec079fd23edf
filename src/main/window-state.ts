import * as v from 'valibot'

/** The smallest window the layout is designed for. */
export const minWindowSize = { width: 1024, height: 700 } as const

/** Size and place of the main window; no position means "let the system centre it". */
export interface WindowState {
  width: number
  height: number
  x?: number
  y?: number
  isMaximized: boolean
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export const defaultWindowState: WindowState = { width: 1280, height: 800, isMaximized: false }

const coordinate = v.pipe(v.number(), v.integer(), v.minValue(-1_000_000), v.maxValue(1_000_000))
const length = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))

/** The saved file's shape. Unknown keys are ignored. */
export const windowStateSchema = v.object({
  width: length,
  height: length,
  x: v.optional(coordinate),
  y: v.optional(coordinate),
  isMaximized: v.optional(v.boolean(), false),
})

/**
 * Reads the saved window state. Anything unreadable (not JSON, wrong shape, a position with
 * only one coordinate) gives the defaults: a broken file must never stop the app from opening.
 */
export function parseWindowState(text: string | undefined): WindowState {
  if (text === undefined) return { ...defaultWindowState }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ...defaultWindowState }
  }
  const result = v.safeParse(windowStateSchema, json)
  if (!result.success) return { ...defaultWindowState }
  const { width, height, x, y, isMaximized } = result.output
  if (x === undefined || y === undefined) return { width, height, isMaximized }
  return { width, height, x, y, isMaximized }
}

/** What is worth saving: the window's normal (unmaximized) bounds and whether it is maximized. */
export function windowStateFrom(normalBounds: Rect, isMaximized: boolean): WindowState {
  return { ...normalBounds, isMaximized }
}

/** How much of a window must show on some display for it to count as on screen. */
const minimumVisible = { width: 100, height: 50 } as const

/**
 * Fits a saved state to the displays there are now (their work areas; the primary one first).
 * The size never goes below the minimum nor, where possible, beyond the display. A window that
 * is no longer visible enough on any display (a monitor was unplugged, the resolution changed)
 * is pulled back inside the nearest display; one that is visible stays exactly where it was.
 */
export function fitWindowState(state: WindowState, workAreas: readonly Rect[]): WindowState {
  const primary = workAreas[0]
  if (primary === undefined) return state
  const { x, y } = state
  if (x === undefined || y === undefined) {
    return { ...state, ...fitSize(state, primary) }
  }
  const bounds: Rect = { x, y, width: state.width, height: state.height }
  if (workAreas.some((area) => isVisibleOn(bounds, area))) {
    return {
      ...state,
      width: Math.max(state.width, minWindowSize.width),
      height: Math.max(state.height, minWindowSize.height),
    }
  }
  const area = nearestArea(bounds, workAreas)
  const size = fitSize(state, area)
  return {
    ...state,
    ...size,
    x: clamp(x, area.x, area.x + area.width - size.width),
    y: clamp(y, area.y, area.y + area.height - size.height),
  }
}

function fitSize(state: WindowState, area: Rect): { width: number; height: number } {
  return {
    width: Math.max(minWindowSize.width, Math.min(state.width, area.width)),
    height: Math.max(minWindowSize.height, Math.min(state.height, area.height)),
  }
}

function isVisibleOn(bounds: Rect, area: Rect): boolean {
  const overlapWidth =
    Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x)
  const overlapHeight =
    Math.min(bounds.y + bounds.height, area.y + area.height) - Math.max(bounds.y, area.y)
  return overlapWidth >= minimumVisible.width && overlapHeight >= minimumVisible.height
}

function nearestArea(bounds: Rect, areas: readonly Rect[]): Rect {
  const centre = { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 }
  let best = areas[0] as Rect
  let bestDistance = Infinity
  for (const area of areas) {
    const dx = centre.x - clamp(centre.x, area.x, area.x + area.width)
    const dy = centre.y - clamp(centre.y, area.y, area.y + area.height)
    const distance = dx * dx + dy * dy
    if (distance < bestDistance) {
      best = area
      bestDistance = distance
    }
  }
  return best
}

/** Clamps to [low, high]; when the range is empty (window wider than the display) gives low. */
function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(value, high))
}
