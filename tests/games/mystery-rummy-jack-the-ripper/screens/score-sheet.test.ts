import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { parseGameLog, scoreGameLog } from '../../../../src/engine'
import ScoreSheet from '../../../../src/renderer/src/components/score-sheet/ScoreSheet.vue'
import { mysteryRummyJackTheRipperWords } from '../../../../src/games/mystery-rummy-jack-the-ripper/words/words'
import { createCasebookI18n, type Locale } from '../../../../src/shared/i18n'
import { testRouter } from '../../../renderer/support/test-router'
import { seen } from '../../../renderer/score-sheet/games'

enableAutoUnmount(afterEach)

// Jack the Ripper's golden logs, read as text the way a file is opened.
const files = import.meta.glob<string>('../fixtures/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The real sheet over a golden log and the score the engine derives from it, in the game's words. */
function mountSheet(name: string, locale: Locale = 'en'): VueWrapper {
  const text = files[`../fixtures/${name}.json`]
  if (text === undefined) throw new Error(`no fixture ${name}`)
  const read = parseGameLog(text)
  if (!read.ok) throw new Error(`fixture ${name} does not parse`)
  return mount(ScoreSheet, {
    props: { log: read.log, score: scoreGameLog(read.log) },
    global: {
      plugins: [createCasebookI18n(locale, mysteryRummyJackTheRipperWords), testRouter()],
    },
  })
}

/** What a sighted player reads in each of a row's cells, the markers included. */
function rowCells(wrapper: VueWrapper, number: number): string[] {
  return wrapper
    .findAll(`tbody tr[data-hand="${number}"] td:not(.sheet__actions)`)
    .map((cell) => seen(cell.element))
}

describe('a Mystery Rummy Case #1: Jack the Ripper game on the score sheet', () => {
  it('names each hand’s Ripper once, in his column, beside a tie-break hand due and the win', () => {
    const wrapper = mountSheet('game-tie-break-hand-then-won')

    expect(rowCells(wrapper, 1)).toEqual(['Montague Druitt', '32', '32', '17', '17'])
    expect(rowCells(wrapper, 2)).toEqual([
      'Montague Druitt Tie-break hand due',
      '8',
      '40',
      '23',
      '40',
    ])
    expect(rowCells(wrapper, 3)).toEqual([
      'escaped (Case File)',
      '2 Wins the game',
      '42',
      '0',
      '40',
    ])
  })

  it('says once how the Ripper escaped: by the card, by an Alibi', () => {
    expect(rowCells(mountSheet('example-4-ripper-escapes-played'), 1)[0]).toBe('escaped (card)')
    expect(rowCells(mountSheet('example-5-escape-by-alibi'), 1)[0]).toBe('escaped (Alibi)')
  })

  it('marks a right vote in the voter’s own cell, in French too', () => {
    expect(rowCells(mountSheet('commissioner-resigns-forces-two-out', 'fr'), 1)).toEqual([
      'Montague Druitt',
      '10',
      '10',
      '8',
      '8',
      '18 Bon vote, +10',
      '18',
    ])
  })
})
