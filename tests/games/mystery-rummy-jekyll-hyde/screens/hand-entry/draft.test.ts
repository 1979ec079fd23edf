// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { validateGameLog } from '../../../../../src/engine'
import { type HandRecord } from '../../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import {
  candidateLog,
  defaultDealer,
  draftFor,
  fieldOfProblem,
  fields,
  handFromDraft,
  missingChoices,
  transformationFamilies,
} from '../../../../../src/games/mystery-rummy-jekyll-hyde/screens/hand-entry/draft'
import { gameLog, plainHand, rulebookTransformationHand } from './logs'

describe('the dealer of a new hand', () => {
  it('is the player after the previous hand’s dealer', () => {
    expect(defaultDealer(gameLog([{ ...plainHand, dealer: 'bram' }]), 1)).toBe('ada')
    expect(defaultDealer(gameLog([{ ...plainHand, dealer: 'ada' }]), 1)).toBe('bram')
  })

  it('counts the hands since the last recorded dealer when some hands have none', () => {
    const noDealer: HandRecord = { ...plainHand, dealer: undefined }
    const log = gameLog([{ ...plainHand, dealer: 'ada' }, noDealer])
    expect(defaultDealer(log, 2)).toBe('ada')
  })

  it('is the log’s firstDealer for the first hand, else the second player', () => {
    expect(defaultDealer(gameLog([], { firstDealer: 'ada' }), 0)).toBe('ada')
    expect(defaultDealer(gameLog([], { firstDealer: 'bram' }), 0)).toBe('bram')
    expect(defaultDealer(gameLog(), 0)).toBe('bram')
    expect(defaultDealer(gameLog([], { firstDealer: 'nobody' }), 0)).toBe('bram')
  })

  it('starts a new draft', () => {
    const draft = draftFor(gameLog([], { firstDealer: 'ada' }), 0)
    expect(draft.dealer).toBe('ada')
    expect(draft.identity).toBe('jekyll')
    expect(draft.ending).toBeNull()
    expect(missingChoices(draft)).toEqual(['ending'])
  })
})

describe('a draft becomes a hand record', () => {
  it('follows the log spec: zero counts and empty parts left out', () => {
    const draft = draftFor(gameLog(), 0)
    draft.ending = { type: 'went-out', player: 'ada' }
    draft.dealer = 'bram'
    draft.areas.ada!.evidence.utterson = 3
    draft.areas.ada!.evidence.stevenson = 4
    draft.areas.ada!.workInLab = 2
    draft.leftInHand.cards.poole = 2
    draft.leftInHand.cards.potion = 1

    expect(handFromDraft(draft)).toStrictEqual({
      dealer: 'bram',
      identity: 'jekyll',
      ending: { type: 'went-out', player: 'ada' },
      areas: { ada: { evidence: { utterson: 3, stevenson: 4 }, workInLab: 2 } },
      leftInHand: { bram: { cards: { poole: 2, potion: 1 } } },
    })
  })

  it('leaves out the dealer when it is not recorded, and what is left in hand when nothing is', () => {
    const draft = draftFor(gameLog(), 0)
    draft.ending = { type: 'went-out', player: 'bram' }
    draft.dealer = null
    expect(handFromDraft(draft)).toStrictEqual({
      identity: 'jekyll',
      ending: { type: 'went-out', player: 'bram' },
      areas: {},
    })
  })

  it('writes the Transformation covering all of its family by default, played by the area’s owner', () => {
    const draft = draftFor(gameLog(), 0)
    draft.ending = { type: 'went-out', player: 'bram' }
    draft.areas.ada!.evidence['hyde-awakes'] = 4
    draft.transformation = {
      place: 'area',
      area: 'ada',
      family: 'hyde-awakes',
      cards: null,
      playedBy: null,
    }
    expect(handFromDraft(draft).areas.ada).toStrictEqual({
      evidence: { 'hyde-awakes': 4 },
      transformation: { family: 'hyde-awakes', cards: 4, playedBy: 'ada' },
    })
  })

  it('puts a held Transformation in the hand of the player who did not go out, in both forms', () => {
    const draft = draftFor(gameLog(), 0)
    draft.ending = { type: 'went-out', player: 'ada' }
    draft.transformation.place = 'held'
    draft.leftInHand.cards.poole = 1
    draft.leftInHand.cards.potion = 2
    expect(handFromDraft(draft).leftInHand).toStrictEqual({
      bram: { cards: { poole: 1, transformation: 1, potion: 2 } },
    })

    draft.leftInHand.mode = 'points'
    draft.leftInHand.points = 7
    expect(handFromDraft(draft).leftInHand).toStrictEqual({
      bram: { points: 7, transformation: true },
    })
  })

  it('keeps a points total of 0: it is an entry, not a blank', () => {
    const draft = draftFor(gameLog(), 0)
    draft.ending = { type: 'went-out', player: 'bram' }
    draft.leftInHand.mode = 'points'
    expect(handFromDraft(draft).leftInHand).toStrictEqual({
      ada: { points: 0, transformation: false },
    })
  })

  it('records nothing in hand for a void hand, whatever was entered', () => {
    const draft = draftFor(gameLog(), 0)
    draft.ending = { type: 'case-file-exhausted' }
    draft.areas.bram!.evidence.poole = 3
    draft.leftInHand.cards.poole = 1
    expect(handFromDraft(draft)).toStrictEqual({
      dealer: 'bram',
      identity: 'jekyll',
      ending: { type: 'case-file-exhausted' },
      areas: { bram: { evidence: { poole: 3 } } },
    })
  })

  it('refuses an incomplete draft', () => {
    const draft = draftFor(gameLog(), 0)
    expect(() => handFromDraft(draft)).toThrow(/ending/)
    draft.ending = { type: 'went-out', player: 'ada' }
    draft.transformation.place = 'area'
    expect(missingChoices(draft)).toEqual(['transformation-family'])
    expect(() => handFromDraft(draft)).toThrow(/transformation-family/)
  })
})

