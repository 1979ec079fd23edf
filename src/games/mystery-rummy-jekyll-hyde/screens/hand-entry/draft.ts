/**
 * The hand entry form's state, kept apart from the component so it can be tested on its own.
 * A draft holds what the players have entered so far, in the shape the form edits; a hand
 * record (game-log v1) is written from it only once the form is complete. No rule lives here:
 * whether a hand is possible and what it scores is the engine's to say.
 */
import type { GameLog } from '../../../../engine'
import {
  cardCount,
  evidenceFamilyIds,
  expectedDealer,
  isMysteryRummyLog,
  playerLeftHolding,
  transformationFamilies as familiesTheTransformationMayCover,
  type EvidenceFamilyId,
  type MysteryRummyLog,
  type HandRecord,
  type LeftInHand,
} from '../../engine'
import {
  leftCardIds,
  type AreaDraft,
  type HandDraft,
  type LeftInHandDraft,
} from '../../words/hand-draft'

export { leftCardIds } from '../../words/hand-draft'
export type {
  AreaDraft,
  EndingDraft,
  HandDraft,
  LeftCardId,
  LeftInHandDraft,
  LeftInHandMode,
  TransformationDraft,
  TransformationPlace,
} from '../../words/hand-draft'

/** How many Work in Lab cards the deck holds: the most an area can show. */
export const workInLabMax = cardCount('work-in-lab')

/** What must still be chosen before the draft can become a hand record. */
export type MissingChoice = 'ending' | 'transformation-family'

function zeroes<T extends string>(ids: readonly T[]): Record<T, number> {
  const counts = {} as Record<T, number>
  for (const id of ids) counts[id] = 0
  return counts
}

function emptyArea(): AreaDraft {
  return { evidence: zeroes(evidenceFamilyIds), workInLab: 0 }
}

function playerIds(log: MysteryRummyLog): string[] {
  return log.players.map((player) => player.id)
}

/** Who deals a new hand: the engine knows how the deal passes. */
export function defaultDealer(log: MysteryRummyLog, handIndex: number): string | null {
  return expectedDealer(log, handIndex)
}

/** The draft the form starts from: the edited hand as it was, or a new hand with its defaults. */
export function draftFor(log: MysteryRummyLog, handIndex: number, initial?: HandRecord): HandDraft {
  const players = playerIds(log)
  const draft: HandDraft = {
    players,
    identity: 'jekyll',
    ending: null,
    dealer: defaultDealer(log, handIndex),
    areas: Object.fromEntries(players.map((player) => [player, emptyArea()])),
    transformation: {
      place: 'none',
      area: players[0] ?? '',
      family: null,
      cards: null,
      playedBy: null,
    },
    leftInHand: { mode: 'cards', cards: zeroes(leftCardIds), points: 0 },
    kept: {},
  }
  if (initial) fillFromHand(draft, initial)
  return draft
}

const editedFields = new Set(['dealer', 'identity', 'ending', 'areas', 'leftInHand'])

function fillFromHand(draft: HandDraft, hand: HandRecord): void {
  for (const [key, value] of Object.entries(hand)) {
    if (!editedFields.has(key) && value !== undefined) draft.kept[key] = value
  }
  draft.identity = hand.identity
  draft.ending =
    hand.ending.type === 'went-out'
      ? { type: 'went-out', player: hand.ending.player }
      : { type: 'case-file-exhausted' }
  draft.dealer = hand.dealer ?? null

  for (const player of draft.players) {
    const area = hand.areas[player]
    const target = draft.areas[player]!
    if (!area) continue
    for (const family of evidenceFamilyIds) target.evidence[family] = area.evidence?.[family] ?? 0
    target.workInLab = area.workInLab ?? 0
    const placement = area.transformation
    if (placement && draft.transformation.place === 'none') {
      const family = evidenceFamilyIds.find((id) => id === placement.family) ?? null
      const count = family ? target.evidence[family] : 0
      const playedBy = placement.playedBy ?? player
      draft.transformation = {
        place: 'area',
        area: player,
        family,
        cards: placement.cards === count ? null : placement.cards,
        playedBy: playedBy === player ? null : playedBy,
      }
    }
  }

  const holder = holderOf(draft)
  const held = holder === null ? undefined : hand.leftInHand?.[holder]
  if (!held) return
  if (isCardByCard(held)) {
    draft.leftInHand.mode = 'cards'
    for (const card of leftCardIds) draft.leftInHand.cards[card] = held.cards[card] ?? 0
    if ((held.cards.transformation ?? 0) > 0) heldTransformation(draft)
  } else {
    draft.leftInHand.mode = 'points'
    draft.leftInHand.points = held.points
    if (held.transformation === true) heldTransformation(draft)
  }
}

function isCardByCard(held: LeftInHand): held is Extract<LeftInHand, { cards: unknown }> {
  return typeof held.cards === 'object' && held.cards !== null
}

function heldTransformation(draft: HandDraft): void {
  if (draft.transformation.place === 'none') draft.transformation.place = 'held'
}

