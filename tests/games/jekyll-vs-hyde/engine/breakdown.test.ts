import { describe, expect, it } from 'vitest'
import { explainHand, settingsOf, sheetColumns } from '../../../../src/games/jekyll-vs-hyde/engine'
import { gameLog, returnMatch, round } from './support'

const rulesOf = (facts: ReturnType<typeof explainHand>) =>
  facts?.parts.map((part) => ({
    id: part.id,
    score: part.score,
    rules: part.lines.map((line) => line.rule),
  }))

describe('a round’s breakdown', () => {
  it('gives Hyde the leader, the move, the cap when the track ran out, and his score; Jekyll 0', () => {
    const log = gameLog([round('p1', 3), round('p1', 7), round('p1', 0)])
    expect(rulesOf(explainHand(log, 1))).toEqual([
      { id: 'p1', score: 0, rules: ['hyde-score'] },
      { id: 'p2', score: 4, rules: ['round-leader', 'marker-move', 'hyde-score'] },
    ])
    const last = explainHand(log, 3)
    expect(rulesOf(last)).toEqual([
      { id: 'p1', score: 0, rules: ['hyde-score'] },
      { id: 'p2', score: 2, rules: ['round-leader', 'marker-move', 'track-end', 'hyde-score'] },
    ])
    expect(last?.parts[1]?.lines[0]?.text).toEqual({
      key: 'jekyll-vs-hyde.breakdown.leader-hyde',
      params: { player: { player: 'p2' }, position: 8, length: 10 },
    })
    expect(last?.notes.map((note) => note.rule)).toEqual(['hyde-wins'])
    expect(last?.badges).toEqual([
      { holder: 'p2', rule: 'hyde-wins', text: { key: 'jekyll-vs-hyde.badges.hyde-wins' } },
    ])
  })

  it('fills the sheet: game and round, Jekyll, the marker as position and length; then the leader', () => {
    const log = gameLog([round('p1', 2), round('p1', 4)], { targetScore: 8 })
    expect(sheetColumns().after).toEqual([{ key: 'jekyll-vs-hyde.sheet.leader' }])
    expect(explainHand(log, 2)?.sheet).toEqual({
      before: [
        { key: 'jekyll-vs-hyde.sheet.game-round', params: { game: 1, round: 2 } },
        { player: 'p1' },
        { key: 'jekyll-vs-hyde.sheet.position', params: { position: 8, length: 8 } },
      ],
      after: [{ player: 'p2' }],
    })
  })

  it('ends a return match with the comparison, on game 2’s last round only', () => {
    const log = gameLog(
      [
        round('p1', 2, 1),
        round('p1', 3, 1),
        round('p2', 4, 2),
        round('p2', 8, 2),
        round('p2', 1, 2),
      ],
      returnMatch,
    )
    expect(explainHand(log, 2)?.notes.map((note) => note.rule)).toEqual(['hyde-wins'])
    const last = explainHand(log, 5)
    expect(last?.notes.map((note) => note.text.key)).toEqual([
      'jekyll-vs-hyde.breakdown.hyde-wins',
      'jekyll-vs-hyde.breakdown.match-faster',
    ])
    expect(last?.notes[1]?.text.params).toMatchObject({
      winner: { player: 'p2' },
      firstRounds: 2,
      secondRounds: 3,
    })
    expect(last?.badges.map((badge) => [badge.holder, badge.rule])).toEqual([
      ['p1', 'hyde-wins'],
      ['p2', 'match-result'],
    ])
  })

  it('says Jekyll won once 3 rounds left the marker short of the end', () => {
    const log = gameLog([round('p1', 6), round('p1', 4), round('p1', 5)])
    expect(explainHand(log, 3)?.notes.map((note) => note.text)).toEqual([
      {
        key: 'jekyll-vs-hyde.breakdown.jekyll-wins',
        params: { player: { player: 'p1' }, game: 1, position: 4, length: 10 },
      },
    ])
    expect(explainHand(log, 4)).toBeNull()
  })

  it('shows the potion numbers as unverified by default, and a corrected set beside the default', () => {
    const potions = (log: ReturnType<typeof gameLog>) =>
      settingsOf(log).find((fact) => fact.rule === 'potion-numbers')
    expect(potions(gameLog([]))).toMatchObject({
      changed: false,
      value: { key: 'jekyll-vs-hyde.settings.potions-unverified' },
    })
    expect(potions(gameLog([], { deck: { potion: { values: [4, 1, 3, 2] } } }))).toMatchObject({
      changed: true,
      value: { params: { values: '1+, 2+, 3+, 4+', defaults: '2+, 3+, 4+, 5+' } },
    })
  })
})
