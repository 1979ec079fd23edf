import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { scoreGameLog, type GameLog } from '../../src/engine'
import ShareSheetPicture from '../../src/renderer/src/components/share/ShareSheetPicture.vue'
import type { SheetPicture } from '../../src/renderer/src/components/share/sheet-picture'
import { addGameWords } from '../../src/renderer/src/games/catalogs'
import { createCasebookI18n, type Locale } from '../../src/shared/i18n'
import bambusText from '../games/jekyll-hyde-bambus/fixtures/game-won-at-1000.json?raw'
import vsHydeText from '../games/jekyll-vs-hyde/fixtures/single-hyde-wins-in-round-2.json?raw'
import returnMatchText from '../games/jekyll-vs-hyde/fixtures/return-match-faster-hyde-wins.json?raw'

/** What the picture of a finished game draws, as the page builds it from the engine's score. */
async function pictureOf(text: string, locale: Locale = 'en'): Promise<SheetPicture> {
  const log = JSON.parse(text) as GameLog
  const i18n = createCasebookI18n(locale)
  await addGameWords(i18n.global, log.game)
  const wrapper = mount(ShareSheetPicture, {
    props: { log, score: scoreGameLog(log) },
    global: { plugins: [i18n] },
  })
  return (wrapper.vm as unknown as { picture: () => SheetPicture }).picture()
}

describe('the picture of a finished sheet says what it shows', () => {
  it('names the game and the day it began, and that the figures are totals after each hand', async () => {
    const picture = await pictureOf(bambusText)
    expect(picture.game).toBe('Dr. Jekyll & Mr. Hyde (Bambus)')
    expect(picture.date).toBe('November 23, 2026')
    expect(picture.totalsNote).toBe('Totals after each hand')
  })

  it('says who played each side under the side', async () => {
    const picture = await pictureOf(bambusText)
    expect(picture.holders).toEqual(['Dr. Jekyll', 'Mr. Hyde'])
    expect(picture.members.every((members) => members !== null && / and /.test(members))).toBe(true)
  })

  it('speaks of rounds in Jekyll vs. Hyde, and in French of « manches »', async () => {
    expect((await pictureOf(vsHydeText)).totalsNote).toBe('Totals after each round')
    const french = await pictureOf(vsHydeText, 'fr')
    expect(french.totalsNote).toBe('Les totaux après chaque manche')
    expect(french.members).toEqual([null, null])
  })

  it('splits a return match into its two games, each headed, in both languages', async () => {
    const labels = (picture: SheetPicture) => picture.rows.map((row) => row.label)
    const english = await pictureOf(returnMatchText)
    expect(labels(english)).toEqual([
      'Game 1',
      'Round 1',
      'Round 2',
      'Game 2',
      'Round 3',
      'Round 4',
      'Round 5',
    ])
    expect(english.rows.filter((row) => row.heading).map((row) => row.totals)).toEqual([[], []])
    expect(labels(await pictureOf(returnMatchText, 'fr'))).toEqual([
      'Partie 1',
      'Manche 1',
      'Manche 2',
      'Partie 2',
      'Manche 3',
      'Manche 4',
      'Manche 5',
    ])
    // A single game is one part: no heading.
    expect((await pictureOf(vsHydeText)).rows.some((row) => row.heading)).toBe(false)
  })
})