/** The player who did not go out, who may still hold cards; null for a void or unfinished ending. */
export function holderOf(draft: Pick<HandDraft, 'players' | 'ending'>): string | null {
  return playerLeftHolding(draft.players, draft.ending)
}

/** The families the Transformation may rest on in an area: J or H families with a card there. */
export function transformationFamilies(draft: HandDraft, area: string): EvidenceFamilyId[] {
  return familiesTheTransformationMayCover(draft.areas[area]?.evidence ?? {})
}

/** How many cards the Transformation covers as the draft stands (all of the family by default). */
export function coveredCards(draft: HandDraft): number {
  const { area, family, cards } = draft.transformation
  if (family === null) return 0
  return cards ?? draft.areas[area]?.evidence[family] ?? 0
}

export function missingChoices(draft: HandDraft): MissingChoice[] {
  const missing: MissingChoice[] = []
  if (draft.ending === null) missing.push('ending')
  if (draft.transformation.place === 'area' && draft.transformation.family === null) {
    missing.push('transformation-family')
  }
  return missing
}

function nonZero<T extends string>(ids: readonly T[], counts: Record<T, number>) {
  const kept: Partial<Record<T, number>> = {}
  let any = false
  for (const id of ids) {
    if (counts[id] !== 0) {
      kept[id] = counts[id]
      any = true
    }
  }
  return any ? (kept as Record<string, number>) : null
}

/**
 * The hand record of a complete draft, as game-log v1 writes it: zero counts and empty parts
 * left out, the Transformation where it ended, and what the player who did not go out holds.
 * Throws when `missingChoices(draft)` is not empty: the form never saves an incomplete hand.
 */
export function handFromDraft(draft: HandDraft): HandRecord {
  const missing = missingChoices(draft)
  if (missing.length > 0 || draft.ending === null) {
    throw new Error(`The hand is not complete: ${missing.join(', ')}`)
  }
  const hand: HandRecord = {
    ...(JSON.parse(JSON.stringify(draft.kept)) as Record<string, unknown>),
    identity: draft.identity,
    ending: { ...draft.ending },
    areas: {},
  }
  if (draft.dealer !== null) hand.dealer = draft.dealer
  const transformation = draft.transformation
  const voidHand = draft.ending.type === 'case-file-exhausted'

  for (const player of draft.players) {
    const area = draft.areas[player] ?? emptyArea()
    const record: HandRecord['areas'][string] = {}
    const evidence = nonZero(evidenceFamilyIds, area.evidence)
    if (evidence) record.evidence = evidence
    if (area.workInLab !== 0) record.workInLab = area.workInLab
    if (
      transformation.place === 'area' &&
      transformation.area === player &&
      transformation.family
    ) {
      record.transformation = {
        family: transformation.family,
        cards: coveredCards(draft),
        playedBy: transformation.playedBy ?? player,
      }
    }
    if (Object.keys(record).length > 0) hand.areas[player] = record
  }

  const holder = holderOf(draft)
  if (!voidHand && holder !== null) {
    const left = leftInHandRecord(draft.leftInHand, transformation.place === 'held')
    if (left) hand.leftInHand = { [holder]: left }
  }
  return ordered(hand)
}

function leftInHandRecord(
  left: LeftInHandDraft,
  holdsTransformation: boolean,
): NonNullable<HandRecord['leftInHand']>[string] | null {
  if (left.mode === 'points') return { points: left.points, transformation: holdsTransformation }
  const cards = nonZero(leftCardIds, left.cards) ?? {}
  if (holdsTransformation) {
    // In deck order: Evidence, Work in Lab, Transformation, Potion.
    const { potion, ...others } = cards
    return { cards: { ...others, transformation: 1, ...(potion ? { potion } : {}) } }
  }
  return Object.keys(cards).length > 0 ? { cards } : null
}

/** The spec's field order, so a saved hand reads the same as the examples; kept fields last. */
function ordered(hand: HandRecord): HandRecord {
  const { dealer, identity, ending, areas, leftInHand, note, ...rest } = hand
  return {
    ...(dealer !== undefined ? { dealer } : {}),
    identity,
    ending,
    areas,
    ...(leftInHand !== undefined ? { leftInHand } : {}),
    ...(note !== undefined ? { note } : {}),
    ...rest,
  }
}

/**
 * The form's fields, as keys that problems are shown beside. A key names one control (or one
 * section) of the form; `form` is the whole form.
 */
export const fields = {
  form: 'form',
  identity: 'identity',
  ending: 'ending',
  dealer: 'dealer',
  area: (player: string) => `area/${player}`,
  evidence: (player: string, family: string) => `evidence/${player}/${family}`,
  workInLab: (player: string) => `work-in-lab/${player}`,
  transformation: 'transformation',
  transformationFamily: 'transformation/family',
  transformationCards: 'transformation/cards',
  transformationPlayedBy: 'transformation/played-by',
  leftInHand: 'left-in-hand',
  leftCard: (card: string) => `left-in-hand/${card}`,
  leftPoints: 'left-in-hand/points',
} as const

