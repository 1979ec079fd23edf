import { describe, expect, it } from 'vitest'
import { csvNumber, csvText, exportCsv } from '../../../src/shared/export'
import { expectedExport, readCsv, scoredFixture, translator, withNames } from './support'

const bom = '\uFEFF'

describe('the CSV score sheet', () => {
  it.each([
    ['game-tie-at-target', 'en'],
    ['game-tie-at-target', 'fr'],
    ['rulebook-transformation-on-opponent-meld', 'en'],
    ['left-in-hand-points-total', 'en'],
  ] as const)('matches the sheet written by hand for %s (%s)', (name, locale) => {
    const { log, score } = scoredFixture(name)
    expect(exportCsv(log, score, translator(locale))).toBe(expectedExport(`${name}.${locale}.csv`))
  })

  it('starts with a UTF-8 byte order mark and ends every record with CRLF', () => {
    const { log, score } = scoredFixture('game-won')
    const csv = exportCsv(log, score, translator('fr'))
    expect(csv.startsWith(bom)).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
  })

  it('has a header row and one row per hand, with a hand score and a total per player', () => {
    const { log, score } = scoredFixture('game-tie-at-target')
    const [header, ...rows] = readCsv(exportCsv(log, score, translator('en')).slice(1))
    expect(header).toHaveLength(9)
    expect(rows).toHaveLength(log.hands.length)
    expect(rows.map((row) => row[0])).toEqual(['1', '2', '3', '4', '5'])
    expect(rows.at(-1)?.slice(4, 8)).toEqual(['0', '100', '40', '140'])
  })

  it('writes a negative score as a plain number with an ASCII minus, never as text', () => {
    const { log, score } = scoredFixture('left-in-hand-points-total')
    const csv = exportCsv(log, score, translator('en'))
    expect(csv).toContain(',-13,-13,')
    expect(csv).not.toContain('\u2212')
    expect(csv).not.toContain("'-13")
  })

  it('keeps names with a comma, a quote or a line break in one field, as typed', () => {
    const first = 'Lovelace, Ada "the Countess"'
    const second = 'Bram\nStoker\r\nJr'
    const { log, score } = withNames('game-tie-at-target', first, second)
    const csv = exportCsv(log, score, translator('en'))
    expect(csv).toContain('"Lovelace, Ada ""the Countess"": hand score"')
    const [header, ...rows] = readCsv(csv.slice(1))
    expect(header?.slice(4, 8)).toEqual([
      `${first}: hand score`,
      `${first}: total`,
      `${second}: hand score`,
      `${second}: total`,
    ])
    expect(rows[0]?.slice(1, 4)).toEqual([second, 'Dr. Jekyll', `${first} went out`])
    expect(rows[0]?.[8]).toBe(first)
    expect(rows.every((row) => row.length === header?.length)).toBe(true)
  })

  it('defuses a name a spreadsheet would run as a formula', () => {
    const { log, score } = withNames('game-tie-at-target', '=1+1', '@SUM(A1:A9)')
    const [header, ...rows] = readCsv(exportCsv(log, score, translator('en')).slice(1))
    expect(header?.[4]).toBe("'=1+1: hand score")
    expect(header?.[6]).toBe("'@SUM(A1:A9): hand score")
    expect(rows[0]?.[1]).toBe("'@SUM(A1:A9)")
    expect(rows[0]?.[8]).toBe("'=1+1")
    for (const row of [header ?? [], ...rows]) {
      for (const field of row) expect(field).not.toMatch(/^[=+@\t\r]/)
    }
  })
})

describe('a CSV text field', () => {
  it.each([
    ['Ada', 'Ada'],
    ['Zoë Ødegård', 'Zoë Ødegård'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['=1+1', "'=1+1"],
    ['+33 6 12', "'+33 6 12"],
    ['-2', "'-2"],
    ['@home', "'@home"],
    ['\tindented', "'\tindented"],
    ['\rstart', `"'\rstart"`],
    ['=HYPERLINK("http://x","a,b")', `"'=HYPERLINK(""http://x"",""a,b"")"`],
    ['Ada = 1', 'Ada = 1'],
  ])('%j is written %j', (value, written) => {
    expect(csvText(value)).toBe(written)
  })
})

describe('a CSV number', () => {
  it.each([
    [0, '0'],
    [52, '52'],
    [-13, '-13'],
    [-0, '0'],
    [1000, '1000'],
  ])('%d is written %s', (value, written) => {
    expect(csvNumber(value)).toBe(written)
  })
})
