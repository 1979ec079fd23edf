import * as v from 'valibot'
import { gameLogHeaderEntries } from '../../../engine/core/game-log'
import type { IdKeyedPlace } from '../../../engine/core/reserved-keys'
import { coreRules } from '../../../engine/core/rule-ids'
import { rules } from './rule-ids'

export const gameId = 'mystery-rummy-jekyll-hyde'

/**
 * Counts are only typed as numbers here: whether they are whole, not negative and possible
 * with this deck is for validation, which can say which rule is broken.
 */
const transformationPlacementSchema = v.looseObject({
  family: v.string(),
  cards: v.number(),
  playedBy: v.optional(v.string()),
})

const areaSchema = v.looseObject({
  evidence: v.optional(v.record(v.string(), v.number())),
  workInLab: v.optional(v.number()),
  transformation: v.optional(transformationPlacementSchema),
})

const cardsLeftSchema = v.looseObject({ cards: v.record(v.string(), v.number()) })
const pointsLeftSchema = v.looseObject({
  points: v.number(),
  transformation: v.optional(v.boolean()),
})

const wentOutSchema = v.looseObject({ type: v.literal('went-out'), player: v.string() })
const caseFileExhaustedSchema = v.looseObject({ type: v.literal('case-file-exhausted') })
const endingSchema = v.variant('type', [wentOutSchema, caseFileExhaustedSchema])

const handSchema = v.looseObject({
  dealer: v.optional(v.string()),
  identity: v.picklist(['jekyll', 'hyde']),
  ending: endingSchema,
  areas: v.record(v.string(), areaSchema),
  leftInHand: v.optional(v.record(v.string(), v.union([cardsLeftSchema, pointsLeftSchema]))),
  note: v.optional(v.string()),
})

export const transformationPointsOptions = ['area-owner', 'player-who-played'] as const
export const transformationHeldPenaltyOptions = [10, 5] as const

const cardRulesSchema = v.looseObject({ value: v.number() })

const variantsSchema = v.looseObject({
  transformationPoints: v.optional(v.picklist(transformationPointsOptions)),
  transformationHeldPenalty: v.optional(v.picklist(transformationHeldPenaltyOptions)),
})

const rulesSchema = v.looseObject({
  targetScore: v.optional(v.number()),
  variants: v.optional(variantsSchema),
  deck: v.optional(v.record(v.string(), cardRulesSchema)),
})

export const mysteryRummyLogSchema = v.looseObject({
  ...gameLogHeaderEntries,
  game: v.literal(gameId),
  rules: v.optional(rulesSchema),
  hands: v.array(handSchema),
})

export type MysteryRummyLog = v.InferOutput<typeof mysteryRummyLogSchema>
export type HandRecord = v.InferOutput<typeof handSchema>
export type AreaRecord = v.InferOutput<typeof areaSchema>
export type TransformationPlacement = v.InferOutput<typeof transformationPlacementSchema>
export type CardsLeft = v.InferOutput<typeof cardsLeftSchema>
export type PointsLeft = v.InferOutput<typeof pointsLeftSchema>
export type LeftInHand = CardsLeft | PointsLeft
export type RulesRecord = v.InferOutput<typeof rulesSchema>
export type TransformationPoints = (typeof transformationPointsOptions)[number]
export type TransformationHeldPenalty = (typeof transformationHeldPenaltyOptions)[number]

/** Cards left in hand come card by card, or in the quick form: a points total. */
export function isCardsLeft(held: LeftInHand): held is CardsLeft {
  return typeof held.cards === 'object' && held.cards !== null
}

/**
 * The fields each object of a hand or of the rules has. Objects are read loosely (a field this
 * version does not know is kept), so validation warns about the others: a misspelt field would
 * otherwise leave cards out of the score without a word.
 */
export const knownFields = {
  hand: fieldsOf(handSchema),
  wentOut: fieldsOf(wentOutSchema),
  caseFileExhausted: fieldsOf(caseFileExhaustedSchema),
  area: fieldsOf(areaSchema),
  transformation: fieldsOf(transformationPlacementSchema),
  cardsLeft: fieldsOf(cardsLeftSchema),
  pointsLeft: fieldsOf(pointsLeftSchema),
  rules: fieldsOf(rulesSchema),
  cardRules: fieldsOf(cardRulesSchema),
  variants: fieldsOf(variantsSchema),
} as const

function fieldsOf(schema: { entries: object }): ReadonlySet<string> {
  return new Set(Object.keys(schema.entries))
}

/** Where this game's log uses ids as keys: a reserved key there is an unknown card or player. */
export const idKeyedPlaces: readonly IdKeyedPlace[] = [
  { at: ['rules', 'deck'], rule: rules.unknownCard, param: 'card' },
  { at: ['rules', 'variants'], rule: rules.unknownVariant, param: 'variant' },
  { at: ['hands', '#', 'areas'], rule: coreRules.knownPlayerId, param: 'player' },
  { at: ['hands', '#', 'areas', '*', 'evidence'], rule: rules.unknownCard, param: 'card' },
  { at: ['hands', '#', 'leftInHand'], rule: coreRules.knownPlayerId, param: 'player' },
  { at: ['hands', '#', 'leftInHand', '*', 'cards'], rule: rules.unknownCard, param: 'card' },
]
