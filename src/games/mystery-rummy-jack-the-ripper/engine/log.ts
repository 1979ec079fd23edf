import * as v from 'valibot'
import type { PathSegment } from '../../../engine/core/problems'
import type { IdKeyedPlace } from '../../../engine/core/reserved-keys'
import {
  gameLogSchemaOf,
  jsonObject,
  jsonRecordOf,
  logReader,
  schemaKeys,
} from '../../../engine/core/typed-log'
import { gameId, problemKey, ruleIds, rules, type RuleId } from './rules'

export { gameId }

/**
 * The log is read in two steps. Here, only the JSON type of every field, so the log can be typed;
 * whether the values make sense (known ids, whole counts, a possible table) is validation's
 * (validate.ts). Both report the spec's rule ids, located by path.
 */
const countsSchema = jsonRecordOf(v.number())

const areaSchema = jsonObject({
  evidence: v.optional(countsSchema),
  wilds: v.optional(countsSchema),
  letters: v.optional(v.number()),
  suspects: v.optional(v.array(v.string())),
  alibi: v.optional(v.nullable(v.string())),
  victims: v.optional(v.array(v.string())),
  scenes: v.optional(v.array(v.string())),
})

/** Either form, or a mix of both: which form an entry takes is validation's `left-form`. */
const leftInHandSchema = jsonObject({
  cards: v.optional(countsSchema),
  points: v.optional(v.number()),
  ripperEscapes: v.optional(v.unknown()),
})

const wentOutSchema = v.looseObject({ type: v.literal('went-out'), player: v.string() })
const commissionerResignsSchema = v.looseObject({
  type: v.literal('commissioner-resigns'),
  players: v.array(v.string()),
})
const ripperEscapesSchema = v.looseObject({ type: v.literal('ripper-escapes'), player: v.string() })
const caseFileExhaustedSchema = v.looseObject({ type: v.literal('case-file-exhausted') })
/** An array has no `type`, so the variant refuses it as it refuses an unknown ending. */
const endingSchema = v.variant('type', [
  wentOutSchema,
  commissionerResignsSchema,
  ripperEscapesSchema,
  caseFileExhaustedSchema,
])

const handSchema = jsonObject({
  dealer: v.optional(v.string()),
  ending: endingSchema,
  areas: v.optional(jsonRecordOf(areaSchema)),
  leftInHand: v.optional(jsonRecordOf(leftInHandSchema)),
  votes: v.optional(jsonRecordOf(v.nullable(v.string()))),
  note: v.optional(v.string()),
})

const deckEntrySchema = jsonObject({
  value: v.optional(v.number()),
  tieBreak: v.optional(v.number()),
  count: v.optional(v.number()),
})

const rulesSchema = jsonObject({
  targetScore: v.optional(v.number()),
  variants: v.optional(jsonRecordOf(v.unknown())),
  deck: v.optional(jsonRecordOf(deckEntrySchema)),
})

export const jackTheRipperLogSchema = gameLogSchemaOf(gameId, rulesSchema, handSchema)

export type JackTheRipperLog = v.InferOutput<typeof jackTheRipperLogSchema>
export type JackTheRipperHand = v.InferOutput<typeof handSchema>
export type Ending = v.InferOutput<typeof endingSchema>
export type EndingType = Ending['type']
export type AreaRecord = v.InferOutput<typeof areaSchema>
export type LeftInHand = v.InferOutput<typeof leftInHandSchema>
export type JackTheRipperRulesRecord = v.InferOutput<typeof rulesSchema>

export const endingTypes: readonly EndingType[] = [
  'went-out',
  'commissioner-resigns',
  'ripper-escapes',
  'case-file-exhausted',
]

/**
 * The keys each object of a hand or of the rules may have (spec: "Game log"). Any other is the
 * error `unknown-field`: a misspelt field would otherwise drop cards from the score unseen.
 */
export const knownFields = {
  hand: schemaKeys(handSchema),
  area: schemaKeys(areaSchema),
  rules: schemaKeys(rulesSchema),
  deckEntry: schemaKeys(deckEntrySchema),
  ending: {
    'went-out': schemaKeys(wentOutSchema),
    'commissioner-resigns': schemaKeys(commissionerResignsSchema),
    'ripper-escapes': schemaKeys(ripperEscapesSchema),
    'case-file-exhausted': schemaKeys(caseFileExhaustedSchema),
  } satisfies Record<EndingType, ReadonlySet<string>>,
} as const

/** Where this game's log uses ids as keys: a reserved key there is an unknown id or player. */
export const idKeyedPlaces: readonly IdKeyedPlace[] = [
  { at: ['rules', 'deck'], rule: rules.unknownId, param: 'id' },
  { at: ['rules', 'variants'], rule: rules.badVariant, param: 'variant' },
  { at: ['hands', '#', 'areas'], rule: rules.unknownPlayer, param: 'player' },
  { at: ['hands', '#', 'areas', '*', 'evidence'], rule: rules.unknownId, param: 'id' },
  { at: ['hands', '#', 'areas', '*', 'wilds'], rule: rules.unknownId, param: 'id' },
  { at: ['hands', '#', 'leftInHand'], rule: rules.unknownPlayer, param: 'player' },
  { at: ['hands', '#', 'leftInHand', '*', 'cards'], rule: rules.unknownId, param: 'id' },
  { at: ['hands', '#', 'votes'], rule: rules.unknownPlayer, param: 'player' },
]

/** Reads a log whose header names this game (`logReader` says how). */
export const readJackTheRipperLog = logReader({
  schema: jackTheRipperLogSchema,
  idKeyedPlaces,
  ruleIds,
  problemKey,
  ruleAt,
}).read

const countFields: ReadonlySet<PathSegment> = new Set(['evidence', 'wilds', 'cards'])

/** The rule a field of the wrong JSON type breaks, by where it stands (spec: "Validation"). */
function ruleAt(path: readonly PathSegment[]): RuleId | null {
  const [top, second, third, fourth, fifth, sixth] = path
  if (top === 'rules') return rulesFieldRule(second, fourth)
  if (top !== 'hands') return null
  if (second === undefined || third === undefined) return rules.badHand
  if (third === 'ending') return rules.badEnding
  if (third === 'votes' && fourth !== undefined) return rules.unknownId
  if (third === 'leftInHand' && fourth !== undefined) {
    if (fifth === 'points' || (fifth === 'cards' && sixth !== undefined)) return rules.badNumber
    return rules.leftForm
  }
  if (third === 'areas' && fifth !== undefined) {
    if (fifth === 'letters' || (countFields.has(fifth) && sixth !== undefined)) {
      return rules.badNumber
    }
  }
  return rules.badHand
}

function rulesFieldRule(field: PathSegment | undefined, deckField: PathSegment | undefined) {
  if (field === 'targetScore') return rules.badTarget
  if (field === 'variants') return rules.badVariant
  if (field === 'deck') {
    if (deckField === 'tieBreak') return rules.badTiebreak
    if (deckField === 'count') return rules.badDeckCount
    return rules.badValue
  }
  return null
}
