import { describe, expect, it } from 'vitest'
import { displayWidth, row, wrap } from '../../src/cli/columns'

describe('displayWidth', () => {
  it('counts the columns a terminal gives each character', () => {
    expect(displayWidth('Jekyll')).toBe(6)
    expect(displayWidth('Thérèse')).toBe(7)
    // The same name with its accents as combining marks (as some systems write them).
    expect(displayWidth('The\u0301re\u0300se')).toBe(7)
    expect(displayWidth('山田')).toBe(4)
    expect(displayWidth('−4 · 3 × J')).toBe(10)
  })
})

describe('wrap', () => {
  it('breaks at spaces, each line within the width, and loses no word', () => {
    const text =
      'Pas de shut-out : Mr. Enfield’s Story, Hyde Awakes ne correspondent pas au Dr Jekyll'
    const lines = wrap(text, 30)
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(30)
    expect(lines.join(' ')).toBe(text)
  })

  it('cuts a word longer than the width', () => {
    expect(wrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij'])
    expect(wrap('山田太郎', 5)).toEqual(['山田', '太郎'])
  })

  it('keeps a word of exactly the width whole, cuts one column more, and goes on after the cut', () => {
    expect(wrap('abcd', 4)).toEqual(['abcd'])
    expect(wrap('abcde', 4)).toEqual(['abcd', 'e'])
    expect(wrap('abcdefghi k', 4)).toEqual(['abcd', 'efgh', 'i k'])
    expect(wrap('abcdefghij kl', 4)).toEqual(['abcd', 'efgh', 'ij', 'kl'])
  })

  it('cuts a 4 MB word in one pass over it (a name that long took minutes)', () => {
    const lines = wrap('a'.repeat(4 * 1024 * 1024), 70)
    expect(lines).toHaveLength(Math.ceil((4 * 1024 * 1024) / 70))
    expect(lines.at(-1)).toHaveLength((4 * 1024 * 1024) % 70)
  })

  it('leaves a short text whole', () => {
    expect(wrap('Work in Lab', 40)).toEqual(['Work in Lab'])
  })
})

describe('row', () => {
  it('ends the points in the same column whatever the text, and follows with the rule', () => {
    const short = row(4, 'Work in Lab', '+2', 'score.work-in-lab')
    const long = row(4, 'word '.repeat(30).trim(), '−12', 'score.left-in-hand')
    const player = row(2, 'Ada', '+52')
    expect(short).toHaveLength(1)
    expect(long.length).toBeGreaterThan(1)
    const end = (line: string, after: string) => displayWidth(line) - displayWidth(after)
    expect(end(short[0]!, '  score.work-in-lab')).toBe(end(long[0]!, '  score.left-in-hand'))
    expect(end(player[0]!, '')).toBe(end(short[0]!, '  score.work-in-lab'))
    expect(long.slice(1).every((line) => line.startsWith('      word'))).toBe(true)
  })
})
