import fc from 'fast-check'
import {
  isGameOver,
  matchOptions,
  roundLeader,
  moveMarker,
  type GameState,
  type JekyllVsHydeLog,
  type MatchVariant,
} from '../../../../src/games/jekyll-vs-hyde/engine'
import { Choices, playLegalRound } from './legal-round'
import { gameLog } from './support'

export interface RoundPlan {
  jekyllTricks: number
  recorded: boolean
  choices: number[]
}

const roundPlan: fc.Arbitrary<RoundPlan> = fc.record({
  jekyllTricks: fc.integer({ min: 0, max: 10 }),
  recorded: fc.boolean(),
  choices: fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 }),
})

/**
 * A log the rules allow: the game's rounds as counts, or played trick by trick at a table that
 * follows the rules (its counts are then the piles); game 2 of a return match with the roles
 * swapped; no round after the end. Any settings: track length, match, potion numbers.
 */
export const validGame: fc.Arbitrary<JekyllVsHydeLog> = fc
  .record({
    match: fc.constantFrom<MatchVariant>(...matchOptions),
    trackLength: fc.oneof(fc.constant(10), fc.integer({ min: 1, max: 30 })),
    potions: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7], { minLength: 4, maxLength: 4 }),
    firstJekyll: fc.constantFrom('p1', 'p2'),
    writeGame: fc.boolean(),
    rounds: fc.array(roundPlan, { maxLength: 7 }),
  })
  .map((plan) => {
    const games: GameState[] = []
    const hands: object[] = []
    const gamesInMatch = plan.match === 'single' ? 1 : 2
    for (const round of plan.rounds) {
      let state = games.at(-1)
      if (state === undefined || isGameOver(state, plan.trackLength)) {
        if (games.length === gamesInMatch) break
        const jekyll = state === undefined ? plan.firstJekyll : state.hyde
        const hyde = jekyll === 'p1' ? 'p2' : 'p1'
        state = { game: (games.length + 1) as 1 | 2, jekyll, hyde, rounds: 0, position: 0 }
        games.push(state)
      }
      const leader = roundLeader(state.position, plan.trackLength, state)
      const played = round.recorded
        ? playLegalRound(
            new Choices(round.choices),
            plan.potions,
            leader,
            leader === 'p1' ? 'p2' : 'p1',
          )
        : null
      const tricks = played?.piles ?? {
        [state.jekyll]: round.jekyllTricks,
        [state.hyde]: 10 - round.jekyllTricks,
      }
      const move = moveMarker(
        state.position,
        plan.trackLength,
        tricks[state.jekyll]!,
        tricks[state.hyde]!,
      )
      state.rounds += 1
      state.position = move.position
      hands.push({
        ...(plan.writeGame || state.game === 2 ? { game: state.game } : {}),
        jekyll: state.jekyll,
        tricks,
        ...(played ? { record: played.record } : {}),
      })
    }
    return gameLog(hands, {
      targetScore: plan.trackLength,
      variants: { match: plan.match },
      deck: { potion: { values: plan.potions } },
    })
  })
