import { describe, expect, it } from 'vitest'
import { markdownTable } from '../../../src/shared/export/markdown-table'

describe('a Markdown table', () => {
  it('pads every column to its widest cell, so it reads as a table in a text editor', () => {
    expect(
      markdownTable(
        ['Player', 'Score'],
        ['left', 'right'],
        [
          ['Ada', '12'],
          ['Bram', '3'],
        ],
      ),
    ).toEqual([
      '| Player | Score |',
      '| ------ | ----: |',
      '| Ada    |    12 |',
      '| Bram   |     3 |',
    ])
  })

  it('pads to a cell of 160 columns, and no further: a wider cell widens no other row', () => {
    const widest = 'a'.repeat(160)
    expect(markdownTable(['P'], ['left'], [[widest], ['b']])[3]).toBe(`| b${' '.repeat(159)} |`)
    const huge = 'a'.repeat(1024 * 1024)
    const rows = [[huge], ...Array.from({ length: 1_000 }, () => ['b'])]
    const table = markdownTable(['P'], ['left'], rows)
    expect(table[2]).toBe(`| ${huge} |`)
    expect(table[3]!.length).toBeLessThanOrEqual(170)
    expect(table.join('\n').length).toBeLessThan(huge.length + 1_000 * 170 + 1_000)
  })
})