/**
 * The form field an engine problem belongs to, from its path in the candidate log
 * (`hands[3].areas.p1.evidence.utterson`); `form` for a problem of this hand that no single
 * field holds, null for a problem elsewhere in the log.
 */
export function fieldOfProblem(path: string, handIndex: number): string | null {
  const prefix = `hands[${handIndex}]`
  if (path !== prefix && !path.startsWith(`${prefix}.`)) return null
  const rest = path.slice(prefix.length + 1)
  if (rest === 'identity') return fields.identity
  if (rest === 'ending' || rest.startsWith('ending.')) return fields.ending
  if (rest === 'dealer') return fields.dealer

  let match = /^areas\.(.+)\.evidence\.([^.]+)$/.exec(rest)
  if (match) return fields.evidence(match[1]!, match[2]!)
  match = /^areas\.(.+)\.workInLab$/.exec(rest)
  if (match) return fields.workInLab(match[1]!)
  match = /^areas\.(.+)\.transformation(?:\.(family|cards|playedBy))?$/.exec(rest)
  if (match) return transformationField(match[2])
  match = /^areas\.(.+)$/.exec(rest)
  if (match && !match[1]!.includes('.evidence')) return fields.area(match[1]!)

  if (rest === 'leftInHand') return fields.leftInHand
  match = /^leftInHand\.(.+)\.cards\.([^.]+)$/.exec(rest)
  if (match) {
    return match[2] === 'transformation' ? fields.transformation : fields.leftCard(match[2]!)
  }
  match = /^leftInHand\.(.+)\.(points|transformation)$/.exec(rest)
  if (match) return match[2] === 'points' ? fields.leftPoints : fields.transformation
  if (rest.startsWith('leftInHand.')) return fields.leftInHand
  return fields.form
}

function transformationField(part: string | undefined): string {
  if (part === 'family') return fields.transformationFamily
  if (part === 'cards') return fields.transformationCards
  if (part === 'playedBy') return fields.transformationPlayedBy
  return fields.transformation
}

/** The log with this hand at its place: what the engine validates and scores while the form is filled. */
export function candidateLog(
  log: MysteryRummyLog,
  handIndex: number,
  hand: HandRecord,
): MysteryRummyLog {
  const hands = [...log.hands]
  hands.splice(Math.min(handIndex, hands.length), handIndex < hands.length ? 1 : 0, hand)
  return { ...log, hands }
}

/**
 * The Evidence families already in play this game: in any area or hand of the other hands, or
 * entered in this one. The form shows them first; the others wait behind one button. Empty
 * before the first hand, when the form shows every family.
 */
export function familiesInPlay(
  log: MysteryRummyLog,
  handIndex: number,
  draft: HandDraft,
): Set<EvidenceFamilyId> {
  const found = new Set<EvidenceFamilyId>()
  const note = (counts: Partial<Record<string, number>> | undefined) => {
    for (const family of evidenceFamilyIds) if ((counts?.[family] ?? 0) > 0) found.add(family)
  }
  log.hands.forEach((hand, index) => {
    if (index === handIndex) return
    for (const area of Object.values(hand.areas)) note(area?.evidence)
    for (const held of Object.values(hand.leftInHand ?? {})) {
      if (held && isCardByCard(held)) note(held.cards)
    }
  })
  for (const area of Object.values(draft.areas)) note(area.evidence)
  note(draft.leftInHand.cards)
  if (draft.transformation.family) found.add(draft.transformation.family)
  return found
}

/** The fields the form shows for this draft: a problem of another goes to the whole form's. */
export function visibleFields(draft: HandDraft): Set<string> {
  const visible = new Set<string>([
    fields.identity,
    fields.ending,
    fields.dealer,
    fields.transformation,
  ])
  for (const player of draft.players) {
    visible.add(fields.area(player))
    visible.add(fields.workInLab(player))
    for (const family of evidenceFamilyIds) visible.add(fields.evidence(player, family))
  }
  const placement = draft.transformation
  if (placement.place === 'area') {
    visible.add(fields.transformationFamily)
    if (placement.family !== null) {
      visible.add(fields.transformationCards)
      visible.add(fields.transformationPlayedBy)
    }
  }
  if (holderOf(draft) !== null) {
    visible.add(fields.leftInHand)
    if (draft.leftInHand.mode === 'points') visible.add(fields.leftPoints)
    else for (const card of leftCardIds) visible.add(fields.leftCard(card))
  }
  return visible
}

/**
 * The form's first values for correcting hand `handIndex` of a log of this game (the contract's
 * `correctionStart`); null for another game's log or a hand it does not hold.
 */
export function correctionStart(log: GameLog, handIndex: number): HandDraft | null {
  if (!isMysteryRummyLog(log)) return null
  const saved = log.hands[handIndex]
  return saved ? draftFor(log, handIndex, saved) : null
}
