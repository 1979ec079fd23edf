import type { GameLog } from '../../../engine'
import { proposedDealer } from '../engine/entry-queries'
import {
  isSceneKey,
  isSuspectId,
  isVictimKey,
  playersCharged,
  suspectIds,
  type AreaRecord,
  type CardId,
  type Ending,
  type JackTheRipperHand,
  type JackTheRipperLog,
  type LeftInHand,
  type SuspectId,
} from '../engine'
import type { AreaDraft, EndingDraft, JackTheRipperHandDraft, LeftDraft } from '../words/hand-draft'
import { readWrittenNumber } from '../../../shared/written-number'

export type HandDraft = JackTheRipperHandDraft

const zeroes = (): Record<SuspectId, number> =>
  Object.fromEntries(suspectIds.map((suspect) => [suspect, 0])) as Record<SuspectId, number>

const emptyArea = (): AreaDraft => ({
  evidence: zeroes(),
  wilds: zeroes(),
  letters: 0,
  suspects: [],
  alibi: null,
  victims: [],
  scenes: [],
})

const emptyLeft = (): LeftDraft => ({
  mode: 'points',
  cards: {},
  points: '0',
  ripperEscapes: false,
})

const whole = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0

function areaFrom(record: AreaRecord | undefined): AreaDraft {
  const area = emptyArea()
  if (!record) return area
  for (const suspect of suspectIds) {
    area.evidence[suspect] = whole(record.evidence?.[suspect])
    area.wilds[suspect] = whole(record.wilds?.[suspect])
  }
  area.letters = whole(record.letters)
  area.suspects = [...new Set((record.suspects ?? []).filter(isSuspectId))]
  area.alibi = typeof record.alibi === 'string' && isSuspectId(record.alibi) ? record.alibi : null
  area.victims = [...new Set((record.victims ?? []).filter(isVictimKey))]
  area.scenes = [...new Set((record.scenes ?? []).filter(isSceneKey))]
  return area
}

function leftFrom(record: LeftInHand | undefined): LeftDraft {
  const left = emptyLeft()
  if (!record) return left
  if (record.cards !== undefined) {
    left.mode = 'cards'
    for (const [id, count] of Object.entries(record.cards)) {
      if (whole(count) > 0) left.cards[id as CardId] = whole(count)
    }
  }
  left.points = String(whole(record.points))
  left.ripperEscapes = record.ripperEscapes === true
  return left
}

function endingFrom(ending: Ending): EndingDraft {
  if (ending.type === 'commissioner-resigns') {
    return { type: ending.type, player: null, players: [...ending.players] }
  }
  if (ending.type === 'case-file-exhausted') return { type: ending.type, player: null, players: [] }
  return { type: ending.type, player: ending.player, players: [] }
}

/**
 * Where the form starts: a correction from the saved hand, else an empty table with the dealer
 * the engine proposes (none when the log records no dealer).
 */
export function draftFor(
  log: JackTheRipperLog,
  handIndex: number,
  initial?: JackTheRipperHand,
): HandDraft {
  const players = log.players.map((player) => player.id)
  const each = <T>(make: (player: string) => T) =>
    Object.fromEntries(players.map((player) => [player, make(player)]))
  if (initial) {
    const { dealer, ending, areas, leftInHand, votes, note, ...kept } = initial
    return {
      game: 'mystery-rummy-jack-the-ripper',
      players,
      dealer: dealer ?? null,
      ending: endingFrom(ending),
      areas: each((player) => areaFrom(areas?.[player])),
      left: each((player) => leftFrom(leftInHand?.[player])),
      votes: each((player) => {
        const vote = votes?.[player]
        return typeof vote === 'string' && isSuspectId(vote) ? vote : null
      }),
      note: note ?? '',
      kept: JSON.parse(JSON.stringify(kept)) as Record<string, unknown>,
    }
  }
  return {
    game: 'mystery-rummy-jack-the-ripper',
    players,
    dealer: proposedDealer(log, handIndex),
    ending: { type: null, player: null, players: [] },
    areas: each(emptyArea),
    left: each(emptyLeft),
    votes: each(() => null),
    note: '',
    kept: {},
  }
}

/**
 * The ending the draft describes. Incomplete (no type, nobody chosen) it stays incomplete, so the
 * engine names what is missing beside the field.
 */
