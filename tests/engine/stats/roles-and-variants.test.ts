import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { libraryStats, personKey, type PlayedVariant } from '../../../src/engine'
import { game } from './history-games'

/* Issue 34, point 3: results by role (Dr. Jekyll, the solo) and by variant (one game or a match). */

const rolesOf = (games: ReturnType<typeof game>[], name = 'Ada') =>
  libraryStats(games).roles.find((person) => personKey(person.name) === personKey(name))!.byGame

const option = (rule: string, choice: string | number): PlayedVariant => ({
  rule,
  label: { key: `g.settings.${rule}` },
  value: typeof choice === 'number' ? choice : { key: `g.settings.${rule}-${choice}` },
  choice,
})

describe('results by role', () => {
  it('give a role held for the game the game’s result', () => {
    const asJekyll = game(
      ['Ada', 'Bram'],
      {
        finished: true,
        winners: [0],
        roles: [
          [0, 'jekyll'],
          [1, 'hyde'],
        ],
      },
      { game: 'g' },
    )
    const asHyde = game(
      ['Ada', 'Bram'],
      {
        finished: true,
        winners: [0],
        roles: [
          [0, 'hyde'],
          [1, 'jekyll'],
        ],
      },
      { game: 'g' },
    )
    const open = game(
      ['Ada', 'Bram'],
      {
        roles: [
          [0, 'hyde'],
          [1, 'jekyll'],
        ],
      },
      { game: 'g' },
    )
    expect(rolesOf([asJekyll, asHyde, open]).g).toEqual({
      jekyll: { per: 'game', games: 1, finished: 1, wins: 1, draws: 0, losses: 0 },
      hyde: { per: 'game', games: 2, finished: 1, wins: 1, draws: 0, losses: 0 },
    })
    expect(rolesOf([asJekyll, asHyde, open], 'Bram').g!.jekyll).toMatchObject({
      games: 2,
      losses: 1,
    })
  })

  it('count a win every player shares as a draw, as every figure does, and one shared by some as a win', () => {
    const teams: [number, string][] = [
      [0, 'jekyll-team'],
      [1, 'hyde-team'],
      [2, 'jekyll-team'],
      [3, 'hyde-team'],
    ]
    const four = ['Ada', 'Bram', 'Cleo', 'Dev']
    const allShare = game(
      four,
      { finished: true, winners: [0, 1, 2, 3], roles: teams },
      { game: 'g' },
    )
    const teamWins = game(four, { finished: true, winners: [0, 2], roles: teams }, { game: 'g' })
    expect(rolesOf([allShare]).g!['jekyll-team']).toMatchObject({ wins: 0, draws: 1 })
    expect(rolesOf([teamWins]).g!['jekyll-team']).toMatchObject({ wins: 1, draws: 0 })
    expect(rolesOf([teamWins], 'Bram').g!['hyde-team']).toMatchObject({ wins: 0, losses: 1 })
  })

  it('add up the hands of a role held hand by hand, across games', () => {
    const three = ['Ada', 'Bram', 'Cleo']
    const first = game(
      three,
      { finished: true, winners: [1], roles: [[0, 'solo', [2, 1, 0]]] },
      { game: 'g' },
    )
    const second = game(three, { roles: [[0, 'solo', [1, 0, 1]]] }, { game: 'g' })
    expect(rolesOf([first, second]).g!.solo).toEqual({
      per: 'hand',
      games: 3,
      finished: 3,
      wins: 1,
      draws: 1,
      losses: 1,
    })
  })

  it('list a game’s roles in the order the game gives them, whichever came first', () => {
    const hydeFirst = game(
      ['Ada', 'Bram'],
      {
        roles: [
          [0, 'hyde'],
          [1, 'jekyll'],
        ],
      },
      { game: 'jekyll-vs-hyde' },
    )
    const jekyllNext = game(
      ['Ada', 'Bram'],
      {
        roles: [
          [0, 'jekyll'],
          [1, 'hyde'],
        ],
      },
      { game: 'jekyll-vs-hyde' },
    )
    expect(Object.keys(rolesOf([hydeFirst, jekyllNext])['jekyll-vs-hyde']!)).toEqual([
      'jekyll',
      'hyde',
    ])
  })

  it('count a person seated twice once per role, and leave out an abandoned game', () => {
    const twice = game(
      ['Ada', 'ada ', 'Bram'],
      {
        finished: true,
        winners: [2],
        roles: [
          [0, 'hyde'],
          [1, 'hyde'],
          [2, 'jekyll'],
        ],
      },
      { game: 'g' },
    )
    const givenUp = game(
      ['Ada', 'Bram'],
      {
        abandoned: true,
        roles: [
          [0, 'hyde'],
          [1, 'jekyll'],
        ],
      },
      { game: 'g' },
    )
    expect(rolesOf([twice, givenUp]).g!.hyde).toMatchObject({ games: 1, losses: 1 })
  })
})

