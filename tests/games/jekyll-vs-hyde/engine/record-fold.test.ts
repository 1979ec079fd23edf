import { describe, expect, it } from 'vitest'
import {
  cardOf,
  defaultPotionNumbers,
  type Colour,
} from '../../../../src/games/jekyll-vs-hyde/engine/cards'
import {
  foldRecord,
  type RecordedTrick,
} from '../../../../src/games/jekyll-vs-hyde/engine/record-fold'

function trick(lead: string, follow: string, call?: Colour, leader?: string): RecordedTrick {
  return {
    lead: cardOf(lead, defaultPotionNumbers)!,
    follow: cardOf(follow, defaultPotionNumbers)!,
    ...(call ? { call } : {}),
    ...(leader ? { leader } : {}),
  }
}

/** The spec's logged round (holdout v14): both rulebook examples, a swap and a real steal. */
const v14 = [
  trick('pride-6', 'wrath-4'),
  trick('greed-3', 'potion-2'),
  trick('wrath-2', 'wrath-3'),
  trick('potion-4', 'wrath-6', 'wrath'),
  trick('potion-3', 'pride-5', 'pride'),
  trick('greed-2', 'wrath-5'),
  trick('wrath-7', 'pride-4'),
  trick('pride-3', 'pride-7'),
  trick('greed-6', 'wrath-1'),
  trick('pride-2', 'pride-1'),
]

describe('a round played through the referee', () => {
  it('gives the spec’s leaders, winners, effects, steals and rankings for its logged round', () => {
    const folded = foldRecord(v14, 'p1', 'p2')
    expect(folded.fault).toBeNull()
    expect(
      folded.tricks.map((t) => [t.leader, t.taker, t.effect, t.stolen, t.ranking.join(',')]),
    ).toEqual([
      ['p1', 'p2', null, false, 'pride,wrath,greed'],
      ['p2', 'p2', 'swap', false, 'pride,wrath,greed'],
      ['p2', 'p1', null, false, 'pride,wrath,greed'],
      ['p1', 'p2', 'reset', false, ''],
      ['p2', 'p1', 'steal', true, 'pride'],
      ['p1', 'p2', null, false, 'pride,greed,wrath'],
      ['p2', 'p2', null, false, 'pride,greed,wrath'],
      ['p2', 'p1', null, false, 'pride,greed,wrath'],
      ['p1', 'p2', null, false, 'pride,greed,wrath'],
      ['p2', 'p2', null, false, 'pride,greed,wrath'],
    ])
    expect(folded.piles).toEqual({ p1: 4, p2: 6 })
  })

  it('steals nothing from a player whose pile is empty (A4)', () => {
    const folded = foldRecord([trick('pride-4', 'potion-4')], 'p1', 'p2')
    expect(folded.tricks[0]).toMatchObject({ taker: 'p2', effect: 'steal', stolen: false })
    expect(folded.piles).toEqual({ p1: 0, p2: 1 })
  })

  it('refuses a colour played by a player who has shown he holds none of it', () => {
    // p2 answers red with green and takes the trick (green ranks above red): he holds no red,
    // so the red card he leads next cannot be his.
    const folded = foldRecord(
      [trick('wrath-5', 'greed-1'), trick('wrath-3', 'pride-2')],
      'p1',
      'p2',
    )
    expect(folded.fault).toEqual({ trick: 1, rule: 'record-revoke', player: 'p2', colour: 'wrath' })
  })

  it('forgets what was shown once a green swap has changed the hands', () => {
    const folded = foldRecord(
      [trick('potion-5', 'greed-1', 'wrath'), trick('pride-2', 'wrath-3')],
      'p1',
      'p2',
    )
    expect(folded.tricks[0]!.effect).toBe('swap')
    expect(folded.fault).toBeNull()
  })

  it('does not take a potion answer to a colour lead as a sign of lacking the colour', () => {
    const folded = foldRecord(
      [trick('wrath-6', 'potion-2'), trick('pride-1', 'wrath-2')],
      'p1',
      'p2',
    )
    expect(folded.fault).toBeNull()
  })

  it('refuses a trick whose recorded leader is not the one the play gives', () => {
    const folded = foldRecord([trick('pride-6', 'wrath-4', undefined, 'p2')], 'p1', 'p2')
    expect(folded.fault).toEqual({ trick: 0, rule: 'record-lead', player: 'p2', expected: 'p1' })
  })
})
