import {
  cardIds,
  defaultCardValues,
  defaultTargetScore,
  defaultTieBreaks,
  defaultVariants,
  gameId,
  suspectIds,
  type CardId,
  type JackTheRipperLog,
  type SuspectId,
  type Variants,
} from '../../engine'
import type { NewGameTable } from '../../../../renderer/src/games/screens'
import { firstDealerOf, newLogStart } from '../../../../renderer/src/components/new-game/new-log'
import type { CardGameSettings } from '../../../../renderer/src/components/new-game/card-numbers'
import type { TypedNumber } from '../../../../renderer/src/components/new-game/typed-number'

/** Jack the Ripper's own settings on the new-game page. */
export interface JackTheRipperSettings extends CardGameSettings<Variants, CardId> {
  /** Each suspect's tie-break number, read off the players' own cards. */
  tieBreaks: Record<SuspectId, TypedNumber>
}

export function defaultJackTheRipperSettings(): JackTheRipperSettings {
  return {
    targetScore: defaultTargetScore,
    variants: { ...defaultVariants },
    values: defaultCardValues(),
    tieBreaks: { ...defaultTieBreaks },
  }
}

/**
 * The log of a game about to start. It records the target and both variants, so the game
 * re-scores the same even if a later Casebook changes a default, and in `rules.deck` only the card
 * values and tie-break numbers the players corrected (the spec's form: a default is not written).
 * A field typed wrong goes into the log as typed, so the engine's check of that log refuses it.
 * `firstDealer` is the extra field the log format keeps for the hand form to propose each hand's
 * dealer.
 */
export function jackTheRipperNewLog(
  settings: JackTheRipperSettings,
  table: NewGameTable,
  id: string,
  now: Date,
): JackTheRipperLog {
  const start = newLogStart(gameId, table, id, now)
  const deck = correctedDeck(settings)
  return {
    ...start,
    firstDealer: firstDealerOf(start, table),
    rules: {
      // Typed wrong, it goes into the log as typed: the engine's check refuses it.
      targetScore: settings.targetScore as number,
      variants: { ...settings.variants },
      ...(Object.keys(deck).length > 0 ? { deck } : {}),
    },
    hands: [],
  }
}

type Deck = NonNullable<JackTheRipperLog['rules']>['deck'] & object

/** `rules.deck`: an entry for each card whose value or tie-break number is not the default. */
function correctedDeck(settings: JackTheRipperSettings): Deck {
  const deck: Record<string, { value?: TypedNumber; tieBreak?: TypedNumber }> = {}
  const defaultValues = defaultCardValues()
  for (const card of cardIds) {
    const value = settings.values[card]
    if (value !== defaultValues[card]) deck[card] = { value }
  }
  for (const suspect of suspectIds) {
    const tieBreak = settings.tieBreaks[suspect]
    if (tieBreak !== defaultTieBreaks[suspect]) deck[suspect] = { ...deck[suspect], tieBreak }
  }
  // An emptied field ('') stays in the log as typed: the engine's check names it under its field.
  return deck as Deck
}
