import { ghost, type BambusLog } from './log'
import type { HandTable } from './play-hand'
import { resolveRules } from './rules'
import { leftOf, nextThreePlayerTable } from './table'

/**
 * The table the next hand is expected at, for the hand entry to fill in (spec: "Next deal", "After
 * the hand"): with 4 players the same seats and team, the last dealer's left neighbour dealing;
 * with 3 players the solo's left neighbour moved into the ghost's seat, dealing, and the solo's
 * right neighbour solo. Taken from the last hand as it was entered; a hand the players entered
 * otherwise only warns. Before the first hand, see `firstHandTable`.
 */
export function nextHandTable(log: BambusLog): HandTable {
  const last = log.hands.at(-1)
  if (log.players.length === 3) {
    if (last?.solo !== undefined && last.seats.includes(ghost)) {
      return nextThreePlayerTable(last.seats, last.solo, ghost)
    }
  } else if (last?.jekyll !== undefined && last.seats.includes(last.dealer)) {
    return {
      seats: [...last.seats],
      jekyll: [...last.jekyll],
      dealer: leftOf(last.seats, last.dealer),
    }
  }
  return firstHandTable(log)
}

/**
 * The first hand's table: the players sit in the log's order, clockwise; the player the app
 * stored as `firstDealer` (an extra top-level field, as Mystery Rummy's) deals, else the last
 * player. The dealer's left neighbour leads (spec: "Leading"): with 4 players his side is Dr.
 * Jekyll by default, his partner opposite him with card A, on his left with card B; with 3 players he is the
 * solo and the ghost sits opposite him. With 4 players the leader's team plays Dr. Jekyll unless
 * the log's `firstJekyll` variant says the dealer's team does.
 */
function firstHandTable(log: BambusLog): HandTable {
  const players = log.players.map((player) => player.id)
  const named = typeof log.firstDealer === 'string' ? players.indexOf(log.firstDealer) : -1
  const dealerIndex = named >= 0 ? named : players.length - 1
  const dealer = players[dealerIndex]!
  /** The player `count` seats clockwise from the dealer. */
  const after = (count: number) => players[(dealerIndex + count) % players.length]!
  if (players.length === 3) {
    const [solo, left] = [after(1), after(2)]
    // Clockwise from the solo: his left neighbour, the ghost opposite him, the dealer; then
    // turned so the seats start with the log's first player, as they do with 4 players.
    const fromSolo = [solo, left, ghost, dealer]
    const start = fromSolo.indexOf(players[0]!)
    return {
      seats: fromSolo.map((_, index) => fromSolo[(start + index) % fromSolo.length]!),
      solo,
      dealer,
    }
  }
  const { seatingCard, firstJekyll } = resolveRules(log.rules).variants
  // The leader's partner: opposite him with card A, on his left with card B. The dealer's team
  // is the other two.
  const leaderTeam = [after(1), after(seatingCard === 'A' ? 3 : 2)]
  const jekyll = new Set(
    firstJekyll === 'leader' ? leaderTeam : players.filter((id) => !leaderTeam.includes(id)),
  )
  return {
    seats: [...players],
    jekyll: players.filter((player) => jekyll.has(player)),
    dealer,
  }
}
