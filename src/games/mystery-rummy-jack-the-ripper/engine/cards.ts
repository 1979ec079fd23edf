/**
 * The Mystery Rummy Case #1 deck as data (spec: "Deck (62 cards)"). Values, tie-break numbers and
 * Evidence counts are defaults only: a game log may correct them (`rules.deck`). Most are not
 * printed in any source we could read, so each is marked unverified: the app asks the players to
 * read it off their own cards.
 */

export const suspectIds = ['druitt', 'eddy', 'gull', 'chapman', 'jill', 'pedachenko'] as const
export type SuspectId = (typeof suspectIds)[number]

export const victimKeys = ['nichols', 'annie-chapman', 'stride', 'eddowes', 'kelly'] as const
export type VictimKey = (typeof victimKeys)[number]

/** Each victim's scene, in the same order: the Victim takes its Scene and the Scene its Victim. */
export const sceneKeys = [
  'bucks-row',
  'hanbury-street',
  'berner-street',
  'mitre-square',
  'millers-court',
] as const
export type SceneKey = (typeof sceneKeys)[number]

export const sceneOf = (victim: VictimKey): SceneKey => sceneKeys[victimKeys.indexOf(victim)]!

export type SuspectCardId = `suspect-${SuspectId}`
/** The shared Prince Eddy / Sir Gull card names one of the two when it is played. */
export type AlibiCardId =
  'alibi-druitt' | 'alibi-chapman' | 'alibi-jill' | 'alibi-pedachenko' | 'alibi-eddy-gull'
export type VictimCardId = `victim-${VictimKey}`
export type SceneCardId = `scene-${SceneKey}`
export type CardId =
  | SuspectId
  | 'letter'
  | 'wild'
  | SuspectCardId
  | AlibiCardId
  | VictimCardId
  | SceneCardId
  | 'commissioner-resigns'
  | 'ripper-strikes'
  | 'ripper-escapes'

export type CardKind =
  | 'evidence'
  | 'letter'
  | 'wild'
  | 'suspect'
  | 'alibi'
  | 'victim'
  | 'scene'
  | 'commissioner-resigns'
  | 'ripper-strikes'
  | 'ripper-escapes'

export interface Card {
  id: CardId
  kind: CardKind
  /** How many the deck holds; a suspect's Evidence count is a default the players may correct. */
  count: number
  defaultValue: number
  /** No source we could read prints this value: the players should check it on their cards. */
  valueUnverified: boolean
  /** Only the six suspects' Evidence has this: whether its copy count is a guess. */
  countUnverified: boolean
  /**
   * Whether the printed name is unknown: only Nichols and Buck's Row are attested (S9); the other
   * Victims and Scenes are the historical ones, and Jill's French name may keep the English.
   */
  nameUnverified: boolean
}

const card = (
  id: CardId,
  kind: CardKind,
  count: number,
  defaultValue: number,
  valueUnverified: boolean,
  countUnverified = false,
): Card => ({
  id,
  kind,
  count,
  defaultValue,
  valueUnverified,
  countUnverified,
  nameUnverified: namesAttested.has(id) ? false : namesUnverified.has(kind) || id === 'jill',
})

const namesAttested: ReadonlySet<CardId> = new Set<CardId>(['victim-nichols', 'scene-bucks-row'])
const namesUnverified: ReadonlySet<CardKind> = new Set<CardKind>(['victim', 'scene'])

export const alibiCardIds: readonly AlibiCardId[] = [
  'alibi-druitt',
  'alibi-chapman',
  'alibi-jill',
  'alibi-pedachenko',
  'alibi-eddy-gull',
]

