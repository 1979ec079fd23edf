// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { peersEntering } from '../../../src/renderer/src/sync/table-presence'

describe('who another device says is entering a hand', () => {
  it('names each device entering a hand, in hand order', () => {
    expect(
      peersEntering({
        a: { value: { name: ' Bram ', entering: 5, filling: 'player:p2', together: true } },
        b: { value: { name: 'Ada', entering: 4 } },
        c: { value: { name: 'Cleo', entering: null } },
      }),
    ).toEqual([
      // Ada's is an older version: she enters her hand on her own.
      { name: 'Ada', hand: 4, part: null, together: false },
      { name: 'Bram', hand: 5, part: 'player:p2', together: true },
    ])
  })

  it('leaves out what a device should not have sent, whatever each field holds', () => {
    const hostile = { toString: 1 }
    expect(
      peersEntering({
        a: { value: hostile },
        b: { value: { name: hostile, entering: 3 } },
        c: { value: { name: 'Dev', entering: hostile } },
        d: { value: { name: 'Eve', entering: 0 } },
        e: { value: { name: 'Fay', entering: 2.5 } },
        f: { value: { name: '   ', entering: 2 } },
        g: { value: null },
        h: { value: 'Bram' },
      }),
    ).toEqual([])
  })

  it('takes a hand from 1, and a name up to 200 characters', () => {
    expect(peersEntering({ a: { value: { name: 'Ada', entering: 1 } } })).toHaveLength(1)
    expect(peersEntering({ a: { value: { name: 'x'.repeat(200), entering: 2 } } })).toHaveLength(1)
    expect(peersEntering({ a: { value: { name: 'x'.repeat(201), entering: 2 } } })).toEqual([])
  })

  it('takes the part a device fills in up to 100 characters, and no part from anything else', () => {
    const part = (filling: unknown) =>
      peersEntering({ a: { value: { name: 'Ada', entering: 1, filling } } })[0]?.part
    expect(part('p'.repeat(100))).toBe('p'.repeat(100))
    expect(part('p'.repeat(101))).toBeNull()
    expect(part({ toString: 1 })).toBeNull()
    expect(part(7)).toBeNull()
  })
})
