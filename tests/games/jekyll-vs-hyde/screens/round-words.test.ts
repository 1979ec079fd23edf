import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { scoreGameLog } from '../../../../src/engine'
import MatchPanel from '../../../../src/games/jekyll-vs-hyde/screens/MatchPanel.vue'
import ScoreSheet from '../../../../src/renderer/src/components/score-sheet/ScoreSheet.vue'
import { addGameWords } from '../../../../src/renderer/src/games/catalogs'
import { handWordKey, handWordKeys } from '../../../../src/renderer/src/games/hand-words'
import { createCasebookI18n, type Locale } from '../../../../src/shared/i18n'
import { testRouter } from '../../../renderer/support/test-router'
import { counted, match } from './support'

enableAutoUnmount(afterEach)

// Game 1 of a single game: Bram (Hyde) is 6 spaces along after two rounds.
const single = match([counted('p1', 2), counted('p1', 5)], 'single')

/** `te` in the catalog's own language only, as the page asks it. */
const inLanguage =
  (global: Awaited<ReturnType<typeof catalog>>['global']) =>
  (key: string): boolean =>
    global.te(key, global.locale.value)

async function catalog(locale: Locale) {
  const i18n = createCasebookI18n(locale)
  await addGameWords(i18n.global, 'jekyll-vs-hyde')
  return i18n
}

async function mountOn(component: object, props: object, locale: Locale) {
  const i18n = await catalog(locale)
  const wrapper = mount(component, { props, global: { plugins: [i18n, testRouter()] } })
  await flushPromises()
  return wrapper
}

describe('a Jekyll vs. Hyde game says round, as its players do', () => {
  for (const [locale, words] of [
    [
      'en',
      { enter: 'Enter round 3', column: 'Round', edit: 'Edit round 2', title: 'Correct round 2' },
    ],
    [
      'fr',
      {
        enter: 'Saisir la manche 3',
        column: 'Manche',
        edit: 'Modifier la manche 2',
        title: 'Corriger la manche 2',
      },
    ],
  ] as const) {
    it(`in the page's sentences about a hand (${locale})`, async () => {
      const { global } = await catalog(locale)
      const say = (key: Parameters<typeof handWordKey>[2], number: number) =>
        global.t(handWordKey(inLanguage(global), 'jekyll-vs-hyde', key), { number })
      expect(say('game.view.enterHand', 3)).toBe(words.enter)
      expect(say('game.hand.editTitle', 2)).toBe(words.title)
    })

    it(`in the score sheet's column and each row's actions (${locale})`, async () => {
      const sheet = await mountOn(ScoreSheet, { log: single, score: scoreGameLog(single) }, locale)
      expect(sheet.get('thead th.sheet__number').text()).toBe(words.column)
      expect(sheet.get('tbody tr[data-hand="2"]').html()).toContain(words.edit)
      expect(sheet.text()).not.toMatch(/\bHand\b/)
    })
  }

  it('in the empty sheet, the breakdown and the round in progress, and what screen readers hear', async () => {
    const { global } = await catalog('en')
    const say = (key: Parameters<typeof handWordKey>[2], named: Record<string, unknown> = {}) =>
      global.t(handWordKey(inLanguage(global), 'jekyll-vs-hyde', key), named)
    expect(say('scoreSheet.breakdown.title', { number: 1 })).toBe('Round 1: how the marker moved')
    expect(say('scoreSheet.breakdown.handScore')).toBe('Round score')
    expect(say('handEntry.draft.resumeNew', { number: 3 })).toBe('Resume round 3')
    expect(say('handEntry.draft.inProgressEdit', { number: 2 })).toBe(
      'Your correction of round 2 is in progress: what you entered is kept.',
    )
    expect(say('handEntry.draft.finishFirst')).toBe(
      'Resume it or discard it before starting another round.',
    )

    const empty = match([], 'single')
    const sheet = await mountOn(ScoreSheet, { log: empty, score: scoreGameLog(empty) }, 'en')
    expect(sheet.text()).toContain('No rounds yet.')
    const played = await mountOn(ScoreSheet, { log: single, score: scoreGameLog(single) }, 'en')
    // Visually hidden text included: "Ada’s round score", never "hand".
    expect(played.text()).not.toMatch(/\bhands?\b/i)
    expect(sheet.text()).not.toMatch(/\bhands?\b/i)
  })

  it('in French, only what French words differently is its own; the rest is the core’s', async () => {
    const { global } = await catalog('fr')
    const say = (key: Parameters<typeof handWordKey>[2], named: Record<string, unknown> = {}) =>
      global.t(handWordKey(inLanguage(global), 'jekyll-vs-hyde', key), named)
    // Its own French: the empty sheet and the breakdown speak of the marker.
    expect(say('scoreSheet.breakdown.title', { number: 1 })).toBe(
      'Manche 1\u00a0: comment le marqueur a bougé',
    )
    // The core's French, which says "manche" already: kept once, not copied.
    expect(handWordKey(inLanguage(global), 'jekyll-vs-hyde', 'handEntry.draft.resumeNew')).toBe(
      'handEntry.draft.resumeNew',
    )
    expect(say('handEntry.draft.resumeNew', { number: 3 })).toBe('Reprendre la manche 3')
    for (const key of handWordKeys) {
      const own = handWordKey(inLanguage(global), 'jekyll-vs-hyde', key)
      if (own !== key) expect(global.t(own), key).not.toBe(global.t(key))
    }
  })

  it('a game with no word of its own keeps the core’s', async () => {
    const { global } = await catalog('en')
    const key = handWordKey(inLanguage(global), 'no-such-game', 'game.view.enterHand')
    expect(global.t(key, { number: 3 })).toBe('Enter hand 3')
  })
})

describe('a single game is the game, a return match the match', () => {
  it('titles the panel of a single game “The game”, in both languages', async () => {
    const score = scoreGameLog(single)
    const english = await mountOn(MatchPanel, { log: single, score }, 'en')
    expect(english.get('h2').text()).toBe('The game')
    expect(english.text()).not.toContain('match')
    const french = await mountOn(MatchPanel, { log: single, score }, 'fr')
    expect(french.get('h2').text()).toBe('La partie')
  })

  it('keeps “The match” for a return match', async () => {
    const returnMatch = match([counted('p1', 2, 1)])
    const panel = await mountOn(
      MatchPanel,
      { log: returnMatch, score: scoreGameLog(returnMatch) },
      'en',
    )
    expect(panel.get('h2').text()).toBe('The match')
  })
})
