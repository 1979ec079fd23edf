// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  fitted,
  pictureLayout,
  sharePicture,
  type SheetPicture,
} from '../../src/renderer/src/components/share/sheet-picture'

const picture = (holders: number, hands: number, members = false): SheetPicture => ({
  game: 'Mystery Rummy',
  date: '20 November 2026',
  title: 'Ada – Bram',
  totalsNote: 'Totals after each hand',
  handHeading: 'Hand',
  holders: Array.from({ length: holders }, (_, index) => `Player ${index + 1}`),
  members: Array.from({ length: holders }, () => (members ? 'Ada and Cleo' : null)),
  rows: Array.from({ length: hands }, (_, index) => ({
    label: `Hand ${index + 1}`,
    totals: Array.from({ length: holders }, () => '10'),
  })),
  total: { label: 'Total', totals: Array.from({ length: holders }, () => '100') },
  result: 'Ada wins',
})

const file = () => new File([new Uint8Array([137, 80, 78, 71])], 'sheet.png', { type: 'image/png' })

describe('the picture of a final sheet', () => {
  it('has a row for each hand, the heading and the total, and grows one row per hand', () => {
    const five = pictureLayout(picture(2, 5))
    const six = pictureLayout(picture(2, 6))
    expect(six.height - five.height).toBe(five.rowHeight)
    expect(five.height).toBe(five.tableTop + five.rowHeight * 7 + five.margin)
  })

  it('has no total row when it is a plain table, as the history’s', () => {
    const layout = pictureLayout({ ...picture(2, 5), total: undefined })
    expect(layout.height).toBe(layout.tableTop + layout.rowHeight * 6 + layout.margin)
  })

  it('gives the heading a second line when a side names who played it', () => {
    const plain = pictureLayout(picture(2, 5))
    const sides = pictureLayout(picture(2, 5, true))
    expect(sides.headingHeight).toBe(plain.headingHeight + plain.rowHeight)
    expect(sides.height - plain.height).toBe(plain.rowHeight)
  })

  it('keeps a legible width for two players and widens for each holder beyond', () => {
    expect(pictureLayout(picture(2, 1)).width).toBe(720)
    const three = pictureLayout(picture(3, 1)).width
    const four = pictureLayout(picture(4, 1)).width
    expect(four - three).toBe(pictureLayout(picture(4, 1)).columnWidth)
  })
})

describe('sharing the picture', () => {
  it('goes to the system share sheet when it takes files', async () => {
    const shared: ShareData[] = []
    const downloaded: File[] = []
    const way = await sharePicture(
      file(),
      'Ada – Bram',
      { canShare: () => true, share: (data) => (shared.push(data), Promise.resolve()) },
      (each) => downloaded.push(each),
    )
    expect(way).toBe('shared')
    expect(shared[0]?.files?.[0]?.name).toBe('sheet.png')
    expect(downloaded).toEqual([])
  })

  it('downloads the PNG when the share sheet takes no files, or there is none', async () => {
    const downloaded: File[] = []
    const refuses = { canShare: () => false, share: () => Promise.reject(new Error('not asked')) }
    expect(await sharePicture(file(), 't', refuses, (each) => downloaded.push(each))).toBe(
      'downloaded',
    )
    expect(await sharePicture(file(), 't', {}, (each) => downloaded.push(each))).toBe('downloaded')
    expect(downloaded.map((each) => each.name)).toEqual(['sheet.png', 'sheet.png'])
  })

  it('takes a share sheet closed by the player as no error, and downloads nothing', async () => {
    const downloaded: File[] = []
    const closed = {
      canShare: () => true,
      share: () => Promise.reject(new DOMException('closed', 'AbortError')),
    }
    expect(await sharePicture(file(), 't', closed, (each) => downloaded.push(each))).toBe(
      'cancelled',
    )
    expect(downloaded).toEqual([])
  })
})

describe('a text cut to its column', () => {
  // Each character is 10 px wide, the ellipsis too.
  const context = {
    measureText: (text: string) => ({ width: [...text].length * 10 }) as TextMetrics,
  }

  it('stays whole when it fits, to the last pixel', () => {
    expect(fitted(context, 'Ada', 30)).toBe('Ada')
    expect(fitted(context, 'Adaline', 69)).toBe('Adali…')
  })

  it('is cut to the longest part that fits with its ellipsis', () => {
    expect(fitted(context, 'Adaline', 60)).toBe('Adali…')
    expect(fitted(context, 'Adaline', 59)).toBe('Adal…')
  })

  it('cuts a name of 100 KiB in a few measures, never inside a character', () => {
    let measures = 0
    const counting = {
      measureText: (text: string) => (measures++, context.measureText(text)),
    }
    expect(fitted(counting, 'x'.repeat(102_400), 200)).toBe(`${'x'.repeat(19)}…`)
    expect(measures).toBeLessThan(20)
    expect(fitted(context, '😀'.repeat(50), 40)).toBe('😀😀😀…')
  })
})
