import type { DraftPart } from '../games/screens'

/** The table's own part: what no player's part holds (who went out, the dealer, a note). */
export const tablePart = 'table'

/** A part of a hand filled in together, as the page lists it. */
export interface ListedPart {
  /** `player:<id>`, or `table`. */
  id: string
  /** The player whose part it is; null for the table's. */
  player: string | null
}

const partIdOf = (player: string) => `player:${player}`

/**
 * The parts of a hand, this device's own first (its player: the name it chose at the table),
 * then the others in the log's order, then the table's. A hand without players' parts has none.
 */
export function listParts(
  parts: readonly DraftPart[],
  players: readonly { id: string; name: string }[],
  deviceName: string | null,
): ListedPart[] {
  if (parts.length === 0) return []
  const own = ownPlayerOf(players, deviceName)
  const listed = parts.map(({ player }) => ({ id: partIdOf(player), player }))
  listed.sort((a, b) => Number(b.player === own) - Number(a.player === own))
  return [...listed, { id: tablePart, player: null }]
}

/** The player this device is at the table: the one whose name it chose when it joined. */
export function ownPlayerOf(
  players: readonly { id: string; name: string }[],
  deviceName: string | null,
): string | null {
  return players.find((player) => sameName(player.name, deviceName))?.id ?? null
}

/** The part a changed path of the draft belongs to. */
export function partOfPath(parts: readonly DraftPart[], path: readonly string[]): string {
  const owner = parts.find((part) =>
    part.paths.some((prefix) => prefix.every((key, index) => path[index] === key)),
  )
  return owner ? partIdOf(owner.player) : tablePart
}

function sameName(a: string, b: string | null): boolean {
  return b !== null && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
}
