import type { GameLog } from '../../../engine'
import { nextHandTable, pilesOf, type BambusHand, type BambusLog, type CardId } from '../engine'
import type { JekyllHydeBambusHandDraft } from '../words/hand-draft'

export type HandDraft = JekyllHydeBambusHandDraft

/** The fields the form shows problems beside; `form` holds those of no field on screen. */
export const fields = {
  form: 'form',
  dealer: 'dealer',
  seats: 'seats',
  team: 'team',
  solo: 'solo',
  jekyll: 'pile-jekyll',
  hyde: 'pile-hyde',
  neutral: 'pile-neutral',
  cards: 'cards',
} as const
export type Field = (typeof fields)[keyof typeof fields]

/**
 * Where the form starts: a correction from the saved hand (its listed pile ticked, the smaller
 * one when both are listed), a new hand at the table the engine expects next.
 */
export function draftFor(log: BambusLog, handIndex: number, initial?: BambusHand): HandDraft {
  const players = log.players.map((player) => player.id)
  if (initial) {
    const { dealer, seats, jekyll, solo, captured, ...kept } = initial
    const piles = pilesOf(captured)
    const tickedSide =
      piles.derived !== null
        ? piles.derived === 'jekyll'
          ? 'hyde'
          : 'jekyll'
        : piles.hyde.length < piles.jekyll.length
          ? 'hyde'
          : 'jekyll'
    return {
      game: 'jekyll-hyde-bambus',
      players,
      dealer,
      seats: [...seats],
      jekyll: [...(jekyll ?? [])],
      solo: solo ?? null,
      tickedSide,
      ticked: [...piles[tickedSide]],
      // A saved hand was entered: an empty ticked pile in it is a sweep the players said.
      emptyPileSaid: piles[tickedSide].length === 0,
      neutralShown: piles.neutral.length > 0,
      neutral: [...piles.neutral],
      plays: {},
      kept: JSON.parse(JSON.stringify(kept)) as Record<string, unknown>,
    }
  }
  const table = nextHandTable({ ...log, hands: log.hands.slice(0, handIndex) })
  return {
    game: 'jekyll-hyde-bambus',
    players,
    dealer: table.dealer,
    seats: [...table.seats],
    jekyll: [...(table.jekyll ?? [])],
    solo: table.solo ?? null,
    tickedSide: 'jekyll',
    ticked: [],
    emptyPileSaid: false,
    neutralShown: false,
    neutral: [],
    plays: {},
    kept: {},
  }
}

/**
 * The hand record the draft describes: the ticked pile listed, the neutral pile (empty unless a
 * Transformation fell in the last trick), and the rest left to the other pile, as the players
 * entered it. Whether it holds is the engine's to say.
 */
export function handOf(draft: HandDraft): BambusHand {
  const neutral: CardId[] = draft.neutralShown ? [...draft.neutral] : []
  const captured = { [draft.tickedSide]: [...draft.ticked], neutral }
  const sides =
    draft.players.length === 4 ? { jekyll: [...draft.jekyll] } : { solo: draft.solo ?? '' }
  return { dealer: draft.dealer, seats: [...draft.seats], ...sides, captured, ...draft.kept }
}

/**
 * Whether the players have entered the piles (spec: "Quick entry", they tick the smaller
 * pile): a card ticked, a card marked neutral, or the ticked pile said to be empty. An untouched
 * form lists an empty pile too, a 360 to 0 sweep the engine accepts, so Save waits for one of
 * these rather than take it.
 */
export function pilesEntered(draft: HandDraft): boolean {
  const neutral = draft.neutralShown && draft.neutral.length > 0
  return draft.ticked.length > 0 || neutral || draft.emptyPileSaid === true
}

/** Which field a problem of the log with this hand in it is shown beside; null: not this hand. */
export function fieldOf(path: string, handIndex: number): Field | null {
  const at = `hands[${handIndex}]`
  if (path !== at && !path.startsWith(`${at}.`)) return null
  const rest = path.slice(at.length + 1)
  if (rest.startsWith('dealer')) return fields.dealer
  if (rest.startsWith('seats')) return fields.seats
  if (rest.startsWith('jekyll')) return fields.team
  if (rest.startsWith('solo')) return fields.solo
  if (rest.startsWith('captured.jekyll')) return fields.jekyll
  if (rest.startsWith('captured.hyde')) return fields.hyde
  if (rest.startsWith('captured.neutral')) return fields.neutral
  if (rest.startsWith('captured')) return fields.cards
  return fields.form
}

/**
 * The form's first values for correcting hand `handIndex` of a log of this game (the contract's
 * `correctionStart`); null for another game's log or a hand it does not hold.
 */
export function correctionStart(log: GameLog, handIndex: number): HandDraft | null {
  if (log.game !== 'jekyll-hyde-bambus') return null
  const own = log as BambusLog
  const saved = own.hands[handIndex]
  return saved ? draftFor(own, handIndex, saved) : null
}
