import type {
  MysteryRummyLog,
  HandRecord,
} from '../../../../../src/games/mystery-rummy-jekyll-hyde/engine'

/** A game between Ada and Bram with the given hands, as the app stores it. */
export function gameLog(
  hands: HandRecord[] = [],
  extra: Record<string, unknown> = {},
): MysteryRummyLog {
  return {
    format: 'casebook/game-log',
    version: 1,
    game: 'mystery-rummy-jekyll-hyde',
    players: [
      { id: 'ada', name: 'Ada' },
      { id: 'bram', name: 'Bram' },
    ],
    hands,
    ...extra,
  }
}

/**
 * The rulebook's Transformation example (Ada is player A, Bram player B): Ada laid 3 Mr. Utterson
 * and later a 4th; Bram played the Transformation on her meld of 3; Jekyll up; Bram went out.
 */
export const rulebookTransformationHand: HandRecord = {
  dealer: 'ada',
  identity: 'jekyll',
  ending: { type: 'went-out', player: 'bram' },
  areas: {
    ada: {
      evidence: { utterson: 4, 'hyde-awakes': 3 },
      transformation: { family: 'utterson', cards: 3, playedBy: 'bram' },
    },
    bram: {
      evidence: {
        poole: 3,
        'jekylls-will': 3,
        'jekylls-theory': 3,
        'enfields-story': 3,
        utterson: 1,
      },
    },
  },
  leftInHand: { ada: { cards: { 'carew-murder-case': 2 } } },
}

/** A plain valid hand: Ada went out with J melds while Jekyll was up. */
export const plainHand: HandRecord = {
  dealer: 'bram',
  identity: 'jekyll',
  ending: { type: 'went-out', player: 'ada' },
  areas: {
    ada: { evidence: { utterson: 4, poole: 3, stevenson: 3 }, workInLab: 1 },
    bram: { evidence: { 'hyde-awakes': 3 } },
  },
  leftInHand: { bram: { cards: { 'carew-murder-case': 1, potion: 1 } } },
}
