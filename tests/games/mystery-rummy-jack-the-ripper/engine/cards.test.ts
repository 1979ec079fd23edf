import { describe, expect, it } from 'vitest'
import { cards, type CardKind } from '../../../../src/games/mystery-rummy-jack-the-ripper/engine'

const copies = (kinds: readonly CardKind[]) =>
  cards.filter((card) => kinds.includes(card.kind)).reduce((sum, card) => sum + card.count, 0)

describe('the deck', () => {
  it('holds 36 Evidence, 25 Gavel cards and Ripper Escapes: 62 cards', () => {
    expect(copies(['evidence', 'letter', 'wild'])).toBe(36)
    expect(
      copies(['suspect', 'alibi', 'victim', 'scene', 'commissioner-resigns', 'ripper-strikes']),
    ).toBe(25)
    expect(copies(['ripper-escapes'])).toBe(1)
  })

  it('marks unverified every value no source prints, and only those', () => {
    const verified = cards.filter((card) => !card.valueUnverified).map((card) => card.id)
    expect(verified).toEqual(['letter', 'ripper-escapes'])
    expect(cards.filter((card) => card.countUnverified)).toHaveLength(6)
  })

  it('marks unverified the printed names no source gives', () => {
    const unverified = cards.filter((card) => card.nameUnverified).map((card) => card.id)
    expect(unverified).toEqual([
      'jill',
      'victim-annie-chapman',
      'victim-stride',
      'victim-eddowes',
      'victim-kelly',
      'scene-hanbury-street',
      'scene-berner-street',
      'scene-mitre-square',
      'scene-millers-court',
    ])
  })
})
