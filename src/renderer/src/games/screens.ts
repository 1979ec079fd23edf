import type { Component } from 'vue'
import type { GameLog } from '../../../engine'

/**
 * What the page needs from one game, beside the engine's module: its words and the screens only
 * it can draw. The core (sheet, library, storage, exports) never names a game; it asks the
 * registry (`registry.ts`) for these, and each game's folder under `games/` provides them. A
 * game's screens are fetched the first time one of its games is shown; large components inside
 * them should be `defineAsyncComponent`, so each stays its own download.
 *
 * Component contracts (props and emits), so that any game's component fits the core's views:
 *
 * - `handEntry`: props `{ log, handIndex, initial?, resume? }` where `log` is the game's own log,
 *   `handIndex` the 0-based index of the hand being entered or corrected, `initial` that hand's
 *   saved record when correcting, and `resume` `{ values, at }` a draft kept from before (values
 *   as `readDraft` returned them). Emits `save(hand)` with the hand record, `cancel()`,
 *   `edit(values | null, at | null)` after each change (null values: back as it started), and
 *   `discard()`. Has a `title` slot for the page's heading.
 * - `whatIf` (optional): props `{ log, number }` (hand number, 1 for the first); exposes `focus()`.
 * - `sheetCell` (optional): props `{ value, text }`, one of the game's own cells on the score
 *   sheet: `value` the engine's `SheetValue` (never null: the sheet draws an empty cell itself)
 *   and `text` the sheet's wording of it, which the component must show or give as its accessible
 *   name. Small and not async: until the game's screens are fetched, the sheet shows `text`.
 * - `gamePanel` (optional): props `{ log, score }` (the game's own log and the engine's score of
 *   it), drawn by the game page under the status banner: what only this game has to show of the
 *   whole game (Jekyll vs. Hyde: the two games of a return match side by side). Async.
 * - `newGameSettings` (in `NewGameScreens`): props `{ modelValue: settings, log, problems }`
 *   where `log` is the log the page's entries make (`newLog`) and `problems` the engine's on it;
 *   emits `update:modelValue` with new settings. Shows the game's own settings, each with the
 *   problems at its path (not the players' names nor the first dealer, which the page asks).
 */
/**
 * A player's part of a hand's draft (decision 0072): the paths of the draft's values that player
 * fills in, on their own device when the hand is filled in together. What no player's part
 * holds is the table's.
 */
export interface DraftPart {
  player: string
  paths: readonly (readonly string[])[]
}

export interface GameScreens {
  id: string
  handEntry: Component
  /** Fetches `handEntry`'s code: the game page does so ahead, once painted (`fetch-ahead.ts`). */
  loadHandEntry: () => Promise<unknown>
  /** A kept draft's values when they are this game's and fit this log's players; else null. */
  readDraft(values: unknown, log: GameLog): unknown
  /**
   * The values the hand form starts from to correct hand `handIndex` (0-based) of the log, as
   * `handEntry` would (fetched with its code); null when the log does not hold that hand.
   */
  correctionStart(log: GameLog, handIndex: number): Promise<unknown>
  /**
   * Each player's part of a hand's draft (`values` as the form holds them, or null as it starts);
   * none: the whole hand is the table's.
   */
  draftParts?(log: GameLog, values: unknown): DraftPart[]
  whatIf?: Component
  /** Draws the game's own cells of the score sheet its own way (a symbol, say); else the text. */
  sheetCell?: Component
  /** The game's own panel on the game page, under the status banner. */
  gamePanel?: Component
}

/** Who sits at a new game: the names in seat order (clockwise), and who deals the first hand. */
export interface NewGameTable {
  names: readonly string[]
  /** An index into `names`; 0 when the game decides who deals (`asksFirstDealer: false`). */
  firstDealer: number
}

/** A game's part of the new-game page (registry: `new-game.ts`), fetched once chosen. */
export interface NewGameScreens {
  newGameSettings: Component
  /** The settings a new game of this game starts from. */
  defaultSettings(): object
  /** The log of a game about to start, every setting recorded; names are trimmed. */
  newLog(settings: object, table: NewGameTable, id: string, now: Date): GameLog
  /**
   * Whether the page asks who deals first (default true). False for a game whose rules decide it
   * (Jekyll vs. Hyde: Mr. Hyde deals), where the question would ask what the game settles.
   */
  asksFirstDealer?: boolean
}
