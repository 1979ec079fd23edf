import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  explainHand,
  mysteryRummyJackTheRipper,
  type JackTheRipperLog,
} from '../../../../src/games/mystery-rummy-jack-the-ripper/engine'

const golden = (name: string): JackTheRipperLog => {
  const text = readFileSync(join(import.meta.dirname, '../fixtures', `${name}.json`), 'utf8')
  const read = mysteryRummyJackTheRipper.read(JSON.parse(text), true)
  if (!read.ok) throw new Error(JSON.stringify(read.problems))
  return read.log
}

const rulesOf = (lines: readonly { rule: string; points: number | null }[]) =>
  lines.map(({ rule, points }) => [rule, points])

describe('a hand’s breakdown', () => {
  it('shows why the Ripper is who he is: each suspect’s total, the cleared one, the tie-break', () => {
    const facts = explainHand(golden('example-2-eddy-gull-alibi'), 1)!
    expect(rulesOf(facts.notes)).toEqual([
      ['outcome', null],
      ['alibi-excludes', null],
      ['ripper-identity', null],
      ['ripper-identity', null],
    ])
    expect(facts.notes[1]!.text.params).toMatchObject({ card: { card: 'gull' }, total: 10 })
    expect(facts.notes[2]!.text.params).toMatchObject({ card: { card: 'eddy' }, total: 9 })
    const tie = explainHand(golden('example-6-tie-between-suspects'), 1)!.notes.at(-1)!
    expect(tie.rule).toBe('tie-break')
    expect(tie.text.params).toMatchObject({
      card: { card: 'eddy' },
      tieBreak: 2,
      others: { list: [{ card: 'gull' }, { card: 'chapman' }] },
    })
  })

  it('doubles the Ripper’s colour, Suspect card included, and charges held cards at face value', () => {
    const [ada, bram] = explainHand(golden('example-1-caught-with-lay-off'), 1)!.parts
    expect(rulesOf(ada!.lines)).toEqual([
      ['ripper-double', 16],
      ['table-points', 6],
      ['ripper-double', 6],
      ['table-points', 2],
      ['table-points', 2],
    ])
    expect(rulesOf(bram!.lines)).toEqual([
      ['ripper-double', 4],
      ['table-points', 6],
      ['table-points', 9],
      ['table-points', 2],
      ['hand-penalty', -2],
      ['hand-penalty', -2],
      ['hand-penalty', 0],
    ])
  })

  it('costs a held Ripper Escapes 2 per Victim on the table, not its 35', () => {
    const bram = explainHand(golden('example-3-holding-ripper-escapes'), 1)!.parts[1]!
    expect(rulesOf(bram.lines).slice(-2)).toEqual([
      ['held-escape', -8],
      ['hand-penalty', -2],
    ])
  })

  it('gives the player of Ripper Escapes its value, and the others only their Victims and Scenes', () => {
    const parts = explainHand(golden('example-4-ripper-escapes-played'), 1)!.parts
    expect(parts.map((part) => rulesOf(part.lines))).toEqual([
      [
        ['escape-card', 35],
        ['escape-card', 2],
      ],
      [
        ['escape-card', 2],
        ['escape-card', 2],
      ],
      [
        ['escape-card', 2],
        ['escape-card', 2],
        ['escape-card', 2],
      ],
      [['escape-card', 2]],
    ])
  })

  it('heads the hand with how it ended and marks the Ripper in the sheet', () => {
    const facts = explainHand(golden('commissioner-resigns-forces-two-out'), 1)!
    expect(facts.summary[0]).toEqual({
      key: 'mystery-rummy-jack-the-ripper.summary.commissioner-resigns',
      params: { players: { list: [{ player: 'bram' }, { player: 'cleo' }] } },
    })
    expect(facts.sheet.before).toEqual([
      { key: 'mystery-rummy-jack-the-ripper.sheet.caught', params: { card: { card: 'druitt' } } },
    ])
    expect(facts.badges.map((badge) => [badge.holder, badge.rule])).toEqual([
      ['cleo', 'vote-bonus'],
    ])
  })

  it('says how the Ripper escaped in the sheet’s column alone, with no badge repeating it', () => {
    const facts = explainHand(golden('example-4-ripper-escapes-played'), 1)!
    expect(facts.sheet.before).toEqual([
      { key: 'mystery-rummy-jack-the-ripper.sheet.escaped-card' },
    ])
    expect(facts.badges).toEqual([])
  })

  it('leaves a tie-break hand due to the hand’s status, and marks the winner of the next', () => {
    const log = golden('game-tie-break-hand-then-won')
    expect(explainHand(log, 2)!.badges).toEqual([])
    expect(explainHand(log, 3)!.badges).toEqual([
      {
        holder: 'ada',
        rule: 'bad-target',
        text: { key: 'mystery-rummy-jack-the-ripper.badges.won' },
      },
    ])
  })
})