function endingOf(ending: EndingDraft): Ending | Record<string, never> {
  switch (ending.type) {
    case null:
      return {}
    case 'case-file-exhausted':
      return { type: ending.type }
    case 'commissioner-resigns':
      return { type: ending.type, players: [...ending.players] }
    default:
      return ending.player === null
        ? ({ type: ending.type } as unknown as Ending)
        : { type: ending.type, player: ending.player }
  }
}

/** Whether the ending names whom it needs: only then can the engine charge hands and score. */
export function endingIsComplete(ending: EndingDraft): boolean {
  if (ending.type === 'went-out' || ending.type === 'ripper-escapes') return ending.player !== null
  if (ending.type === 'commissioner-resigns') return ending.players.length > 0
  return ending.type !== null
}

/** The players whose cards left in hand the hand records: those the engine charges. */
export function chargedPlayers(draft: HandDraft): string[] {
  if (!endingIsComplete(draft.ending)) return []
  return playersCharged(draft.players, endingOf(draft.ending) as Ending)
}

function nonZero<K extends string>(counts: Partial<Record<K, number>>): Partial<Record<K, number>> {
  return Object.fromEntries(
    Object.entries<number | undefined>(counts).filter(([, count]) => (count ?? 0) > 0),
  ) as Partial<Record<K, number>>
}

/** An area as the log writes it: only what lies there. */
function areaRecordOf(area: AreaDraft): AreaRecord {
  const record: AreaRecord = {}
  const evidence = nonZero(area.evidence)
  if (Object.keys(evidence).length > 0) record.evidence = evidence as Record<string, number>
  const wilds = nonZero(area.wilds)
  if (Object.keys(wilds).length > 0) record.wilds = wilds as Record<string, number>
  if (area.letters > 0) record.letters = area.letters
  if (area.suspects.length > 0) record.suspects = [...area.suspects]
  if (area.alibi !== null) record.alibi = area.alibi
  if (area.victims.length > 0) record.victims = [...area.victims]
  if (area.scenes.length > 0) record.scenes = [...area.scenes]
  return record
}

/** The areas that hold anything, in the players' order. */
export function areasOf(draft: HandDraft): Record<string, AreaRecord> {
  const areas: Record<string, AreaRecord> = {}
  for (const player of draft.players) {
    const area = draft.areas[player]
    const record = area ? areaRecordOf(area) : {}
    if (Object.keys(record).length > 0) areas[player] = record
  }
  return areas
}

function leftRecordOf(left: LeftDraft): LeftInHand {
  return left.mode === 'cards'
    ? { cards: nonZero(left.cards) as Record<string, number> }
    : { points: typedPoints(left.points), ripperEscapes: left.ripperEscapes }
}

/**
 * The number a typed points total says, a decimal comma read as a point; NaN when it says none
 * (emptied, or not a number as a person writes one: "1e2", "0x10", "+5", "12 points"). Whatever
 * it is goes to the engine, which refuses all but a whole number within what the cards could
 * make: nothing typed is turned into 0, capped or read as code would read it.
 */
export function typedPoints(text: string): number {
  return readWrittenNumber(text) ?? Number.NaN
}

/**
 * The hand record the draft describes, as the players entered it: the cards left in hand of the
 * players the engine charges, the votes when anyone voted. Whether it holds is the engine's to say.
 */
export function handOf(draft: HandDraft): JackTheRipperHand {
  const hand: Record<string, unknown> = {}
  if (draft.dealer !== null) hand.dealer = draft.dealer
  hand.ending = endingOf(draft.ending)
  const areas = areasOf(draft)
  if (Object.keys(areas).length > 0) hand.areas = areas
  const charged = chargedPlayers(draft)
  if (charged.length > 0) {
    hand.leftInHand = Object.fromEntries(
      charged.map((player) => [player, leftRecordOf(draft.left[player] ?? emptyLeft())]),
    )
  }
  if (draft.players.some((player) => (draft.votes[player] ?? null) !== null)) {
    hand.votes = Object.fromEntries(
      draft.players.map((player) => [player, draft.votes[player] ?? null]),
    )
  }
  if (draft.note.trim() !== '') hand.note = draft.note
  return { ...(hand as unknown as JackTheRipperHand), ...draft.kept }
}

/**
 * The form's first values for correcting hand `handIndex` of a log of this game (the contract's
 * `correctionStart`); null for another game's log or a hand it does not hold.
 */
export function correctionStart(log: GameLog, handIndex: number): HandDraft | null {
  if (log.game !== 'mystery-rummy-jack-the-ripper') return null
  const own = log as JackTheRipperLog
  const saved = own.hands[handIndex]
  return saved ? draftFor(own, handIndex, saved) : null
}
