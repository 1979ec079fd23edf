import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import GameTimes from '../../../src/renderer/src/components/score-sheet/GameTimes.vue'
import {
  formatDuration,
  gameTimes,
} from '../../../src/renderer/src/components/score-sheet/game-times'
import type { Locale } from '../../../src/shared/i18n'
import { game, mountIn } from './games'

enableAutoUnmount(afterEach)

const start = '2026-11-20T19:02:11.000Z'
const minutes = (count: number) => new Date(Date.parse(start) + count * 60_000).toISOString()
const { log } = game('game-won')
const played = (updatedAt: unknown, hands = log.hands) =>
  ({ createdAt: start, updatedAt, hands }) as Parameters<typeof gameTimes>[0]

describe('when a game started and how long it has lasted', () => {
  it('runs from the log’s start to its last change saved', () => {
    expect(gameTimes(played(minutes(98)))).toEqual({
      started: new Date(start),
      lasted: 98 * 60_000,
    })
  })

  it('has a start but no length before the first hand', () => {
    expect(gameTimes(played(minutes(98), []))).toEqual({ started: new Date(start), lasted: null })
  })

  it('has no length when the last change is missing or comes before the start', () => {
    expect(gameTimes(played(undefined))?.lasted).toBeNull()
    expect(gameTimes(played(minutes(-1)))?.lasted).toBeNull()
    expect(gameTimes(played(minutes(0)))?.lasted).toBe(0)
  })

  it('shows nothing for a log without a readable start, whatever a file holds', () => {
    for (const createdAt of [undefined, '', 'yesterday', { toString: 1 }, 1732129331000]) {
      expect(gameTimes({ createdAt, updatedAt: start, hands: [] } as never)).toBeNull()
    }
    expect(gameTimes(played({ toString: 1 }))?.lasted).toBeNull()
  })
})

describe('a length of time in words', () => {
  it.each([
    ['en', 59 * 60_000 + 59_999, '59 min'],
    ['en', 60 * 60_000, '1 hr 0 min'],
    ['en', 98 * 60_000, '1 hr 38 min'],
    ['fr', 98 * 60_000, '1 h 38 min'],
    ['en', 59_999, '0 min'],
  ] as const)('in %s, %d ms is “%s”', (locale, milliseconds, words) => {
    expect(formatDuration(milliseconds, locale).replace(/\s/g, ' ')).toBe(words)
  })
})

describe('the game page’s times', () => {
  const shown = (locale: Locale, times: Parameters<typeof gameTimes>[0]) =>
    mountIn(locale, GameTimes, { log: times })

  it('names the start and the time played, in English and in French', () => {
    const english = shown('en', played(minutes(98)))
    const [started, lasted] = english.findAll('time')
    expect(english.findAll('dt').map((term) => term.text())).toEqual(['Started:', 'Played for:'])
    expect(started!.attributes('datetime')).toBe(start)
    expect(started!.text()).toContain('2026')
    expect(lasted!.attributes('datetime')).toBe('PT98M')
    expect(lasted!.text().replace(/\s/g, ' ')).toBe('1 hr 38 min')

    const french = shown('fr', played(minutes(98)))
    expect(french.findAll('dt').map((term) => term.text())).toEqual([
      'Début\u00a0:',
      'Durée de jeu\u00a0:',
    ])
    expect(french.findAll('time')[1]!.text().replace(/\s/g, ' ')).toBe('1 h 38 min')
  })

  it('shows only the start before the first hand, and nothing without one', () => {
    expect(
      shown('en', played(minutes(5), []))
        .findAll('dt')
        .map((term) => term.text()),
    ).toEqual(['Started:'])
    expect(shown('en', { hands: [] }).find('dl').exists()).toBe(false)
  })
})
