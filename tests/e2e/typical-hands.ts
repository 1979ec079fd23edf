import type { HandRecord } from '../../src/games/mystery-rummy-jekyll-hyde/engine'
import { transformationOnOpponentMeld } from './game-steps'

/**
 * A whole game at the table: a shut-out, a Transformation on the opponent's meld, a void hand,
 * a tie at 100 settled by one more hand. p1 is Ada and p2 is Bram, in the order they are entered.
 */
export const typicalHands: HandRecord[] = [
  {
    dealer: 'p2',
    identity: 'jekyll',
    ending: { type: 'went-out', player: 'p1' },
    areas: {
      p1: { evidence: { utterson: 5, poole: 5, 'jekylls-will': 3 } },
      p2: { evidence: { 'carew-murder-case': 3 } },
    },
    leftInHand: { p2: { points: 4, transformation: false } },
  },
  transformationOnOpponentMeld,
  {
    dealer: 'p2',
    identity: 'hyde',
    ending: { type: 'case-file-exhausted' },
    areas: { p1: { evidence: { 'hyde-awakes': 3 } }, p2: { evidence: { utterson: 3 } } },
  },
  {
    dealer: 'p1',
    identity: 'hyde',
    ending: { type: 'went-out', player: 'p1' },
    areas: {
      p1: { evidence: { utterson: 3, 'carew-murder-case': 3, 'hyde-awakes': 3 }, workInLab: 1 },
      p2: { evidence: { 'hydes-hideaway': 5, 'enfields-story': 5, stevenson: 4 }, workInLab: 2 },
    },
    leftInHand: { p2: { points: 0, transformation: false } },
  },
  {
    dealer: 'p2',
    identity: 'jekyll',
    ending: { type: 'went-out', player: 'p2' },
    areas: {
      p1: { evidence: { 'carew-murder-case': 3 } },
      p2: { evidence: { utterson: 5, poole: 5 } },
    },
    leftInHand: { p1: { points: 3, transformation: false } },
  },
]
