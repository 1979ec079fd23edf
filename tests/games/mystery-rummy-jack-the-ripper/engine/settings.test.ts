import { expect, it } from 'vitest'
import { settingsOf } from '../../../../src/games/mystery-rummy-jack-the-ripper/engine'

const key = (name: string) => `mystery-rummy-jack-the-ripper.settings.${name}`

it('states the target and both variants, marked when the table changed them', () => {
  const facts = settingsOf({
    rules: { targetScore: 150, variants: { ripperTotal: 'evidence-only' } },
  })
  expect(facts.map(({ rule, value, changed }) => [rule, value, changed])).toEqual([
    ['bad-target', 150, true],
    ['escape-without-card', { key: key('escape-without-card-victims-and-scenes') }, false],
    ['ripper-identity', { key: key('ripper-total-evidence-only') }, true],
  ])
})

it('lists each card value, tie-break number and Evidence count the players corrected', () => {
  const facts = settingsOf({
    rules: { deck: { 'victim-kelly': { value: 3 }, jill: { tieBreak: 9, count: 6, value: 2 } } },
  })
  expect(facts.slice(3).map(({ kind, rule, value }) => [kind, rule, value])).toEqual([
    [
      'card-value',
      'bad-value',
      {
        key: key('card-value'),
        params: { card: { card: 'victim-kelly' }, value: 3, defaultValue: 2 },
      },
    ],
    [
      'setting',
      'bad-tiebreak',
      { key: key('tie-break'), params: { card: { card: 'jill' }, value: 9, defaultValue: 5 } },
    ],
    [
      'setting',
      'bad-deck-count',
      { key: key('evidence-count'), params: { card: { card: 'jill' }, value: 6, defaultValue: 5 } },
    ],
  ])
})
