import type { Card, Colour } from './cards'
import { colours } from './cards'
import { rules } from './rules'

/** What a potion does once the trick is played (spec: "The trick referee", step 3). */
export type Effect = 'steal' | 'swap' | 'reset' | 'cancel' | null

/** Which rule decided the winner: one colour, the colour ranking, or the potions' numbers. */
export type Decider =
  typeof rules.sameColour | typeof rules.rankedColour | typeof rules.potionNumbers

export interface Judgement {
  winner: 'lead' | 'follow'
  effect: Effect
  decidedBy: Decider
  /** The ranking once both cards' colours are ranked, weakest first: what decided the trick. */
  rankingPlayed: Colour[]
  /** The ranking the next trick starts from: empty after a reset. */
  ranking: Colour[]
}

/**
 * Who takes a trick of two cards already known to be of the deck, and what follows (spec: "The
 * trick referee", steps 1 to 4). Legality is separate (`breaksFollowRule`): a table that played
 * an illegal card still wants to know who took the trick as played.
 */
export function judgeTrick(ranking: readonly Colour[], lead: Card, follow: Card): Judgement {
  const rankingPlayed = rankColour(rankColour([...ranking], lead), follow)
  const decided = decide(rankingPlayed, lead, follow)
  const effect = effectOf(lead, follow)
  // Written out rather than spread: one shape for every judgement keeps the fold fast.
  return {
    winner: decided.winner,
    decidedBy: decided.decidedBy,
    effect,
    rankingPlayed,
    ranking: effect === 'reset' ? [] : rankingPlayed,
  }
}

/**
 * The first colour played takes the weakest place; the second the middle one, and the colour not
 * yet played becomes the strongest at once (S1). A colour already ranked keeps its place.
 */
function rankColour(ranking: Colour[], card: Card): Colour[] {
  if (card.kind === 'potion' || ranking.includes(card.colour)) return ranking
  if (ranking.length === 0) return [card.colour]
  const last = colours.find((colour) => colour !== ranking[0] && colour !== card.colour)!
  return [ranking[0]!, card.colour, last]
}

function decide(
  ranking: Colour[],
  lead: Card,
  follow: Card,
): Pick<Judgement, 'winner' | 'decidedBy'> {
  if (lead.kind === 'potion' || follow.kind === 'potion') {
    // "toujours la plus haute valeur": N+ beats N and loses to N+1.
    const worth = (card: Card) => 2 * card.number + (card.kind === 'potion' ? 1 : 0)
    return {
      winner: worth(lead) > worth(follow) ? 'lead' : 'follow',
      decidedBy: rules.potionNumbers,
    }
  }
  if (lead.colour === follow.colour) {
    return { winner: lead.number > follow.number ? 'lead' : 'follow', decidedBy: rules.sameColour }
  }
  const higher = ranking.indexOf(lead.colour) > ranking.indexOf(follow.colour)
  return { winner: higher ? 'lead' : 'follow', decidedBy: rules.rankedColour }
}

/** One potion: the colour it met sets the effect, whoever played it; two potions cancel. */
function effectOf(lead: Card, follow: Card): Effect {
  if (lead.kind === 'potion' && follow.kind === 'potion') return 'cancel'
  const met = lead.kind === 'potion' ? follow : follow.kind === 'potion' ? lead : null
  if (met === null || met.kind === 'potion') return null
  return met.colour === 'pride' ? 'steal' : met.colour === 'greed' ? 'swap' : 'reset'
}

/** The colour the follower must play if he holds it: the lead's, or the one a potion called. */
export function requiredColour(lead: Card, call: Colour | undefined): Colour | null {
  return lead.kind === 'colour' ? lead.colour : (call ?? null)
}

/**
 * Whether a follow leaves the required colour: after a colour lead a potion may answer instead
 * (S1: "Il peut aussi jouer une carte Potion à la place"); after a potion lead only the called
 * colour will do. A follower who does so has shown he holds none of that colour.
 */
export function leavesRequiredColour(lead: Card, call: Colour | undefined, follow: Card): boolean {
  const required = requiredColour(lead, call)
  if (required === null) return false
  if (follow.kind === 'potion') return lead.kind === 'potion'
  return follow.colour !== required
}

/** Whether a follower who held `hand` (follow included) broke the follow rules. */
export function breaksFollowRule(
  lead: Card,
  call: Colour | undefined,
  follow: Card,
  hand: readonly Card[],
): boolean {
  const required = requiredColour(lead, call)
  const holdsRequired = hand.some((card) => card.kind === 'colour' && card.colour === required)
  return holdsRequired && leavesRequiredColour(lead, call, follow)
}
