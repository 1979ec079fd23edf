/**
 * A finished game's final sheet as a picture, drawn on a canvas from the engine's derived scores
 * (no library: the sheet is a table of text, and a canvas needs nothing the app's CSP forbids).
 * What is drawn is decided here as plain data (`SheetPicture`, `pictureLayout`), so that it can
 * be tested without a canvas; `drawSheetPicture` only paints it.
 */
export interface SheetPicture {
  /** The game's name ("Jekyll vs. Hyde"), the day it was played, then the log's title. */
  game: string
  date: string
  title: string
  /** What the figures are: each holder's total after each hand, in words. */
  totalsNote: string
  /** The sheet's first column heading, in the game's word for a hand. */
  handHeading: string
  /** Each holder's name, one column each, and who played it for a side ("Ada and Cleo"). */
  holders: string[]
  members: (string | null)[]
  /**
   * Each hand: its label and each holder's total after it, formatted; a game played in parts
   * (a return match) has a heading row, without totals, before each part's first hand.
   */
  rows: { label: string; totals: string[]; heading?: true }[]
  /** The last row: its label ("Total") and each holder's final total; none for a plain table. */
  total?: { label: string; totals: string[] }
  /** Who won, in a sentence ("Ada wins"). */
  result: string
}

export interface PictureLayout {
  width: number
  height: number
  margin: number
  labelWidth: number
  columnWidth: number
  rowHeight: number
  /** Where the table's heading row starts, under the game, the title and the result. */
  tableTop: number
  /** The heading row's height: one line more when a side names who played it. */
  headingHeight: number
}

const margin = 48
const rowHeight = 40
const labelWidth = 220
const columnWidth = 200
const headerHeight = 214

/** The picture's size: wide enough for every holder, tall enough for every hand and the total. */
export function pictureLayout(picture: SheetPicture): PictureLayout {
  const width = Math.max(720, margin * 2 + labelWidth + columnWidth * picture.holders.length)
  const headingHeight = picture.members.some((each) => each !== null) ? rowHeight * 2 : rowHeight
  const rows = picture.rows.length + (picture.total ? 1 : 0)
  const height = headerHeight + headingHeight + rowHeight * rows + margin
  return {
    width,
    height,
    margin,
    labelWidth,
    columnWidth,
    rowHeight,
    tableTop: headerHeight,
    headingHeight,
  }
}

const ink = '#1f1b16'
const muted = '#5c554c'
const paper = '#fbf8f2'
const accent = '#7a2e1f'
const rule = '#d8d0c4'

/** More characters than any column of the picture shows: a longer text is cut to this first. */
const longestShown = 300

/**
 * Text cut to fit a width, with an ellipsis: a long name never runs into the next column. The
 * longest part that fits is found by halving, on at most `longestShown` characters, so a name of
 * 100 KiB costs a few measures, not one per character.
 */
export function fitted(
  context: Pick<CanvasRenderingContext2D, 'measureText'>,
  text: string,
  width: number,
): string {
  if (text.length <= longestShown && context.measureText(text).width <= width) return text
  const fits = (length: number) => context.measureText(`${cut(text, length)}…`).width <= width
  let [shortest, longest] = [1, Math.min(text.length, longestShown)]
  while (shortest < longest) {
    const middle = Math.ceil((shortest + longest) / 2)
    if (fits(middle)) shortest = middle
    else longest = middle - 1
  }
  return `${cut(text, shortest)}…`
}

/** The first `length` UTF-16 units of a text, one fewer rather than half a surrogate pair. */
function cut(text: string, length: number): string {
  const code = text.charCodeAt(length - 1)
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length)
}

/** Paints the picture on a canvas of `pictureLayout`'s size. */
export function drawSheetPicture(context: CanvasRenderingContext2D, picture: SheetPicture): void {
  const layout = pictureLayout(picture)
  const font = (size: number, weight = 400) =>
    `${weight} ${size}px system-ui, "Segoe UI", Roboto, "Noto Sans", sans-serif`
  context.fillStyle = paper
  context.fillRect(0, 0, layout.width, layout.height)
  context.textBaseline = 'middle'
  const inner = layout.width - margin * 2

  context.fillStyle = muted
  context.font = font(22)
  const gameLine = [picture.game, picture.date].filter((part) => part !== '').join(' · ')
  context.fillText(fitted(context, gameLine, inner), margin, 50)
  context.fillStyle = ink
  context.font = font(34, 700)
  context.fillText(fitted(context, picture.title, inner), margin, 94)
  context.fillStyle = accent
  context.font = font(28, 700)
  context.fillText(fitted(context, picture.result, inner), margin, 142)
  context.fillStyle = muted
  context.font = font(20)
  context.fillText(fitted(context, picture.totalsNote, inner), margin, 186)

  const columnX = (index: number) => margin + layout.labelWidth + layout.columnWidth * index
  const row = (y: number, label: string, cells: string[], weight: number) => {
    context.font = font(22, weight)
    context.textAlign = 'left'
    context.fillText(fitted(context, label, layout.labelWidth - 16), margin, y)
    context.textAlign = 'right'
    cells.forEach((cell, index) =>
      context.fillText(
        fitted(context, cell, layout.columnWidth - 16),
        columnX(index) + layout.columnWidth - 16,
        y,
      ),
    )
    context.textAlign = 'left'
  }
  const line = (y: number, color: string) => {
    context.fillStyle = color
    context.fillRect(margin, y, inner, 2)
  }

  let y = layout.tableTop + rowHeight / 2
  context.fillStyle = ink
  row(y, picture.handHeading, picture.holders, 700)
  if (layout.headingHeight > rowHeight) {
    y += rowHeight
    context.fillStyle = muted
    row(
      y,
      '',
      picture.members.map((each) => each ?? ''),
      400,
    )
  }
  line(y + rowHeight / 2 - 2, ink)
  for (const hand of picture.rows) {
    y += rowHeight
    context.fillStyle = hand.heading ? accent : ink
    row(y, hand.label, hand.totals, hand.heading ? 700 : 400)
    line(y + rowHeight / 2 - 1, hand.heading ? accent : rule)
  }
  if (!picture.total) return
  y += rowHeight
  line(y - rowHeight / 2 - 1, ink)
  context.fillStyle = ink
  row(y, picture.total.label, picture.total.totals, 700)
}

/** The picture as a PNG file, from a canvas of the page's document. */
export function sheetPicturePng(picture: SheetPicture): Promise<Blob> {
  const layout = pictureLayout(picture)
  const canvas = document.createElement('canvas')
  canvas.width = layout.width
  canvas.height = layout.height
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new Error('No 2D canvas'))
  drawSheetPicture(context, picture)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture was not made'))),
      'image/png',
    ),
  )
}

/** What a page can share with: the system share sheet, where it takes files. */
export interface ShareTarget {
  canShare?: (data: ShareData) => boolean
  share?: (data: ShareData) => Promise<void>
}

/**
 * Shares the picture through the system share sheet where the page has one that takes files;
 * otherwise offers it as a download (in the desktop app, Electron asks where to save it).
 * Says which way it went; a share the player closed is no error.
 */
export async function sharePicture(
  file: File,
  title: string,
  target: ShareTarget,
  download: (file: File) => void,
): Promise<'shared' | 'cancelled' | 'downloaded'> {
  const data: ShareData = { files: [file], title }
  if (target.share && target.canShare?.(data)) {
    try {
      await target.share(data)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      throw error
    }
  }
  download(file)
  return 'downloaded'
}
