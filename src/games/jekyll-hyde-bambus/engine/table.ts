/**
 * The table: 4 seats listed clockwise, starting anywhere (spec: "One entry of hands"). Seats 2
 * apart face each other; the next seat in the list is a player's left neighbour, the one before
 * his right neighbour.
 */

export const seatCount = 4

/** The seat after `seat` clockwise: its left neighbour. */
export function leftOf(seats: readonly string[], seat: string): string {
  return seats[(seats.indexOf(seat) + 1) % seatCount]!
}

/** The seat before `seat` clockwise: its right neighbour. */
export function rightOf(seats: readonly string[], seat: string): string {
  return seats[(seats.indexOf(seat) + seatCount - 1) % seatCount]!
}

export function oppositeOf(seats: readonly string[], seat: string): string {
  return seats[(seats.indexOf(seat) + 2) % seatCount]!
}

/** Two seats side by side: one is the other's left or right neighbour. */
export function sideBySide(seats: readonly string[], a: string, b: string): boolean {
  return leftOf(seats, a) === b || rightOf(seats, a) === b
}

/** The same clockwise order: one list is a rotation of the other. */
export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false
  if (a.length === 0) return true
  const start = b.indexOf(a[0]!)
  return start >= 0 && a.every((seat, index) => b[(start + index) % b.length] === seat)
}

/** The seats starting from `first`, clockwise: the order of play of a trick it leads. */
export function clockwiseFrom(seats: readonly string[], first: string): string[] {
  const start = seats.indexOf(first)
  return seats.map((_, index) => seats[(start + index) % seatCount]!)
}

/**
 * The 3-player table after a hand (spec: "After the hand"): the player on the solo's left moves
 * into the ghost's seat, so his old seat becomes the ghost's; the player on the solo's right is
 * the next solo, and the solo of this hand deals the next.
 */
export function nextThreePlayerTable(
  seats: readonly string[],
  solo: string,
  ghostSeat: string,
): { seats: string[]; solo: string; dealer: string } {
  const left = leftOf(seats, solo)
  return {
    seats: seats.map((seat) => (seat === left ? ghostSeat : seat === ghostSeat ? left : seat)),
    solo: rightOf(seats, solo),
    dealer: left,
  }
}
