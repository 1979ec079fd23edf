import { describe, expect, it } from 'vitest'
import { brokenRules, gameLog, soundHand } from './support'

const error = (rule: string, path: string) => ({ rule, path, severity: 'error' })
const warning = (rule: string, path: string) => ({ rule, path, severity: 'warning' })

const withArea = (player: string, area: object) =>
  soundHand({
    areas: { ...(soundHand().areas as object), [player]: area },
  })

describe('a sound hand', () => {
  it('breaks no rule, so each case below breaks only the rule it names', () => {
    expect(brokenRules(gameLog([soundHand()]))).toEqual([])
  })
})

describe('each validation rule of the spec, with its rule id and where', () => {
  it.each([
    ['player-count', gameLog([], undefined, 1), [error('player-count', 'players')]],
    [
      'unknown-player',
      gameLog([soundHand({ dealer: 'zoe' })]),
      [error('unknown-player', 'hands[0].dealer')],
    ],
    [
      'unknown-id (a vote for the Letters)',
      gameLog([soundHand({ votes: { ada: 'letters' } })]),
      [error('unknown-id', 'hands[0].votes.ada')],
    ],
    [
      'unknown-id (a card in hand)',
      gameLog([soundHand({ leftInHand: { bram: { cards: { joker: 1 } } } })]),
      [error('unknown-id', 'hands[0].leftInHand.bram.cards.joker')],
    ],
    [
      'unknown-field (a typo in an area)',
      gameLog([withArea('bram', { evidence: { gull: 3 }, victim: ['kelly'] })]),
      [error('unknown-field', 'hands[0].areas.bram.victim')],
    ],
    [
      'unknown-field (a tie-break on a card that is not a suspect)',
      gameLog([soundHand()], { deck: { letter: { tieBreak: 7 } } }),
      [error('unknown-field', 'rules.deck.letter.tieBreak')],
    ],
    [
      'bad-hand',
      gameLog([withArea('bram', { evidence: { gull: 3 }, victims: 'kelly' })]),
      [error('bad-hand', 'hands[0].areas.bram.victims')],
    ],
    [
      'bad-number',
      gameLog([withArea('bram', { evidence: { gull: 3 }, letters: 1.5 })]),
      [error('bad-number', 'hands[0].areas.bram.letters')],
    ],
    [
      'bad-ending (unknown type)',
      gameLog([soundHand({ ending: { type: 'gave-up' } })]),
      [error('bad-ending', 'hands[0].ending.type')],
    ],
    [
      'bad-ending (a repeat)',
      gameLog([soundHand({ ending: { type: 'commissioner-resigns', players: ['ada', 'ada'] } })]),
      [error('bad-ending', 'hands[0].ending.players')],
    ],
    [
      'too-many-cards',
      gameLog([withArea('bram', { evidence: { gull: 3 }, victims: ['nichols'] })]),
      [error('too-many-cards', 'hands[0].areas.ada.victims[0]')],
    ],
    [
      'too-many-cards (the shared Alibi named twice)',
      gameLog([
        soundHand({
          areas: {
            ada: { evidence: { eddy: 3 }, victims: ['nichols'], alibi: 'gull' },
            bram: { evidence: { gull: 3 } },
          },
          leftInHand: { bram: { cards: { 'alibi-eddy-gull': 1 } } },
        }),
      ]),
      [
        error('too-many-cards', 'hands[0].areas.ada.alibi'),
        error('left-playable', 'hands[0].leftInHand.bram.cards.alibi-eddy-gull'),
      ],
    ],
    [
      'wilds-exceed-evidence',
      gameLog([withArea('bram', { evidence: { gull: 3, druitt: 1 }, wilds: { druitt: 2 } })]),
      [error('wilds-exceed-evidence', 'hands[0].areas.bram.wilds.druitt')],
    ],
    [
      'wild-without-natural',
      gameLog([withArea('bram', { evidence: { gull: 3, druitt: 1 }, wilds: { druitt: 1 } })]),
      [error('wild-without-natural', 'hands[0].areas.bram.wilds.druitt')],
    ],
    [
      'no-meld',
      gameLog([withArea('bram', { evidence: { gull: 2 } })]),
      [error('no-meld', 'hands[0].areas.bram.evidence.gull')],
    ],
    [
      'no-victim',
      gameLog([withArea('ada', { evidence: { druitt: 3 } })]),
      [error('no-victim', 'hands[0].areas')],
    ],
    [
      'suspect-without-meld',
      gameLog([withArea('bram', { evidence: { gull: 3 }, suspects: ['jill'] })]),
      [error('suspect-without-meld', 'hands[0].areas.bram.suspects[0]')],
    ],
    [
      'alibi-without-meld',
      gameLog([withArea('bram', { evidence: { gull: 3 }, alibi: 'jill' })]),
      [error('alibi-without-meld', 'hands[0].areas.bram.alibi')],
    ],
    [
      'one-alibi',
      gameLog([
        soundHand({
          areas: {
            ada: { evidence: { druitt: 3 }, victims: ['nichols'], alibi: 'druitt' },
            bram: { evidence: { gull: 3 }, alibi: 'gull' },
          },
        }),
      ]),
      [error('one-alibi', 'hands[0].areas.bram.alibi')],
    ],
    [
      'escape-before-five-victims',
      gameLog([soundHand({ ending: { type: 'ripper-escapes', player: 'bram' } })]),
      [error('escape-before-five-victims', 'hands[0].ending')],
    ],
    [
      'out-holds-cards',
      gameLog([soundHand({ leftInHand: { ada: { points: 2, ripperEscapes: false } } })]),
      [
        error('out-holds-cards', 'hands[0].leftInHand.ada'),
        warning('left-missing', 'hands[0].leftInHand.bram'),
      ],
    ],
    [
      'left-form',
      gameLog([soundHand({ leftInHand: { bram: { cards: {}, ripperEscapes: true } } })]),
      [error('left-form', 'hands[0].leftInHand.bram')],
    ],
    [
      'left-playable (a Wild beside his own Evidence)',
      gameLog([soundHand({ leftInHand: { bram: { cards: { wild: 1 } } } })]),
      [error('left-playable', 'hands[0].leftInHand.bram.cards.wild')],
    ],
    [
      'vote-without-meld',
      gameLog([
        soundHand({
          areas: { ada: { victims: ['nichols'] } },
          leftInHand: { bram: { points: 3, ripperEscapes: false } },
          votes: { bram: 'druitt' },
        }),
      ]),
      [error('vote-without-meld', 'hands[0].votes')],
    ],
    [
      'hand-after-end',
      gameLog([soundHand(), soundHand()], { targetScore: 5 }),
      [error('hand-after-end', 'hands[1]')],
    ],
    [
      'bad-target',
      gameLog([soundHand()], { targetScore: 0 }),
      [error('bad-target', 'rules.targetScore')],
    ],
    [
      'bad-variant',
      gameLog([soundHand()], { variants: { ripperTotal: 'letters' } }),
      [error('bad-variant', 'rules.variants.ripperTotal')],
    ],
    [
      'bad-value',
      gameLog([soundHand()], { deck: { 'victim-kelly': { value: -1 } } }),
      [error('bad-value', 'rules.deck.victim-kelly.value')],
    ],
    [
      'bad-tiebreak (two suspects share one)',
      gameLog([soundHand()], { deck: { gull: { tieBreak: 1 } } }),
      [error('bad-tiebreak', 'rules.deck')],
    ],
    [
      'bad-deck-count',
      gameLog([soundHand()], { deck: { jill: { count: 11 } } }),
      [error('bad-deck-count', 'rules.deck.jill.count')],
    ],
    [
      'left-missing',
      gameLog([soundHand({ leftInHand: {} })]),
      [warning('left-missing', 'hands[0].leftInHand.bram')],
    ],
    [
      'pair-split',
      gameLog([withArea('bram', { evidence: { gull: 3 }, scenes: ['bucks-row'] })]),
      [warning('pair-split', 'hands[0].areas.ada.victims')],
    ],
    [
      'deck-sum',
      gameLog([soundHand()], { deck: { jill: { count: 6 } } }),
      [warning('deck-sum', 'rules.deck')],
    ],
  ])('%s', (_rule, log, expected) => {
    expect(brokenRules(log)).toEqual(expected)
  })
})

