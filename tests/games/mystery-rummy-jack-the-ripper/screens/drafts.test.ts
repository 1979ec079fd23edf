// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { scoreGameLog } from '../../../../src/engine'
import { draftFor, handOf } from '../../../../src/games/mystery-rummy-jack-the-ripper/screens/draft'
import { readDraft } from '../../../../src/games/mystery-rummy-jack-the-ripper/words/hand-draft'
import { golden, goldenNames, withoutHands } from './support'

describe('a Jack the Ripper hand draft', () => {
  it.each(goldenNames)('%s: every hand, opened and saved unchanged, scores the same', (name) => {
    const log = golden(name)
    const hands = log.hands.map((hand, index) => handOf(draftFor(log, index, hand)))
    expect(scoreGameLog({ ...log, hands })).toEqual(scoreGameLog(log))
  })

  it('is read back only for the log’s own players', () => {
    const log = golden('spec-game-log-example')
    const draft = draftFor(withoutHands(log), 0)
    const kept = JSON.parse(JSON.stringify(draft)) as unknown
    expect(readDraft(kept, log)).toEqual(draft)
    const otherPlayers = { ...log, players: log.players.slice(0, 2) }
    expect(readDraft(kept, otherPlayers)).toBeNull()
    const strangeVote = { ...draft, votes: { ...draft.votes, p9: null } }
    expect(readDraft(strangeVote, log)).toBeNull()
    expect(readDraft({ ...draft, ending: { ...draft.ending, player: 'p9' } }, log)).toBeNull()
    expect(readDraft({ ...draft, game: 'jekyll-hyde-bambus' }, log)).toBeNull()
  })
})