describe('editing a saved hand', () => {
  const hands: HandRecord[] = [
    rulebookTransformationHand,
    plainHand,
    {
      identity: 'hyde',
      ending: { type: 'went-out', player: 'bram' },
      areas: { bram: { evidence: { 'hyde-awakes': 3, 'carew-murder-case': 3 } } },
      leftInHand: { ada: { points: 12, transformation: true } },
      note: 'Ada forgot to meld',
      extra: { kept: true },
    },
    { identity: 'hyde', ending: { type: 'case-file-exhausted' }, areas: {} },
  ]

  it.each(hands.map((hand, index) => [index, hand] as const))(
    'gives back hand %i exactly as it was saved',
    (index, hand) => {
      const log = gameLog(hands)
      expect(handFromDraft(draftFor(log, index, hand))).toStrictEqual(hand)
    },
  )

  it('starts from the saved hand', () => {
    const draft = draftFor(gameLog([rulebookTransformationHand]), 0, rulebookTransformationHand)
    expect(draft.ending).toEqual({ type: 'went-out', player: 'bram' })
    expect(draft.dealer).toBe('ada')
    expect(draft.areas.ada!.evidence.utterson).toBe(4)
    expect(draft.transformation).toEqual({
      place: 'area',
      area: 'ada',
      family: 'utterson',
      cards: 3,
      playedBy: 'bram',
    })
    expect(draft.leftInHand.cards['carew-murder-case']).toBe(2)
  })
})

describe('the families the Transformation may cover', () => {
  it('are the J and H families with a card in that area', () => {
    const draft = draftFor(gameLog(), 0)
    draft.areas.ada!.evidence.poole = 3
    draft.areas.ada!.evidence.stevenson = 3
    draft.areas.ada!.evidence['hydes-hideaway'] = 1
    draft.areas.bram!.evidence.utterson = 3
    expect(transformationFamilies(draft, 'ada')).toEqual(['poole', 'hydes-hideaway'])
    expect(transformationFamilies(draft, 'bram')).toEqual(['utterson'])
  })
})

describe('the field of a problem', () => {
  it.each([
    ['hands[3].areas.p1.evidence.utterson', fields.evidence('p1', 'utterson')],
    ['hands[3].areas.p1.workInLab', fields.workInLab('p1')],
    ['hands[3].areas.p1', fields.area('p1')],
    ['hands[3].areas.p.x.evidence.poole', fields.evidence('p.x', 'poole')],
    ['hands[3].areas.p2.transformation', fields.transformation],
    ['hands[3].areas.p2.transformation.family', fields.transformationFamily],
    ['hands[3].areas.p2.transformation.cards', fields.transformationCards],
    ['hands[3].areas.p2.transformation.playedBy', fields.transformationPlayedBy],
    ['hands[3].leftInHand', fields.leftInHand],
    ['hands[3].leftInHand.p2', fields.leftInHand],
    ['hands[3].leftInHand.p2.cards.potion', fields.leftCard('potion')],
    ['hands[3].leftInHand.p2.cards.transformation', fields.transformation],
    ['hands[3].leftInHand.p2.transformation', fields.transformation],
    ['hands[3].leftInHand.p2.points', fields.leftPoints],
    ['hands[3].ending.player', fields.ending],
    ['hands[3].dealer', fields.dealer],
    ['hands[3].identity', fields.identity],
    ['hands[3]', fields.form],
  ])('%s is shown at %s', (path, field) => {
    expect(fieldOfProblem(path, 3)).toBe(field)
  })

  it('is none for problems elsewhere in the log', () => {
    expect(fieldOfProblem('hands[2].areas.p1.evidence.utterson', 3)).toBeNull()
    expect(fieldOfProblem('hands[30].areas.p1', 3)).toBeNull()
    expect(fieldOfProblem('players[0].id', 3)).toBeNull()
  })

  it('covers what the engine reports for an impossible hand', () => {
    const log = gameLog([plainHand])
    const hand: HandRecord = {
      identity: 'hyde',
      ending: { type: 'went-out', player: 'ada' },
      areas: { ada: { evidence: { 'hyde-awakes': 4 } }, bram: { evidence: { 'hyde-awakes': 2 } } },
    }
    const problems = validateGameLog(candidateLog(log, 1, hand))
    const cardCount = problems.find((problem) => problem.rule === 'deck.card-count')!
    expect(fieldOfProblem(cardCount.path, 1)).toBe(fields.evidence('ada', 'hyde-awakes'))
  })
})

describe('the candidate log', () => {
  it('adds a new hand at the end and replaces an edited one', () => {
    const log = gameLog([plainHand])
    expect(candidateLog(log, 1, rulebookTransformationHand).hands).toEqual([
      plainHand,
      rulebookTransformationHand,
    ])
    expect(candidateLog(log, 0, rulebookTransformationHand).hands).toEqual([
      rulebookTransformationHand,
    ])
    expect(log.hands).toEqual([plainHand])
  })
})
