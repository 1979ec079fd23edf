import { describe, expect, it } from 'vitest'
import {
  expectedDealer,
  liveRipper,
  playersCharged,
  resolveRules,
  setAsideCards,
  victimsOnTable,
} from '../../../../src/games/mystery-rummy-jack-the-ripper/engine'
import { gameLog } from './support'

const defaults = resolveRules(undefined)

describe('the live Ripper of a table being entered', () => {
  it('ranks the suspects on the table and names the highest one not cleared', () => {
    const { ranking, ripper } = liveRipper(
      {
        ada: { evidence: { gull: 5, eddy: 3 }, suspects: ['eddy'] },
        bram: { evidence: { druitt: 4 }, alibi: 'gull' },
      },
      defaults,
    )
    expect(ranking.map(({ suspect, total, cleared }) => [suspect, total, cleared])).toEqual([
      ['gull', 10, true],
      ['eddy', 9, false],
      ['druitt', 8, false],
    ])
    expect(ripper?.suspect).toBe('eddy')
  })

  it('names nobody while no suspect has Evidence on the table', () => {
    expect(liveRipper({ ada: { letters: 3 } }, defaults)).toEqual({ ranking: [], ripper: null })
  })

  it('follows the tie-break numbers the table corrected', () => {
    const areas = { ada: { evidence: { eddy: 3, gull: 3 } } }
    expect(liveRipper(areas, defaults).ripper?.suspect).toBe('eddy')
    const corrected = resolveRules({ deck: { gull: { tieBreak: 1 }, druitt: { tieBreak: 3 } } })
    expect(liveRipper(areas, corrected).ripper?.suspect).toBe('gull')
  })
})

describe('the cards a player had to set aside', () => {
  it('are the Evidence, Suspect and Alibi cards of suspects on the table, and Letters beside Letters', () => {
    const areas = { ada: { evidence: { gull: 3 }, letters: 3 }, bram: {} }
    expect(setAsideCards(areas, 'bram').sort()).toEqual(
      ['alibi-eddy-gull', 'gull', 'letter', 'suspect-gull'].sort(),
    )
  })

  it('include a Wild only for a player with suspect Evidence in his own area', () => {
    const areas = { ada: { evidence: { gull: 3 } }, bram: { evidence: { gull: 1 } } }
    expect(setAsideCards(areas, 'bram')).toContain('wild')
    expect(setAsideCards({ ...areas, cleo: {} }, 'cleo')).not.toContain('wild')
  })
})

describe('who is charged for cards left in hand', () => {
  it('is everyone not out of cards, after going out or Commissioner Resigns only', () => {
    const players = ['ada', 'bram', 'cleo']
    expect(playersCharged(players, { type: 'went-out', player: 'bram' })).toEqual(['ada', 'cleo'])
    expect(
      playersCharged(players, { type: 'commissioner-resigns', players: ['ada', 'cleo'] }),
    ).toEqual(['bram'])
    expect(playersCharged(players, { type: 'ripper-escapes', player: 'ada' })).toEqual([])
    expect(playersCharged(players, { type: 'case-file-exhausted' })).toEqual([])
  })
})

it('counts the Victims on the table, whoever holds them', () => {
  expect(
    victimsOnTable({ ada: { victims: ['nichols'] }, bram: { victims: ['kelly', 'stride'] } }),
  ).toBe(3)
})

describe('the next dealer', () => {
  it('is the player after the last recorded dealer, counting the hands between', () => {
    const log = gameLog(
      [
        { ending: { type: 'case-file-exhausted' }, dealer: 'bram' },
        { ending: { type: 'case-file-exhausted' } },
      ],
      undefined,
      3,
    )
    expect(expectedDealer(log, 1)).toBe('cleo')
    expect(expectedDealer(log, 2)).toBe('ada')
  })

  it('is unknown when no dealer was recorded', () => {
    expect(expectedDealer(gameLog([], undefined, 3), 0)).toBeNull()
  })
})
