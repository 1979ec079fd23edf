import { describe, expect, it } from 'vitest'
import { readWrittenNumber } from '../../src/shared/written-number'

describe('a number as a person writes it', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['-3', -3],
    ['0', 0],
    ['7.5', 7.5],
    ['7,5', 7.5],
  ])('reads %j as %d', (text, number) => {
    expect(readWrittenNumber(text)).toBe(number)
  })

  it.each([
    '',
    ' ',
    '1e2',
    '0x10',
    '+5',
    'Infinity',
    '12 points',
    '7.',
    '.5',
    '7,5,1',
    '--3',
    '١٢',
  ])('reads nothing in %j', (text) => {
    expect(readWrittenNumber(text)).toBeNull()
  })
})
