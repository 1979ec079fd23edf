import { evidenceFamilies, evidenceFamilyIds, type EvidenceFamilyId } from './cards'
import type { MysteryRummyLog } from './log'

/**
 * Questions the hand form and the what-if ask while a hand is being entered. They are rules, so
 * they are answered here, once, and never re-derived in a screen.
 */

/**
 * The families the Transformation may cover in an area: a J or an H family (never a J/H one)
 * with at least one card there.
 */
export function transformationFamilies(
  evidence: Readonly<Partial<Record<string, number>>>,
): EvidenceFamilyId[] {
  return evidenceFamilyIds.filter(
    (family) => evidenceFamilies[family].letter !== 'J/H' && (evidence[family] ?? 0) > 0,
  )
}

/** The player who did not go out, who may still hold cards; null when nobody went out. */
export function playerLeftHolding(
  players: readonly string[],
  ending: { type: string; player?: string } | null,
): string | null {
  if (ending?.type !== 'went-out') return null
  return players.find((player) => player !== ending.player) ?? null
}

/**
 * Who deals hand `handIndex` (0-based): the deal alternates, so it is the player after the last
 * recorded dealer, counting the hands in between. With no dealer recorded before it, the player
 * the app stored as `firstDealer`, else the second player, deals the first hand.
 */
export function expectedDealer(
  log: Pick<MysteryRummyLog, 'players' | 'hands'> & { firstDealer?: unknown },
  handIndex: number,
): string | null {
  const players = log.players.map((player) => player.id)
  if (players.length === 0) return null
  const after = (start: number, hands: number) =>
    players[(((start + hands) % players.length) + players.length) % players.length]!
  for (let index = Math.min(handIndex, log.hands.length) - 1; index >= 0; index -= 1) {
    const dealer = log.hands[index]?.dealer
    const position = dealer === undefined ? -1 : players.indexOf(dealer)
    if (position >= 0) return after(position, handIndex - index)
  }
  const first = log.firstDealer
  const firstPosition = typeof first === 'string' ? players.indexOf(first) : -1
  return after(firstPosition >= 0 ? firstPosition : 1, handIndex)
}