describe('results by variant', () => {
  const single = option('variant', 'single')
  const match = option('variant', 'return-match')
  const track = option('target', 10)

  it('list each option of each setting, a setting’s options together, in the order its game lists them', () => {
    const games = [
      game(
        ['Ada', 'Bram'],
        { finished: true, winners: [0] },
        { game: 'g', variants: [track, single] },
      ),
      game(
        ['Ada', 'Bram'],
        { finished: true, winners: [1] },
        { game: 'g', variants: [option('target', 8), match] },
      ),
      game(['Ada', 'Bram'], { finished: true }, { game: 'g', variants: [track, match] }),
    ]
    const variants = libraryStats(games).variants
    expect(
      variants.map(({ rule, choice, games, finished }) => [rule, choice, games, finished]),
    ).toEqual([
      ['target', 10, 2, 2],
      ['target', 8, 1, 1],
      ['variant', 'single', 1, 1],
      ['variant', 'return-match', 2, 2],
    ])
    expect(variants[3]!.people).toEqual([
      { name: 'Ada', games: 2, finished: 2, wins: 0, draws: 1, losses: 1 },
      { name: 'Bram', games: 2, finished: 2, wins: 1, draws: 1, losses: 0 },
    ])
  })

  it('list a game’s settings in the order of its rules reference, whichever game came first', () => {
    const bambus = { game: 'jekyll-hyde-bambus' }
    const three = game(
      ['Ada', 'Bram', 'Cleo'],
      {},
      { ...bambus, variants: [option('target', 1000), option('end-tie', 'extra-hand')] },
    )
    const four = game(
      ['Ada', 'Bram', 'Cleo', 'Dev'],
      {},
      {
        ...bambus,
        variants: [
          option('target', 1000),
          option('seating-card', 'A'),
          option('first-jekyll', 'leader'),
          option('end-tie', 'shared'),
        ],
      },
    )
    expect(libraryStats([three, four]).variants.map((each) => each.rule)).toEqual([
      'target',
      'seating-card',
      'first-jekyll',
      'end-tie',
      'end-tie',
    ])
  })

  it('tell the same option of two games apart', () => {
    const games = [
      game(['Ada', 'Bram'], {}, { game: 'a', variants: [track] }),
      game(['Ada', 'Bram'], {}, { game: 'b', variants: [track] }),
    ]
    expect(libraryStats(games).variants.map((each) => [each.game, each.games])).toEqual([
      ['a', 1],
      ['b', 1],
    ])
  })

  it('split a game’s games among the options of each of its settings, each game once', () => {
    const played = fc.array(fc.tuple(fc.boolean(), fc.constantFrom(8, 10, 12)), { maxLength: 30 })
    fc.assert(
      fc.property(played, (choices) => {
        const games = choices.map(([isMatch, length]) =>
          game(
            ['Ada', 'Bram'],
            { finished: true, winners: [0] },
            { game: 'g', variants: [option('target', length), isMatch ? match : single] },
          ),
        )
        const { variants } = libraryStats(games)
        for (const rule of ['target', 'variant']) {
          const ofRule = variants.filter((each) => each.rule === rule)
          expect(ofRule.reduce((sum, each) => sum + each.games, 0)).toBe(games.length)
          expect(new Set(ofRule.map((each) => each.choice)).size).toBe(ofRule.length)
        }
      }),
    )
  })
})
