import {
  errorsOf,
  handFactsOf,
  readGameLog,
  validateGameLog,
  withHands,
  type GameLog,
} from '../../../../engine'
import type { Wording } from '../score-sheet/wording'
import type { VersionFacts } from './sharing-words'

/**
 * One version of a disputed hand as the players compare them: what was entered, in the game's
 * own words (its summary: the side up, who went out, who dealt; its breakdown: each player's or
 * side's cards and what they score), put in its place in the game so that a doubling or a
 * shut-out counts as it would. The core names no game: all of it is the game module's
 * `explainHand`. A version the game cannot score (another device's hand that breaks its rules)
 * says so, with the players' note if any.
 */
export function versionFacts(
  log: GameLog,
  number: number,
  hand: unknown,
  wording: Wording,
): VersionFacts {
  const note =
    typeof (hand as { note?: unknown } | undefined)?.note === 'string'
      ? (hand as { note: string }).note
      : null
  const unscorable: VersionFacts = { scorable: false, summary: [], parts: [], note }
  if (typeof hand !== 'object' || hand === null) return unscorable
  const hands = log.hands.slice(0, number - 1)
  // Read whole, as a file is: another device's hand is untrusted until the game has read it.
  const read = readGameLog(withHands(log, [...hands, hand] as GameLog['hands']))
  if (!read.ok || errorsOf(validateGameLog(read.log)).length > 0) return unscorable
  const facts = handFactsOf(read.log, number)
  if (!facts) return unscorable
  return {
    scorable: true,
    summary: facts.summary.map((phrase) => wording.say(phrase)),
    parts: facts.parts.map((part) => ({
      id: part.id,
      name: wording.say(part.label),
      members: 'player' in part.label ? [] : part.receivers.map(wording.names),
      score: part.score,
      lines: part.lines.map((line) => ({ sentence: wording.say(line.text), points: line.points })),
    })),
    note,
  }
}
