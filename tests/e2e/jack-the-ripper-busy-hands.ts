import type { JackTheRipperHand } from '../../src/games/mystery-rummy-jack-the-ripper/engine'

/**
 * Four-player Jack the Ripper hands as a table plays them by the middle of a game (issue 32,
 * point 1): melds with cards laid off on them, Wilds, Victims with and without their Scene, a
 * Suspect card, an Alibi, a called vote, a player counting the cards left one by one, and the
 * rarer endings. What they cost by mouse is measured in jack-the-ripper-taps.spec.ts.
 */
export const busyHands: JackTheRipperHand[] = [
  // Ada goes out on Druitt; Bram lays one Druitt off and melds Gull with a Wild; Cleo lays a
  // Letter off on Dev's three, and Dev clears Gull with his Alibi.
  {
    ending: { type: 'went-out', player: 'p1' },
    areas: {
      p1: { evidence: { druitt: 3 }, victims: ['nichols'], scenes: ['bucks-row'] },
      p2: { evidence: { druitt: 1, gull: 3 }, wilds: { gull: 1 } },
      p3: { letters: 1 },
      p4: { letters: 3, alibi: 'gull' },
    },
    leftInHand: {
      p2: { points: 6, ripperEscapes: false },
      p3: { points: 9, ripperEscapes: false },
      p4: { points: 4, ripperEscapes: false },
    },
  },
  // Bram goes out on Prince Eddy with his Suspect card; Cleo lays off on both melds; a vote
  // is called and everyone names a suspect.
  {
    ending: { type: 'went-out', player: 'p2' },
    areas: {
      p1: { evidence: { jill: 3 }, victims: ['stride'] },
      p2: { evidence: { eddy: 4 }, suspects: ['eddy'], victims: ['eddowes'] },
      p3: { evidence: { jill: 1, eddy: 1 } },
    },
    leftInHand: {
      p1: { points: 5, ripperEscapes: false },
      p3: { points: 8, ripperEscapes: false },
      p4: { points: 11, ripperEscapes: false },
    },
    votes: { p1: 'jill', p2: 'eddy', p3: 'eddy', p4: 'jill' },
  },
  // Cleo goes out on Chapman and Letters with a Victim and its Scene; two lay-offs; Dev counts
  // what he holds card by card.
  {
    ending: { type: 'went-out', player: 'p3' },
    areas: {
      p1: { evidence: { chapman: 2 } },
      p2: { evidence: { pedachenko: 1 } },
      p3: {
        evidence: { chapman: 3 },
        letters: 3,
        victims: ['kelly'],
        scenes: ['millers-court'],
      },
      p4: { evidence: { pedachenko: 3 } },
    },
    leftInHand: {
      p1: { points: 7, ripperEscapes: false },
      p2: { points: 4, ripperEscapes: false },
      p4: { cards: { 'alibi-druitt': 1, 'commissioner-resigns': 1, 'ripper-strikes': 1 } },
    },
  },
  // The Case File runs out twice with a meld and a lay-off down: the Ripper gets away.
  {
    ending: { type: 'case-file-exhausted' },
    areas: {
      p1: { evidence: { gull: 3 }, victims: ['annie-chapman'] },
      p2: { evidence: { gull: 1 } },
    },
  },
  // Dev plays Commissioner Resigns: Bram and Dev are out; Ada and Cleo pay for their hands.
  {
    ending: { type: 'commissioner-resigns', players: ['p2', 'p4'] },
    areas: {
      p1: { evidence: { druitt: 3 }, victims: ['nichols'] },
      p3: { evidence: { gull: 3 }, victims: ['kelly'] },
    },
    leftInHand: {
      p1: { points: 6, ripperEscapes: false },
      p3: { points: 3, ripperEscapes: false },
    },
  },
]
