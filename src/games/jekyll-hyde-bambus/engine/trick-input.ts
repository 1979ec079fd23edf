import type { Problem } from '../../../engine/core/problems'
import { quoteValue } from '../../../engine/core/quote-value'
import { isCardId, sides as sideNames, type CardId, type Side } from './cards'
import { gameId } from './log'
import type { Play, TrickInput } from './referee'
import { problemOf, rules } from './rules'

/**
 * Reads the JSON of a trick file (spec: "The trick referee on the command line"): `game`,
 * `sides`, `plays`, and `waiting` and `last`, which may be left out for a first trick. Each part
 * of the wrong shape breaks the referee rule of that part, so `casebook trick` can say which.
 * Whether the trick could have happened is the referee's to say (`refereeTrick`).
 */
export function readTrickInput(
  value: unknown,
): { ok: true; input: TrickInput } | { ok: false; problem: Problem } {
  const refuse = (rule: Parameters<typeof problemOf>[0], path: string, card?: string) => ({
    ok: false as const,
    problem: problemOf(rule, path, card === undefined ? {} : { card }),
  })
  if (!isObject(value) || value.game !== gameId) return refuse(rules.trickFile, 'game')
  if (value.last !== undefined && typeof value.last !== 'boolean') {
    return refuse(rules.trickFile, 'last')
  }

  if (!isObject(value.sides)) return refuse(rules.trickSeats, 'sides')
  const sides: Record<string, Side> = {}
  for (const [seat, side] of Object.entries(value.sides)) {
    if (!isSeatName(seat) || !sideNames.includes(side as Side)) {
      return refuse(rules.trickSeats, `sides.${seat}`)
    }
    sides[seat] = side as Side
  }

  const waitingValue = value.waiting ?? []
  if (!Array.isArray(waitingValue)) return refuse(rules.trickWaiting, 'waiting')
  const waiting: CardId[] = []
  for (const [index, card] of waitingValue.entries()) {
    if (!isCardId(card)) return refuse(rules.trickCards, `waiting[${index}]`, quoteValue(card))
    waiting.push(card)
  }

  if (!Array.isArray(value.plays)) return refuse(rules.trickSeats, 'plays')
  const plays: Play[] = []
  for (const [index, play] of value.plays.entries()) {
    const path = `plays[${index}]`
    if (!isObject(play) || typeof play.seat !== 'string') return refuse(rules.trickSeats, path)
    if (play.from !== undefined && typeof play.from !== 'string') {
      return refuse(rules.trickSeats, `${path}.from`)
    }
    if (!isCardId(play.card)) return refuse(rules.trickCards, `${path}.card`, quoteValue(play.card))
    plays.push({
      seat: play.seat,
      card: play.card,
      ...(play.from === undefined ? {} : { from: play.from }),
    })
  }
  return { ok: true, input: { sides, waiting, last: value.last ?? false, plays } }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A seat is a player id or "ghost": never a name every JavaScript object already has. */
function isSeatName(seat: string): boolean {
  return /^[A-Za-z0-9_-]{1,32}$/.test(seat) && !(seat in Object.prototype)
}
