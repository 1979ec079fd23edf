import type {
  FactLine,
  HandFacts,
  HandPart,
  Phrase,
  SheetColumns,
} from '../../../engine/core/game-module'
import { factLine as line, phrasesUnder } from '../../../engine/core/phrases'
import { recordedTrickLines } from './explain-trick'
import { gameId, type JekyllVsHydeLog } from './log'
import { onJekyllSide } from './round'
import { rules } from './rules'
import { scoreGame, type JekyllVsHydeHandScore, type JekyllVsHydeScore } from './score-game'

const own = phrasesUnder(gameId)

/**
 * One round's breakdown (1-based), as a player shows it to settle a dispute: who led and why,
 * the marker's move whoever won more tricks, where the track ran out, and Hyde's score; Jekyll
 * scores nothing. The notes tell a recorded round trick by trick, then how the game, or the
 * match, ended. Null when there is no such round. The round's figures come from the game's
 * score: `given` when the caller has it, else the game up to the round.
 */
export function explainHand(
  log: JekyllVsHydeLog,
  number: number,
  given?: JekyllVsHydeScore,
): HandFacts | null {
  const round = log.hands[number - 1]
  if (!round) return null
  const score = given ?? scoreGame({ ...log, hands: log.hands.slice(0, number) })
  const hand = score.hands[number - 1]!
  const parts: HandPart[] = log.players.map(({ id }) => ({
    id,
    label: { player: id },
    receivers: [id],
    score: hand.scores[id] ?? 0,
    lines: id === hand.hyde ? hydeLines(hand, score.trackLength) : jekyllLines(hand),
  }))
  return {
    number,
    parts,
    notes: [...(hand.record ?? []).flatMap(recordedTrickLines), ...endNotes(score, hand)],
    badges: hand.badges,
    summary: handSummary(hand),
    sheet: {
      before: [
        own('sheet.game-round', { game: hand.game, round: hand.round }),
        { player: hand.jekyll },
        markerCell(hand.position, score.trackLength),
      ],
      after: [{ player: hand.leader }],
    },
    ...(round.note === undefined ? {} : { note: round.note }),
  }
}

/** The marker's cell, which the screens draw as the track: exactly these two numbers. */
export function markerCell(position: number, length: number): Phrase {
  return own('sheet.position', { position, length })
}

function hydeLines(hand: JekyllVsHydeHandScore, trackLength: number): FactLine[] {
  const jekyllTricks = hand.tricks[hand.jekyll]!
  const hydeTricks = hand.tricks[hand.hyde]!
  const side = onJekyllSide(hand.positionBefore, trackLength) ? 'jekyll' : 'hyde'
  const lines = [
    line(
      rules.roundLeader,
      own(`breakdown.leader-${side}`, {
        player: { player: hand.leader },
        position: hand.positionBefore,
        length: trackLength,
      }),
    ),
    line(
      rules.markerMove,
      own('breakdown.move', {
        jekyll: { player: hand.jekyll },
        hyde: { player: hand.hyde },
        jekyllTricks,
        hydeTricks,
        difference: hand.difference,
      }),
    ),
  ]
  if (hand.crossed < hand.difference) {
    lines.push(
      line(
        rules.trackEnd,
        own('breakdown.track-end', {
          difference: hand.difference,
          crossed: hand.crossed,
          length: trackLength,
        }),
      ),
    )
  }
  lines.push(
    line(
      rules.hydeScore,
      own('breakdown.hyde-score', {
        crossed: hand.crossed,
        before: hand.positionBefore,
        position: hand.position,
        length: trackLength,
      }),
      hand.crossed,
    ),
  )
  return lines
}

function jekyllLines(hand: JekyllVsHydeHandScore): FactLine[] {
  return [
    line(rules.hydeScore, own('breakdown.jekyll-score', { player: { player: hand.jekyll } }), 0),
  ]
}

/** How the round ended its game, and the match once both games are over. */
function endNotes(score: JekyllVsHydeScore, hand: JekyllVsHydeHandScore): FactLine[] {
  const game = score.games[hand.game - 1]!
  if (game.status !== 'finished' || game.rounds !== hand.round) return []
  const notes: FactLine[] = []
  if (game.winner === game.hyde) {
    notes.push(
      line(
        rules.hydeWins,
        own('breakdown.hyde-wins', {
          player: { player: game.hyde },
          game: game.game,
          round: game.rounds,
        }),
      ),
    )
  } else {
    notes.push(
      line(
        rules.jekyllWins,
        own('breakdown.jekyll-wins', {
          player: { player: game.jekyll },
          game: game.game,
          position: game.position,
          length: score.trackLength,
        }),
      ),
    )
  }
  // The round that decided the match, whether the score goes up to it or on (nothing comes after).
  if (score.match === 'return-match' && hand.status === 'finished') {
    notes.push(line(rules.matchResult, matchComparison(score)))
  }
  return notes
}

/** The match's comparison: the Hyde scores, then, both on the last space, the rounds needed. */
function matchComparison(score: JekyllVsHydeScore): Phrase {
  const [first, second] = score.games as [
    JekyllVsHydeScore['games'][number],
    JekyllVsHydeScore['games'][number],
  ]
  const params = {
    first: { player: first.hyde },
    second: { player: second.hyde },
    firstScore: first.position,
    secondScore: second.position,
    firstRounds: first.rounds,
    secondRounds: second.rounds,
  }
  if (first.position !== second.position) {
    return own('breakdown.match-higher', { ...params, winner: { player: score.winner! } })
  }
  if (first.position === score.trackLength && first.rounds !== second.rounds) {
    return own('breakdown.match-faster', { ...params, winner: { player: score.winner! } })
  }
  return own(
    first.position === score.trackLength
      ? 'breakdown.match-draw-same-rounds'
      : 'breakdown.match-draw',
    params,
  )
}

/** What a report heads a round with: which game and round, and where the marker went. */
export function handSummary(hand: JekyllVsHydeHandScore): Phrase[] {
  return [
    own('summary.round', { game: hand.game, round: hand.round }),
    own('summary.jekyll', { player: { player: hand.jekyll } }),
    own('summary.marker', { before: hand.positionBefore, position: hand.position }),
  ]
}

/**
 * The game's own columns of the score sheet: game and round, Jekyll and the marker, which the
 * screen shows; then who led, which only the exports have room for (the breakdown says it too).
 */
export function sheetColumns(): SheetColumns {
  return {
    before: [own('sheet.round'), own('sheet.jekyll'), own('sheet.marker')],
    after: [own('sheet.leader')],
  }
}