describe('the counts the deck allows', () => {
  it('takes the Evidence count a table corrected', () => {
    const hand = soundHand({
      areas: { ada: { evidence: { druitt: 6 }, victims: ['nichols'] }, bram: {} },
    })
    expect(brokenRules(gameLog([hand]))).toEqual([
      error('too-many-cards', 'hands[0].areas.ada.evidence.druitt'),
    ])
    expect(
      brokenRules(gameLog([hand], { deck: { druitt: { count: 6 }, jill: { count: 4 } } })),
    ).toEqual([])
  })

  it('counts Wilds apart from the natural cards of their colour', () => {
    const hand = soundHand({
      areas: {
        ada: { evidence: { druitt: 7 }, wilds: { druitt: 2 }, victims: ['nichols'] },
        bram: {},
      },
    })
    expect(brokenRules(gameLog([hand]))).toEqual([])
  })

  it('counts Ripper Escapes as played when the hand ended with it', () => {
    const victims = ['nichols', 'annie-chapman', 'stride', 'eddowes', 'kelly']
    const hand = {
      ending: { type: 'ripper-escapes', player: 'ada' },
      areas: { ada: { victims } },
      leftInHand: { bram: { points: 0, ripperEscapes: true } },
    }
    expect(brokenRules(gameLog([hand]))).toEqual([error('too-many-cards', 'hands[0].ending')])
  })
})
