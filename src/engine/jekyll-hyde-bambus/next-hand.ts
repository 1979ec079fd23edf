import { ghost, type BambusLog } from './log'
import type { HandTable } from './play-hand'
import { resolveRules } from './rules'
import { leftOf, nextThreePlayerTable } from './table'

/**
 * The table the next hand is expected at, for the hand entry to fill in (spec: "Next deal", "After
 * the hand"): with 4 players the same seats and team, the last dealer's left neighbour dealing;
 * with 3 players the solo's left neighbour moved into the ghost's seat, dealing, and the solo's
 * right neighbour solo. Before the first hand: the players in the order of the log, the first
 * leading (partners opposite with card A, side by side with card B; the first player solo).
 * Taken from the last hand as it was entered; a hand the players entered otherwise only warns.
 */
export function nextHandTable(log: BambusLog): HandTable {
  const players = log.players.map((player) => player.id)
  const last = log.hands.at(-1)
  if (players.length === 3) {
    if (last?.solo !== undefined && last.seats.includes(ghost)) {
      return nextThreePlayerTable(last.seats, last.solo, ghost)
    }
    const [first, second, third] = players
    return { seats: [first!, second!, ghost, third!], solo: first!, dealer: third! }
  }
  if (last?.jekyll !== undefined && last.seats.includes(last.dealer)) {
    return {
      seats: [...last.seats],
      jekyll: [...last.jekyll],
      dealer: leftOf(last.seats, last.dealer),
    }
  }
  const partner = resolveRules(log.rules).variants.seatingCard === 'A' ? 2 : 1
  return {
    seats: [...players],
    jekyll: [players[0]!, players[partner]!],
    dealer: players[players.length - 1]!,
  }
}
