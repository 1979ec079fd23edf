import {
  changedValues,
  type ChangedCardValue as CoreChangedCardValue,
} from '../../../engine/core/card-values'
import { cardIds, defaultCardValues, isCardId, type CardId } from './cards'
import { ruleBook } from '../../../engine/core/rule-book'

/**
 * Rule ids of Dr. Jekyll & Mr. Hyde (Bambus), as its spec names them: each is an anchor of the
 * game's rules reference, and every problem and breakdown line carries one.
 */
export const rules = {
  // The header and the rules (spec: "Validation").
  players: 'players',
  rules: 'rules',
  target: 'target',
  variant: 'variant',
  deck: 'deck',
  seatingCard3p: 'seating-card-3p',
  // A hand's table.
  handShape: 'hand-shape',
  seats: 'seats',
  dealer: 'dealer',
  team: 'team',
  teamSeating: 'team-seating',
  teamChanged: 'team-changed',
  solo: 'solo',
  ghostSeat: 'ghost-seat',
  // A hand's piles.
  pileMissing: 'pile-missing',
  cardUnknown: 'card-unknown',
  cardRepeated: 'card-repeated',
  cardMissing: 'card-missing',
  pileSize: 'pile-size',
  pileBalance: 'pile-balance',
  neutralSize: 'neutral-size',
  neutralTransformation: 'neutral-transformation',
  heldTrick: 'held-trick',
  handAfterEnd: 'hand-after-end',
  // Warnings.
  dealerOutOfTurn: 'dealer-out-of-turn',
  soloOutOfTurn: 'solo-out-of-turn',
  seatsMoved: 'seats-moved',
  // The trick referee and a whole hand played trick by trick.
  trickSeats: 'trick-seats',
  trickCards: 'trick-cards',
  trickWrongSide: 'trick-wrong-side',
  trickWaiting: 'trick-waiting',
  trickOrder: 'trick-order',
  trickFile: 'trick-file',
  // Scoring one hand: the breakdown's lines.
  scorePoints: 'score-points',
  scoreTransformation: 'score-transformation',
  scoreOwnAction: 'score-own-action',
  scoreDeniedAction: 'score-denied-action',
  scoreNoOwnAction: 'score-no-own-action',
  scoreFormula: 'score-formula',
  scoreNeutral: 'score-neutral',
  scoreEachJekyllPlayer: 'score-each-jekyll-player',
  // Settings and the end of the game.
  seatingCard: 'seating-card',
  firstJekyll: 'first-jekyll',
  endTie: 'end-tie',
  gameEnd: 'game-end',
} as const

export type RuleId = (typeof rules)[keyof typeof rules]

/** Every rule id, the key of its one message under this game's own, and its problems. */
export const { ruleIds, problemKey, problemOf } = ruleBook('jekyll-hyde-bambus', rules)

export const seatingCardOptions = ['A', 'B'] as const
export type SeatingCard = (typeof seatingCardOptions)[number]

export const endTieOptions = ['extra-hand', 'shared'] as const
export type EndTie = (typeof endTieOptions)[number]

/**
 * Which team plays Dr. Jekyll (4 players): the team of the first hand's leader, the first
 * dealer's left neighbour (what Casebook always proposed), or the first dealer's own team.
 * Teams never change (spec: "Teams"), so this names the Jekyll side for the whole game.
 */
export const firstJekyllOptions = ['leader', 'dealer'] as const

export interface Variants {
  /** A: partners sit opposite; B: side by side (4 players only). */
  seatingCard: SeatingCard
  /** Whose team plays Dr. Jekyll in the first hand, and so all game (4 players only). */
  firstJekyll: (typeof firstJekyllOptions)[number]
  /** Equal highest totals at the end: one more hand, or a shared win. */
  endTie: EndTie
}

export type FirstJekyll = Variants['firstJekyll']

export const variantNames: readonly (keyof Variants)[] = ['seatingCard', 'firstJekyll', 'endTie']

/** A log that names no first Jekyll team (every log before it was asked) reads as 'leader'. */
export const defaultVariants: Readonly<Variants> = {
  seatingCard: 'A',
  firstJekyll: 'leader',
  endTie: 'extra-hand',
}

/** S1: "La partie s'arrête quand un camp atteint ou dépasse 1000 points". */
export const defaultTargetScore = 1000

/** Printed values are single digits; the cap keeps a mistyped value from making scores absurd. */
export const maxCardValue = 99

/** The rules a game is scored with: its log's settings over the defaults. */
export interface ResolvedRules {
  targetScore: number
  variants: Variants
  /** Points, or the multiplier for an action card. */
  values: Record<CardId, number>
}

/** The settings as a log holds them; only their values are checked (validate.ts). */
export interface RulesSettings {
  targetScore?: number
  variants?: Record<string, unknown>
  deck?: Record<string, { value: number }>
}

/**
 * The log's settings over the defaults. A value validation refuses never reaches scoring; here
 * it simply falls back to the default, so this function is total.
 */
export function resolveRules(settings: RulesSettings | undefined): ResolvedRules {
  const values = defaultCardValues()
  for (const [id, override] of Object.entries(settings?.deck ?? {})) {
    if (isCardId(id)) values[id] = override.value
  }
  const variants = settings?.variants ?? {}
  const target = settings?.targetScore
  return {
    targetScore:
      typeof target === 'number' && Number.isInteger(target) && target > 0
        ? target
        : defaultTargetScore,
    variants: {
      seatingCard: pick(variants.seatingCard, seatingCardOptions, defaultVariants.seatingCard),
      firstJekyll: pick(variants.firstJekyll, firstJekyllOptions, defaultVariants.firstJekyll),
      endTie: pick(variants.endTie, endTieOptions, defaultVariants.endTie),
    },
    values,
  }
}

function pick<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.find((option) => option === value) ?? fallback
}

export type ChangedCardValue = CoreChangedCardValue<CardId>

/** The card values a game was scored with that differ from the printed ones, in deck order. */
export function changedCardValues(resolved: ResolvedRules): ChangedCardValue[] {
  return changedValues(cardIds, resolved.values, defaultCardValues())
}
