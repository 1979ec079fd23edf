import { describe, expect, it } from 'vitest'
import { fixtureRecords } from '../../../support/game-records'

const records = (name: string, kind: string) =>
  fixtureRecords('mystery-rummy-jack-the-ripper', name, kind)
const values = (name: string, kind: string) => records(name, kind).map((record) => record.value)

// Worked out by hand from each fixture and its README: in game-tie-break-hand-then-won the
// Ripper is caught in hands 1 and 2; bram has Evidence of his colour both times, ada in hand 1
// only; nobody votes. In example-2 the Ripper is caught and bram's vote names him (+10).
// suspect-card-counts-for-the-ripper: Druitt (3 Evidence and his Suspect card, all ada's) beats
// Gull (4, bram's) only with the Suspect card: caught on ada's Evidence, never on bram's.
describe('Jack the Ripper records', () => {
  it('caught on own evidence: hands caught while the player had the Ripper’s Evidence', () => {
    expect(records('game-tie-break-hand-then-won', 'caught-by-own-evidence')).toEqual([
      { kind: 'caught-by-own-evidence', player: 'ada', value: 1, hands: [1] },
      { kind: 'caught-by-own-evidence', player: 'bram', value: 2, hands: [1, 2] },
    ])
    expect(values('suspect-card-counts-for-the-ripper', 'caught-by-own-evidence')).toEqual([1, 0])
    // He escaped: nobody caught him.
    expect(values('example-4-ripper-escapes-played', 'caught-by-own-evidence')).toEqual([
      0, 0, 0, 0,
    ])
  })

  it('votes right: the hands whose vote named the Ripper', () => {
    expect(records('example-2-eddy-gull-alibi', 'votes-right')).toEqual([
      { kind: 'votes-right', player: 'ada', value: 0, hands: [] },
      { kind: 'votes-right', player: 'bram', value: 1, hands: [1] },
    ])
  })
})
