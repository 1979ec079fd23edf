import * as v from 'valibot'
import { handDraftSchemaOf } from './games/hand-drafts'
export { loadHandDraftSchemas } from './games/hand-drafts'
import { gameOfUnnamedDrafts } from './games/registry'
import { isStorableGameId, type StorageResult, type StoredHandDraft } from './storage'
import { failed, invalidId } from './storage-failures'

export type { StoredHandDraft }

const shortText = v.pipe(v.string(), v.maxLength(200))

/** Whatever a game's schema allows, a draft stays small: it is written on every key. */
const maxValuesLength = 200_000

function isSmallJson(value: unknown): boolean {
  try {
    return (JSON.stringify(value)?.length ?? Infinity) <= maxValuesLength
  } catch {
    return false
  }
}

export const storedHandDraftSchema = v.pipe(
  v.strictObject({
    hand: v.union([
      v.literal('new'),
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
    ]),
    game: v.pipe(v.string(), v.maxLength(64)),
    values: v.pipe(
      v.unknown(),
      v.check(isSmallJson, 'expected the values as plain JSON of at most 200,000 characters'),
    ),
    at: v.nullable(shortText),
    savedAt: shortText,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    // A values field already refused (too large) is not read again by its game's schema.
    if (!dataset.typed || dataset.issues) return
    const { game, values } = dataset.value
    const schema = handDraftSchemaOf(game)
    if (!schema) {
      addIssue({ message: `expected a game with a hand form, not "${game}"` })
      return
    }
    const parsed = v.safeParse(schema, values)
    if (!parsed.success) {
      addIssue({ message: `expected values of a ${game} draft: ${parsed.issues[0].message}` })
    }
  }),
) satisfies v.GenericSchema<unknown, StoredHandDraft>

/**
 * A stored draft read back from text; null when it is not one (damaged, from elsewhere, or of a
 * game this version has no form for). A draft without a game is from before there were others.
 */
export function readStoredHandDraft(text: unknown): StoredHandDraft | null {
  if (typeof text !== 'string') return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value === 'object' && value !== null && !('game' in value)) {
    value = { ...value, game: gameOfUnnamedDrafts }
  }
  const parsed = v.safeParse(storedHandDraftSchema, value)
  return parsed.success ? parsed.output : null
}

/** Whether a value is a draft storage may keep. */
export function isStoredHandDraft(value: unknown): value is StoredHandDraft {
  return v.is(storedHandDraftSchema, value)
}

/** Why a draft cannot be kept, or null when it can: a storable game id and a draft's shape. */
export function refusalToKeepDraft(gameId: unknown, draft: unknown): StorageResult | null {
  if (!isStorableGameId(gameId)) return invalidId(gameId)
  if (!isStoredHandDraft(draft)) return failed('invalid-game', 'storage.failure.invalid-draft')
  return null
}
