import { computed, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { RoundCheck } from './use-round-check'

const key = (name: string) => `jekyll-vs-hyde.entry.outcome.${name}`

/**
 * What the round does, in the engine's words turned into sentences: the marker's move and new
 * position, then who won the game (and the match), or who leads next. Nothing is worked out here:
 * every number and name comes from the engine's score of the game up to this round.
 */
export function useRoundOutcome(check: Ref<RoundCheck>, name: (player: string) => string) {
  const { t } = useI18n()
  return computed<string[]>(() => {
    const { score, situation } = check.value
    const round = score?.hands.at(-1)
    if (!score || !round) return [t(key('unknown'))]
    const length = score.trackLength
    const lines = [
      t(key('move'), { count: round.crossed, position: round.position, length }, round.crossed),
    ]
    const game = score.games.find((candidate) => candidate.game === round.game)
    if (game?.winner) {
      lines.push(
        t(key(game.winner === game.hyde ? 'hydeWins' : 'jekyllWins'), {
          name: name(game.winner),
          game: game.game,
        }),
      )
    }
    if (score.status === 'finished' && situation.match === 'return-match') {
      lines.push(
        score.winner === null
          ? t(key('matchDraw'))
          : t(key('matchWinner'), { name: name(score.winner) }),
      )
    } else if (score.nextLeader !== null) {
      const nextGame = game?.winner && situation.match === 'return-match'
      lines.push(t(key(nextGame ? 'nextGame' : 'nextLeader'), { name: name(score.nextLeader) }))
    }
    return lines
  })
}
