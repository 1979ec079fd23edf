import type { Card, Colour } from './cards'
import { rules } from './rules'
import { judgeTrick, leavesRequiredColour, requiredColour, type Judgement } from './trick'

/** One trick of a round's record, its cards already read as cards of the deck. */
export interface RecordedTrick {
  lead: Card
  follow: Card
  call?: Colour
  /** Who led, when the record says so: it must be the derived leader. */
  leader?: string
}

export interface FoldedTrick extends Judgement {
  /** The two cards and the call, for the explanation of the trick. */
  leadCard: Card
  followCard: Card
  call?: Colour
  /** The ranking the trick started from, weakest first. */
  rankingBefore: Colour[]
  /** Who led and who followed: player ids. */
  leader: string
  follower: string
  /** The player who took the trick. */
  taker: string
  /** True only when a steal really moved a trick: the loser had one (A4). */
  stolen: boolean
  /** Each player's pile, in tricks, after this trick and its steal. */
  piles: Record<string, number>
}

export interface RecordFault {
  /** The 0-based trick where the record cannot be right. */
  trick: number
  rule: typeof rules.recordLead | typeof rules.recordRevoke
  /** The player who led out of turn, or who played a colour he had shown he lacked. */
  player: string
  /** record-revoke: the colour he had shown he did not hold. */
  colour?: Colour
  /** record-lead: who should have led. */
  expected?: string
}

export interface FoldedRecord {
  tricks: FoldedTrick[]
  piles: Record<string, number>
  ranking: Colour[]
  /** Who leads the next trick. */
  nextLeader: string
  /** The first trick the record cannot be right at; the fold stops there. */
  fault: RecordFault | null
}

/**
 * Plays a round's record through the referee (spec: "A whole round: the optional trick record"):
 * the winner of each trick leads the next, a steal moves a trick between the piles, and a
 * follower who left the required colour has shown he holds none until a swap changes the hands.
 * Works on a partial record too: the live trick helper folds the tricks played so far.
 */
export function foldRecord(
  tricks: readonly RecordedTrick[],
  firstLeader: string,
  other: string,
): FoldedRecord {
  const piles: Record<string, number> = { [firstLeader]: 0, [other]: 0 }
  const shownVoid: Record<string, Set<Colour>> = { [firstLeader]: new Set(), [other]: new Set() }
  const folded: FoldedTrick[] = []
  let ranking: Colour[] = []
  let leader = firstLeader
  for (let index = 0; index < tricks.length; index += 1) {
    const trick = tricks[index]!
    const follower = leader === firstLeader ? other : firstLeader
    const fault = faultOf(trick, index, leader, follower, shownVoid)
    if (fault) return { tricks: folded, piles, ranking, nextLeader: leader, fault }
    const judgement = judgeTrick(ranking, trick.lead, trick.follow)
    const taker = judgement.winner === 'lead' ? leader : follower
    const loser = taker === leader ? follower : leader
    piles[taker]! += 1
    const stolen = judgement.effect === 'steal' && piles[loser]! > 0
    if (stolen) {
      piles[loser]! -= 1
      piles[taker]! += 1
    }
    const required = requiredColour(trick.lead, trick.call)
    if (required && leavesRequiredColour(trick.lead, trick.call, trick.follow)) {
      shownVoid[follower]!.add(required)
    }
    if (judgement.effect === 'swap') {
      shownVoid[leader]!.clear()
      shownVoid[follower]!.clear()
    }
    folded.push(foldedTrick(judgement, trick, ranking, leader, follower, taker, stolen, piles))
    ranking = judgement.ranking
    leader = taker
  }
  return { tricks: folded, piles, ranking, nextLeader: leader, fault: null }
}

/**
 * A trick as folded, its fields in the order the score has always shown them (the judgement's
 * first). Written out, one literal with the call and one without, rather than spread: two
 * fixed shapes instead of one per mix of fields, which made the fold the engine's slowest step.
 */
function foldedTrick(
  judgement: Judgement,
  trick: RecordedTrick,
  rankingBefore: Colour[],
  leader: string,
  follower: string,
  taker: string,
  stolen: boolean,
  piles: Record<string, number>,
): FoldedTrick {
  const { winner, decidedBy, effect, rankingPlayed, ranking } = judgement
  const pilesAfter = { ...piles }
  return trick.call === undefined
    ? {
        winner,
        decidedBy,
        effect,
        rankingPlayed,
        ranking,
        leadCard: trick.lead,
        followCard: trick.follow,
        rankingBefore,
        leader,
        follower,
        taker,
        stolen,
        piles: pilesAfter,
      }
    : {
        winner,
        decidedBy,
        effect,
        rankingPlayed,
        ranking,
        leadCard: trick.lead,
        followCard: trick.follow,
        call: trick.call,
        rankingBefore,
        leader,
        follower,
        taker,
        stolen,
        piles: pilesAfter,
      }
}

function faultOf(
  trick: RecordedTrick,
  index: number,
  leader: string,
  follower: string,
  shownVoid: Record<string, Set<Colour>>,
): RecordFault | null {
  if (trick.leader !== undefined && trick.leader !== leader) {
    return { trick: index, rule: rules.recordLead, player: trick.leader, expected: leader }
  }
  return (
    revokeOf(leader, trick.lead, index, shownVoid) ??
    revokeOf(follower, trick.follow, index, shownVoid)
  )
}

/** A card of a colour its player had shown he did not hold. */
function revokeOf(
  player: string,
  card: Card,
  index: number,
  shownVoid: Record<string, Set<Colour>>,
): RecordFault | null {
  if (card.kind === 'colour' && shownVoid[player]!.has(card.colour)) {
    return { trick: index, rule: rules.recordRevoke, player, colour: card.colour }
  }
  return null
}
