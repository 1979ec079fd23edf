import {
  changedValues,
  type ChangedCardValue as CoreChangedCardValue,
} from '../../../engine/core/card-values'
import {
  cardIds,
  defaultCardValues,
  defaultEvidenceCounts,
  defaultTieBreaks,
  isCardId,
  isSuspectId,
  suspectIds,
  type CardId,
  type SuspectId,
} from './cards'
import { ruleBook } from '../../../engine/core/rule-book'

export const gameId = 'mystery-rummy-jack-the-ripper'

/**
 * Rule ids of Mystery Rummy Case #1: Jack the Ripper, exactly as its spec names them (the
 * validation table, then the scoring lines): each is an anchor of the game's rules reference, and
 * every problem and breakdown line carries one.
 */
export const rules = {
  // Validation: errors.
  playerCount: 'player-count',
  unknownPlayer: 'unknown-player',
  unknownId: 'unknown-id',
  unknownField: 'unknown-field',
  badHand: 'bad-hand',
  badNumber: 'bad-number',
  badEnding: 'bad-ending',
  tooManyCards: 'too-many-cards',
  wildsExceedEvidence: 'wilds-exceed-evidence',
  wildWithoutNatural: 'wild-without-natural',
  noMeld: 'no-meld',
  noVictim: 'no-victim',
  suspectWithoutMeld: 'suspect-without-meld',
  alibiWithoutMeld: 'alibi-without-meld',
  oneAlibi: 'one-alibi',
  escapeBeforeFiveVictims: 'escape-before-five-victims',
  outHoldsCards: 'out-holds-cards',
  leftForm: 'left-form',
  leftPlayable: 'left-playable',
  leftPointsBeyond: 'left-points-beyond',
  voteWithoutMeld: 'vote-without-meld',
  handAfterEnd: 'hand-after-end',
  badTarget: 'bad-target',
  badVariant: 'bad-variant',
  badValue: 'bad-value',
  badTiebreak: 'bad-tiebreak',
  badDeckCount: 'bad-deck-count',
  // Validation: warnings.
  leftMissing: 'left-missing',
  pairSplit: 'pair-split',
  deckSum: 'deck-sum',
  // Scoring one hand.
  outcome: 'outcome',
  escapeCard: 'escape-card',
  escapeWithoutCard: 'escape-without-card',
  ripperIdentity: 'ripper-identity',
  tieBreak: 'tie-break',
  alibiExcludes: 'alibi-excludes',
  tablePoints: 'table-points',
  ripperDouble: 'ripper-double',
  handPenalty: 'hand-penalty',
  heldEscape: 'held-escape',
  voteBonus: 'vote-bonus',
} as const

export type RuleId = (typeof rules)[keyof typeof rules]

/** Every rule id, the key of its one message under this game's own, and its problems. */
export const { ruleIds, problemKey, problemOf } = ruleBook(gameId, rules)

export const escapeWithoutCardOptions = ['victims-and-scenes', 'nothing'] as const
export type EscapeWithoutCard = (typeof escapeWithoutCardOptions)[number]

export const ripperTotalOptions = ['evidence-and-suspect', 'evidence-only'] as const
export type RipperTotal = (typeof ripperTotalOptions)[number]

export interface Variants {
  /** What an escape without the card (Case File out twice, or by Alibi) scores. */
  escapeWithoutCard: EscapeWithoutCard
  /** Whether a suspect's Suspect card counts towards naming the Ripper. */
  ripperTotal: RipperTotal
}

export const variantOptions: Readonly<Record<keyof Variants, readonly string[]>> = {
  escapeWithoutCard: escapeWithoutCardOptions,
  ripperTotal: ripperTotalOptions,
}

export const defaultVariants: Readonly<Variants> = {
  escapeWithoutCard: 'victims-and-scenes',
  ripperTotal: 'evidence-and-suspect',
}

/** "100 points or more" (S2, S4, S14). */
export const defaultTargetScore = 100

/** A suspect's Evidence count the players may set (spec: `rules.deck[SUSPECT].count`). */
export const evidenceCountRange = { min: 3, max: 10 } as const

/** The rules a game is scored with: its log's settings over the defaults. */
export interface ResolvedRules {
  targetScore: number
  variants: Variants
  values: Record<CardId, number>
  tieBreaks: Record<SuspectId, number>
  /** How many Evidence cards of each suspect the deck holds. */
  evidenceCounts: Record<SuspectId, number>
}

/** A `rules.deck` entry as a log holds it; only validation says whether it makes sense. */
export interface DeckEntry {
  value?: number
  tieBreak?: number
  count?: number
}

/** The settings as a log holds them. */
export interface RulesSettings {
  targetScore?: number
  variants?: Record<string, unknown>
  deck?: Record<string, DeckEntry>
}

/**
 * The log's settings over the defaults. A value validation refuses never reaches scoring; here it
 * falls back to the default, so this function is total.
 */
export function resolveRules(settings: RulesSettings | undefined): ResolvedRules {
  const values = defaultCardValues()
  const tieBreaks = { ...defaultTieBreaks }
  const evidenceCounts = defaultEvidenceCounts()
  for (const [id, entry] of Object.entries(settings?.deck ?? {})) {
    if (!isCardId(id)) continue
    if (isWhole(entry.value, 0)) values[id] = entry.value
    if (!isSuspectId(id)) continue
    if (isWhole(entry.tieBreak, 1)) tieBreaks[id] = entry.tieBreak
    if (isWhole(entry.count, evidenceCountRange.min) && entry.count <= evidenceCountRange.max) {
      evidenceCounts[id] = entry.count
    }
  }
  const variants = settings?.variants ?? {}
  const target = settings?.targetScore
  return {
    targetScore: isWhole(target, 1) ? target : defaultTargetScore,
    variants: {
      escapeWithoutCard: pick(
        variants.escapeWithoutCard,
        escapeWithoutCardOptions,
        defaultVariants.escapeWithoutCard,
      ),
      ripperTotal: pick(variants.ripperTotal, ripperTotalOptions, defaultVariants.ripperTotal),
    },
    values,
    tieBreaks,
    evidenceCounts,
  }
}

/** A whole number at least `min`. */
export function isWhole(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min
}

function pick<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.find((option) => option === value) ?? fallback
}

export type ChangedCardValue = CoreChangedCardValue<CardId>

/** The card values a game was scored with that differ from the defaults, in deck order. */
export function changedCardValues(resolved: ResolvedRules): ChangedCardValue[] {
  return changedValues(cardIds, resolved.values, defaultCardValues())
}

/** The tie-break numbers that differ from the defaults, in the suspects' order. */
export function changedTieBreaks(resolved: ResolvedRules): CoreChangedCardValue<SuspectId>[] {
  return changedValues(suspectIds, resolved.tieBreaks, defaultTieBreaks)
}

/** The Evidence counts that differ from the defaults, in the suspects' order. */
export function changedEvidenceCounts(resolved: ResolvedRules): CoreChangedCardValue<SuspectId>[] {
  return changedValues(suspectIds, resolved.evidenceCounts, defaultEvidenceCounts())
}
