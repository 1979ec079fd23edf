import { describe, expect, it } from 'vitest'
import * as reference from '../../../src/shared/rules/game-reference'

describe("a game's rules reference helpers", () => {
  it("put a game's entries under <game>.reference, with their paragraphs and anchors", () => {
    const { messages, rule, topic, section } = reference.gameReferenceBuilder('some-game', {
      deal: { title: 'Deal', body: 'Deal seven.' },
      target: { title: 'Target', body: 'Reach 100.', example: 'At 100 it ends.' },
    })

    expect(messages).toBe('some-game.reference')
    expect(topic('deal')).toMatchObject({
      messages: 'some-game.reference.entries.deal',
      parts: ['body'],
      rule: null,
      anchor: 'topic-deal',
    })
    expect(rule('bad-target', 'target', { check: 'error' })).toMatchObject({
      parts: ['body', 'example'],
      rule: 'bad-target',
      anchor: 'rule-bad-target',
      check: 'error',
    })
    expect(section('end', []).messages).toBe('some-game.reference.sections.end')
  })

  it('give a game its figures with the rest, so its reference needs one import', () => {
    const { figure, variant } = reference.gameReferenceBuilder('some-game', {})
    expect(figure('deck', ['a.b'])).toEqual(reference.gameFigure('deck', ['a.b']))
    const keyOf = (value: string) => `v.${value}`
    expect(variant('end', ['x', 'y'], 'y', keyOf)).toEqual(
      reference.variantFigure('end', ['x', 'y'], 'y', keyOf),
    )
  })

  it('mark the default value of a variant, and store numbers as the log spells them', () => {
    const figure = reference.variantFigure(
      'penalty',
      [0, 10, 20],
      10,
      (value) => `words.penalty${value}`,
    )

    expect(figure).toEqual({
      kind: 'variant',
      setting: 'penalty',
      options: [
        { value: '0', messageKey: 'words.penalty0', isDefault: false },
        { value: '10', messageKey: 'words.penalty10', isDefault: true },
        { value: '20', messageKey: 'words.penalty20', isDefault: false },
      ],
    })
  })

  it("name a game's own figure and the words that find it", () => {
    expect(reference.gameFigure('deck', ['a.b', 'a.c'])).toEqual({
      kind: 'game',
      name: 'deck',
      searchKeys: ['a.b', 'a.c'],
    })
  })
})
