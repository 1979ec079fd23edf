import type { RoleKind, RoleResult } from './game-module'

/**
 * Adds one hand played in a role held hand by hand: won, drawn or lost by the scores of the
 * role's side and of the other side in that hand. Results are kept per role and player.
 */
export class HandRoles {
  readonly #results = new Map<string, Required<RoleResult>>()

  add(role: string, player: string, ownScore: number, otherScore: number): void {
    const key = JSON.stringify([role, player])
    let result = this.#results.get(key)
    if (!result) {
      result = { role, player, hands: { played: 0, won: 0, drawn: 0 } }
      this.#results.set(key, result)
    }
    result.hands.played += 1
    if (ownScore > otherScore) result.hands.won += 1
    else if (ownScore === otherScore) result.hands.drawn += 1
  }

  results(): RoleResult[] {
    return [...this.#results.values()]
  }
}

/** A game in which every player plays alike: no role to tell apart. */
export const noRoles = {
  roleKinds: [] as readonly RoleKind[],
  roles: (): RoleResult[] => [],
}