/** Every card of the deck, in the spec's order: Evidence, then Gavel cards, then Ripper Escapes. */
export const cards: readonly Card[] = [
  ...suspectIds.map((id) => card(id, 'evidence', 5, 2, true, true)),
  card('letter', 'letter', 4, 3, false),
  card('wild', 'wild', 2, 2, true),
  ...suspectIds.map((id) => card(`suspect-${id}`, 'suspect', 1, 3, true)),
  ...alibiCardIds.map((id) => card(id, 'alibi', 1, 3, true)),
  ...victimKeys.map((key) => card(`victim-${key}`, 'victim', 1, 2, true)),
  ...sceneKeys.map((key) => card(`scene-${key}`, 'scene', 1, 2, true)),
  card('commissioner-resigns', 'commissioner-resigns', 2, 0, true),
  card('ripper-strikes', 'ripper-strikes', 2, 0, true),
  card('ripper-escapes', 'ripper-escapes', 1, 35, false),
]

export const cardIds: readonly CardId[] = cards.map((entry) => entry.id)

const cardsById: ReadonlyMap<string, Card> = new Map(cards.map((entry) => [entry.id, entry]))

/** The tie-break number of each suspect (S5, S7); the order 1 to 6 is a guess, so unverified. */
export const defaultTieBreaks: Readonly<Record<SuspectId, number>> = {
  druitt: 1,
  eddy: 2,
  gull: 3,
  chapman: 4,
  jill: 5,
  pedachenko: 6,
}

/** The Evidence of the six suspects: 36 cards less 4 Letters and 2 Wilds (spec: "Totals"). */
export const suspectEvidenceTotal = 30

/** A meld is 3 or more Evidence cards of one colour (Wilds count), or 3 or more Letters. */
export const meldMinimum = 3

/** All five Victims on the table let Ripper Escapes be played. */
export const victimsForEscape = victimKeys.length

/** A held Ripper Escapes costs this much per Victim on the table (S1), whatever the Victims are worth. */
export const heldEscapeCostPerVictim = 2

/** A right vote earns this (S1, S13). */
export const voteBonus = 10

/**
 * The card ids named after a suspect, Victim or Scene, made once: an id written anew for each
 * card of each hand would be a new string to hash at every lookup.
 */
const suspectCards = idsOf(suspectIds, (id): SuspectCardId => `suspect-${id}`)
const victimCards = idsOf(victimKeys, (key): VictimCardId => `victim-${key}`)
const sceneCards = idsOf(sceneKeys, (key): SceneCardId => `scene-${key}`)

function idsOf<Key extends string, Id extends CardId>(
  keys: readonly Key[],
  idOf: (key: Key) => Id,
): Readonly<Record<Key, Id>> {
  return Object.fromEntries(keys.map((key) => [key, idOf(key)])) as Record<Key, Id>
}

export const suspectCardOf = (suspect: SuspectId): SuspectCardId => suspectCards[suspect]
export const victimCardOf = (victim: VictimKey): VictimCardId => victimCards[victim]
export const sceneCardOf = (scene: SceneKey): SceneCardId => sceneCards[scene]

export function cardOf(id: CardId): Card {
  return cardsById.get(id)!
}

export function isCardId(id: string): id is CardId {
  return cardsById.has(id)
}

export function isSuspectId(id: string): id is SuspectId {
  return (suspectIds as readonly string[]).includes(id)
}

export function isVictimKey(id: string): id is VictimKey {
  return (victimKeys as readonly string[]).includes(id)
}

export function isSceneKey(id: string): id is SceneKey {
  return (sceneKeys as readonly string[]).includes(id)
}

/** The Alibi card that clears a suspect: Prince Eddy and Sir Gull share one. */
export function alibiCardOf(suspect: SuspectId): AlibiCardId {
  return suspect === 'eddy' || suspect === 'gull' ? 'alibi-eddy-gull' : `alibi-${suspect}`
}

export function defaultCardValues(): Record<CardId, number> {
  return Object.fromEntries(cards.map((entry) => [entry.id, entry.defaultValue])) as Record<
    CardId,
    number
  >
}

export function defaultEvidenceCounts(): Record<SuspectId, number> {
  return Object.fromEntries(suspectIds.map((id) => [id, cardOf(id).count])) as Record<
    SuspectId,
    number
  >
}
