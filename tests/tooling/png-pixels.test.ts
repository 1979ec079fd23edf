import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { lookTheSame, readPng } from '../support/png-pixels'
import { root } from '../cli/support'

/** A PNG of one row of RGB pixels, unfiltered (the reader does not check the chunks' CRCs). */
function png(row: number[]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(row.length / 3, 0)
  header.writeUInt32BE(1, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, ...row]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const picture = (name: string) => readFileSync(join(root, 'docs/images', name))

describe('comparing the docs screenshots by their pixels', () => {
  it('reads a screenshot Chromium wrote, at its size', () => {
    expect(readPng(picture('mystery-rummy-jekyll-hyde-sheet.png'))).toMatchObject({
      width: 1280,
      height: 800,
    })
  })

  it('finds a picture the same as itself, and two screens different', () => {
    const sheet = picture('mystery-rummy-jekyll-hyde-sheet.png')
    expect(lookTheSame(sheet, Buffer.from(sheet))).toBe(true)
    expect(lookTheSame(sheet, picture('mystery-rummy-jekyll-hyde-hand-form.png'))).toBe(false)
  })

  it('takes a channel 8 levels off for rounding, and 9 levels off for a change', () => {
    const before = png([100, 100, 100, 200, 200, 200])
    expect(lookTheSame(before, png([100, 108, 100, 200, 192, 200]))).toBe(true)
    expect(lookTheSame(before, png([100, 109, 100, 200, 200, 200]))).toBe(false)
  })

  it('finds a file that is no PNG, or a picture of another size, different', () => {
    const row = png([1, 2, 3])
    expect(lookTheSame(row, Buffer.from('not a picture'))).toBe(false)
    expect(lookTheSame(row, png([1, 2, 3, 1, 2, 3]))).toBe(false)
  })
})
