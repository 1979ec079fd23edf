import { describe, expect, it } from 'vitest'
import { createCasebookI18n } from '../../../src/shared/i18n'

function say(locale: 'en' | 'fr', count: number, message: string): string {
  const i18n = createCasebookI18n(locale)
  i18n.global.mergeLocaleMessage(locale, { pluralProbe: message })
  return i18n.global.t('pluralProbe', { n: count }, count)
}

describe('counting in French', () => {
  it('says 0 and 1 in the singular, 2 in the plural', () => {
    const points = '{n} point | {n} points'
    expect([0, 1, 1.5, 2, -1, -2].map((count) => say('fr', count, points))).toEqual([
      '0 point',
      '1 point',
      '1.5 point',
      '2 points',
      '-1 point',
      '-2 points',
    ])
  })

  it('keeps a message’s own form for none when it has one', () => {
    const games = 'Aucune partie. | 1 partie. | {n} parties.'
    expect([0, 1, 2].map((count) => say('fr', count, games))).toEqual([
      'Aucune partie.',
      '1 partie.',
      '2 parties.',
    ])
  })
})

describe('counting in English', () => {
  it('says only 1 in the singular', () => {
    const points = '{n} point | {n} points'
    expect([0, 1, 2].map((count) => say('en', count, points))).toEqual([
      '0 points',
      '1 point',
      '2 points',
    ])
  })
})
