import type { FactLine, Phrase, PhraseParam, PlayerRef } from '../../../engine/core/game-module'
import { cardId, type Card, type Colour } from './cards'
import type { FoldedTrick } from './record-fold'
import type { TrickResult } from './referee'
import { rules } from './rules'
import type { Effect, Judgement } from './trick'
import { factLine as line } from '../../../engine/core/phrases'

const key = (name: string) => `jekyll-vs-hyde.trick.${name}`

/** A colour as sentences name it: its family and its colour ("Pride (purple)"). */
export function colourPhrase(colour: Colour): Phrase {
  return { key: `jekyll-vs-hyde.colours.${colour}` }
}

const cardRef = (card: Card) => ({ card: cardId(card) })
const rankingRef = (ranking: readonly Colour[]) => ({ list: ranking.map(colourPhrase) })

/** Who took the trick: a seat of the trick file ("the leader"), or a player of a record. */
type Who = Phrase | PlayerRef

/** What an explanation needs of a trick: its judgement, the ranking before and the cards. */
interface Played extends Judgement {
  rankingBefore: readonly Colour[]
  lead: Card
  follow: Card
}

/**
 * The referee's decision as a player can read it out: the ranking as it stood and as the cards
 * set it, who takes the trick and by which rule, and what the potion makes the players do. A
 * refused trick is one sentence saying what is wrong.
 */
export function explainTrick(result: TrickResult): Phrase[] {
  if (!result.ok) {
    const params: Record<string, PhraseParam> = { path: result.problem.path }
    for (const [name, value] of Object.entries(result.problem.params)) {
      if (name === 'card') params[name] = { card: String(value) }
      else if (name === 'colour') params[name] = colourPhrase(value as Colour)
      else params[name] = value
    }
    return [{ key: key(`refused.${result.reason}`), params }]
  }
  const played: Played = {
    ...result,
    rankingBefore: result.trick.ranking,
    lead: result.trick.lead,
    follow: result.trick.follow,
  }
  const who = { key: key(`who.${result.winner}`) }
  const lines = [rankingPhrase(played), wonPhrase(played, who)]
  return result.effect === null ? lines : [...lines, effectPhrase(result.effect, played, who)]
}

/**
 * The lines of a recorded trick for a round's breakdown (the spec's "Per recorded trick"): who
 * played which card, the ranking before and as the cards set it, the rule that gave the trick,
 * and the potion's effect, with whether a trick was really stolen (A4).
 */
export function recordedTrickLines(trick: FoldedTrick, index: number): FactLine[] {
  const played: Played = { ...trick, lead: trick.leadCard, follow: trick.followCard }
  const taker = { player: trick.taker }
  const cards: Phrase = {
    key: key(trick.call === undefined ? 'record.cards' : 'record.cards-call'),
    params: {
      number: index + 1,
      leader: { player: trick.leader },
      lead: cardRef(trick.leadCard),
      follower: { player: trick.follower },
      follow: cardRef(trick.followCard),
      ...(trick.call === undefined ? {} : { colour: colourPhrase(trick.call) }),
    },
  }
  const lines: FactLine[] = [
    line(rules.trickLeader, cards),
    line(rules.colourRanking, rankingPhrase(played)),
    line(trick.decidedBy, wonPhrase(played, taker)),
  ]
  if (trick.effect === null) return lines
  const effect =
    trick.effect === 'steal' ? stealPhrase(trick) : effectPhrase(trick.effect, played, taker)
  return [...lines, line(effectRule[trick.effect], effect)]
}

const effectRule = {
  steal: rules.effectSteal,
  swap: rules.effectSwap,
  reset: rules.effectReset,
  cancel: rules.effectCancel,
} as const

/** The ranking before the trick, then as the two cards left it (before any reset). */
function rankingPhrase({ rankingBefore, rankingPlayed }: Played): Phrase {
  if (rankingPlayed.length === 0) return { key: key('ranking.none') }
  const played = rankingRef(rankingPlayed)
  if (rankingBefore.length === 0) return { key: key('ranking.first'), params: { played } }
  if (rankingBefore.join() === rankingPlayed.join()) {
    return { key: key('ranking.kept'), params: { played } }
  }
  return { key: key('ranking.changed'), params: { before: rankingRef(rankingBefore), played } }
}

function wonPhrase(played: Played, who: Who): Phrase {
  const [winning, losing] =
    played.winner === 'lead' ? [played.lead, played.follow] : [played.follow, played.lead]
  const card = cardRef(winning)
  if (played.decidedBy === rules.potionNumbers) {
    const tie = winning.number === losing.number
    return {
      key: key(tie ? 'won.potion-tie' : 'won.potion-numbers'),
      params: { card, other: cardRef(losing), who },
    }
  }
  // Without a potion both cards are colour cards.
  const colourOf = (card: Card) => colourPhrase((card as Card & { kind: 'colour' }).colour)
  if (played.decidedBy === rules.sameColour) {
    return { key: key('won.same-colour'), params: { card, colour: colourOf(winning), who } }
  }
  return {
    key: key('won.ranked-colour'),
    params: { card, colour: colourOf(winning), other: colourOf(losing), who },
  }
}

/** The colour card a single potion met: the one that sets the effect (A7). */
function metColour({ lead, follow }: Played): Colour {
  const met = lead.kind === 'potion' ? follow : lead
  return (met as Card & { kind: 'colour' }).colour
}

/** What the potion's effect makes the players do at the table. */
function effectPhrase(effect: NonNullable<Effect>, played: Played, who: Who): Phrase {
  if (effect === 'cancel') return { key: key('effect.cancel') }
  return { key: key(`effect.${effect}`), params: { colour: colourPhrase(metColour(played)), who } }
}

/** In a record the steal is done: a trick moved, or the loser had none to take (A4). */
function stealPhrase(trick: FoldedTrick): Phrase {
  const loser = { player: trick.taker === trick.leader ? trick.follower : trick.leader }
  return {
    key: key(trick.stolen ? 'record.stolen' : 'record.nothing-to-steal'),
    params: { colour: colourPhrase('pride'), taker: { player: trick.taker }, loser },
  }
}
